import type { ListPage } from '@/lib/contracts/paging';

/** The next page to ask for, or undefined at the end: a short page or the total reached ends the list (seed §4). */
export function nextPageParam(last: ListPage<unknown>): number | undefined {
  const { current, size, total } = last.page;
  if (last.list.length < size || current * size >= total) return undefined;
  return current + 1;
}

/** Every item of the loaded pages once, in order (a list that shifted between pages can repeat an item). */
export function flattenPages<T>(pages: ListPage<T>[] | undefined, idOf: (item: T) => number | string): T[] {
  const seen = new Set<number | string>();
  const items: T[] = [];
  for (const page of pages ?? []) {
    for (const item of page.list) {
      const id = idOf(item);
      if (seen.has(id)) continue;
      seen.add(id);
      items.push(item);
    }
  }
  return items;
}
