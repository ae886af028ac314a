import { z } from 'zod';
import { INT32_MAX } from './integers';

/** What a paged call asks for: the page, counted from 1, and its size. */
export interface Paging {
  current: number;
  size: number;
}

/** Paging input used by every paged call: current from 1, size bounded. */
export const pageInput = (defaultSize: number, maxSize = 100) => ({
  current: z.coerce.number().int().min(1).max(INT32_MAX).default(1),
  size: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
});

/** The paging every paged answer carries: the page asked for and the total across all pages. */
export const pageSchema = z.object({ current: z.number().int(), size: z.number().int(), total: z.number().int() });
export type PageInfo = z.infer<typeof pageSchema>;

/** One page of a paged list as every paged call answers it: `{ list, page }`. */
export const listPageSchema = <Item extends z.ZodType>(item: Item) => z.object({ list: z.array(item), page: pageSchema });
export interface ListPage<Item> {
  list: Item[];
  page: PageInfo;
}
