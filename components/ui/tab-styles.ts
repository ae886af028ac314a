/**
 * The tabs of seed §2 in their four variants: normal (underlined), block (filled pills), plain (text that
 * grows when active, the home header's Discover / For you) and adhesion (segments joined in one track).
 * Links between pages use TabLinks (tab-links.tsx); tabs within a page, Tabs (tabs.tsx).
 */
export type TabsVariant = 'normal' | 'block' | 'plain' | 'adhesion';

export interface TabItem {
  key: string;
  label: string;
  href?: string;
}

export interface TabsProps {
  items: readonly TabItem[];
  value: string;
  onChange?: (key: string) => void;
  variant?: TabsVariant;
  label: string;
  className?: string;
}

export const TRACK: Record<TabsVariant, string> = {
  normal: 'flex gap-5 border-b border-ink/10',
  block: 'flex gap-2',
  plain: 'flex items-end gap-5',
  adhesion: 'inline-flex rounded-full bg-ink/[0.06] p-1',
};

export const ITEM: Record<TabsVariant, (active: boolean) => string> = {
  normal: (active) =>
    `relative -mb-px block whitespace-nowrap border-b-2 pb-2 pt-1 text-sm font-semibold transition ${active ? 'border-brand-600 text-ink' : 'border-transparent text-ink-soft hover:text-ink'}`,
  block: (active) =>
    `block whitespace-nowrap rounded-full px-4 py-1.5 text-sm font-semibold transition ${active ? 'bg-ink text-white shadow' : 'bg-white text-ink ring-1 ring-black/10 hover:bg-brand-50'}`,
  plain: (active) =>
    `relative block whitespace-nowrap rounded-md pb-1 font-extrabold tracking-tight transition-all ${active ? 'text-[19px] text-ink after:absolute after:inset-x-1/4 after:-bottom-0.5 after:h-[3px] after:rounded-full after:bg-brand-500' : 'text-base text-ink-soft hover:text-ink'}`,
  adhesion: (active) =>
    `block whitespace-nowrap rounded-full px-4 py-1.5 text-sm font-semibold transition ${active ? 'bg-white text-ink shadow-sm' : 'text-ink-soft hover:text-ink'}`,
};
