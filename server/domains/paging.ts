import type { ListPage, Paging } from '@/lib/contracts/paging';

/** The rows a page covers, as a query skips and takes them. */
export interface RowWindow {
  offset: number;
  limit: number;
}

export const rowWindowOf = ({ current, size }: Paging): RowWindow => ({ offset: (current - 1) * size, limit: size });

/** A page of a list as every paged call answers it (seed §7: list and page.total). */
export const toListPage = <Item>(list: Item[], total: number, { current, size }: Paging): ListPage<Item> => ({ list, page: { current, size, total } });
