import type { Tag } from '@/lib/contracts/role';

/** The tab whose feed is every role: its request sends an empty tagTitle (seed §7 discover list request). */
export const FIRST_TAB_ID = '';
/** Seed §2: a Dance tab is inserted second and shows performances instead of characters. */
export const DANCE_TAB_ID = 'Dance';

/** A tag tab's id is the tag's English title (its address); its label is the title in the reader's language. */
export type DiscoverTab = { kind: 'all'; id: typeof FIRST_TAB_ID } | { kind: 'dance'; id: typeof DANCE_TAB_ID } | { kind: 'tag'; id: string; label: string };

const FIRST_TAB: DiscoverTab = { kind: 'all', id: FIRST_TAB_ID };

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The discover tabs: every role first, Dance second, then the server's tag tabs. A tag titled like the
 * Dance tab would be a second tab with the same name in the address, so the Dance tab takes its place.
 */
export function buildTabs(tagList: Tag[]): DiscoverTab[] {
  return [
    FIRST_TAB,
    { kind: 'dance', id: DANCE_TAB_ID },
    ...tagList.filter((tag) => !same(tag.title, DANCE_TAB_ID)).map((tag): DiscoverTab => ({ kind: 'tag', id: tag.title, label: tag.label ?? tag.title })),
  ];
}

/** The tab an address names (`?tab=`), in any case; an unknown or unavailable one is the first tab. */
export function resolveTab(param: string | null | undefined, tabs: DiscoverTab[]): DiscoverTab {
  const wanted = param?.trim() ?? '';
  return tabs.find((tab) => tab.id !== FIRST_TAB_ID && same(tab.id, wanted)) ?? FIRST_TAB;
}

/** The address of a tab: the first tab is plain `/`, so the home page has one canonical address. */
export function tabHref(pathname: string, tab: DiscoverTab): string {
  return tab.kind === 'all' ? pathname : `${pathname}?tab=${encodeURIComponent(tab.id)}`;
}
