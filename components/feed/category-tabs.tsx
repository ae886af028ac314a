'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { FeedIcon } from './feed-icons';
import { tabHref, type DiscoverTab } from './feed-tabs';
import { useHeaderHeight } from './use-header-height';

/**
 * The category tabs (seed §2): links, so each tab has its own address to share and to come back to;
 * a plain click switches in place and keeps the history (back and forward walk the tabs).
 */
export function CategoryTabs({ tabs, active, pathname, onSelect }: { tabs: DiscoverTab[]; active: DiscoverTab; pathname: string; onSelect: (tab: DiscoverTab) => void }) {
  const t = useTranslations('Home');
  const list = useRef<HTMLUListElement>(null);
  const headerHeight = useHeaderHeight();

  useEffect(() => {
    list.current?.querySelector<HTMLElement>('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active.id]);

  return (
    <nav aria-label={t('tabsLabel')} style={{ top: headerHeight }} className="sticky z-20 -mx-4 bg-[#faf9fd]/85 px-4 py-2.5 backdrop-blur-md sm:-mx-6 sm:px-6">
      <ul ref={list} className="flex gap-2 overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden">
        {tabs.map((tab) => {
          const current = tab.id === active.id;
          const href = tabHref(pathname, tab);
          return (
            <li key={`${tab.kind}:${tab.id}`} className="shrink-0">
              <a
                href={href}
                aria-current={current ? 'page' : undefined}
                onClick={(e) => {
                  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                  e.preventDefault();
                  if (!current) onSelect(tab);
                }}
                className={`flex h-9 items-center gap-1.5 whitespace-nowrap rounded-full px-4 text-sm font-semibold transition motion-reduce:transition-none ${
                  current ? 'bg-ink text-white shadow-md shadow-ink/20' : 'bg-white text-ink ring-1 ring-black/10 hover:bg-brand-50 hover:ring-brand-500/30'
                }`}
              >
                {tab.kind === 'dance' ? <FeedIcon name="dance" className="h-4 w-4" /> : null}
                {tab.kind === 'all' ? t('allTab') : tab.kind === 'dance' ? t('danceTab') : tab.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
