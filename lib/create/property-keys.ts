import type { AssetKind } from '@/lib/contracts/property';

/** react-query keys of the asset library and the generators; a plain module so server pages prefetch under them. */
export const propertyKeys = {
  all: ['property'] as const,
  list: (kinds: readonly AssetKind[], status: number) => ['property', 'list', [...kinds].sort().join(','), status] as const,
  one: (id: number) => ['property', 'one', id] as const,
  price: (kind: AssetKind) => ['property', 'price', kind] as const,
};

/** The asset grid pages 20 at a time (getList's default page size). */
export const ASSETS_PAGE_SIZE = 20;
