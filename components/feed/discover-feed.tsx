'use client';

import { useQuery, keepPreviousData } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useRef } from 'react';
import { useUser } from '@/lib/client/session';
import { CategoryTabs } from './category-tabs';
import { feedApi } from './feed-api';
import { feedKeys } from './feed-keys';
import { buildTabs, resolveTab, tabHref, type DiscoverTab } from './feed-tabs';
import { inReview } from './review-mode';
import { RoleFeed } from './role-feed';
import { useResetToFirstPage } from './use-feed-pager';

/** The Dance tab's list: its code loads when the tab is first shown (server-rendered when a link opens on it). */
const PerformFeed = dynamic(() => import('./perform-feed').then((m) => m.PerformFeed));

/** Seed §9: lists are cached for 30 minutes by default. */
const LIST_STALE_MS = 30 * 60_000;

export interface DiscoverFeedProps {
  /** `/` or `/discover`: tab addresses stay on the path the reader came by. */
  pathname: string;
  /** The adult setting the server rendered with, until the user query has it. */
  adult: boolean;
  pageSize: number;
  viewerName: string | null;
  /** The banner carousel as the server drew it; none when there are no banners or the app is in store review. */
  banner: React.ReactNode;
}

const tagTitleOf = (tab: DiscoverTab) => (tab.kind === 'tag' ? tab.id : '');

/** The discover page (seed §2): banner, category tabs with Dance second, and the tab's infinite feed. */
export function DiscoverFeed({ pathname, adult: serverAdult, pageSize, viewerName, banner }: DiscoverFeedProps) {
  const t = useTranslations('Home');
  const locale = useLocale();
  const { data: user } = useUser();
  const adult = user?.openNsfw ?? serverAdult;
  const params = useSearchParams();
  const reset = useResetToFirstPage();
  const tabsAnchor = useRef<HTMLDivElement>(null);

  const tagList = useQuery({ queryKey: feedKeys.tabs(adult, locale), queryFn: feedApi.tabs, staleTime: LIST_STALE_MS, placeholderData: keepPreviousData });
  const tabs = buildTabs(tagList.data ?? []);
  const active = resolveTab(params.get('tab'), tabs);

  const select = useCallback(
    (tab: DiscoverTab) => {
      reset(tab.kind === 'dance' ? feedKeys.dance(adult, locale) : feedKeys.discover(tagTitleOf(tab), pageSize, adult, locale));
      // Next.js keeps its router in step with the history API: back and forward walk the tabs.
      window.history.pushState(null, '', tabHref(pathname, tab));
      // Past the banner, the new list starts at its top, right under the stuck tabs.
      const anchor = tabsAnchor.current;
      const headerHeight = document.querySelector('header')?.offsetHeight ?? 0;
      if (anchor && anchor.getBoundingClientRect().top < headerHeight) window.scrollTo({ top: anchor.getBoundingClientRect().top + window.scrollY - headerHeight });
    },
    [reset, adult, pageSize, pathname, locale],
  );

  const tabLabel = active.kind === 'all' ? t('allTab') : active.kind === 'dance' ? t('danceTab') : active.label;
  return (
    <>
      {/* Seed §3 inCheck: an app under store review shows no banner, whichever of the agent or the user says so. */}
      {inReview(user) ? null : banner}
      <div ref={tabsAnchor} className="pt-2 sm:pt-3">
        <CategoryTabs tabs={tabs} active={active} pathname={pathname} onSelect={select} />
      </div>
      <div className="pt-2">
        {active.kind === 'dance' ? (
          <PerformFeed key={`dance|${adult}`} label={tabLabel} adult={adult} />
        ) : (
          <RoleFeed
            key={`${active.id}|${adult}`}
            label={tabLabel}
            source="discover"
            tagTitle={tagTitleOf(active)}
            queryKey={feedKeys.discover(tagTitleOf(active), pageSize, adult, locale)}
            fetchPage={(current) => feedApi.discover(tagTitleOf(active), current, pageSize)}
            pageSize={pageSize}
            viewerName={viewerName}
          />
        )}
      </div>
    </>
  );
}
