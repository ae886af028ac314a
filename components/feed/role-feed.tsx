'use client';

import { useTranslations } from 'next-intl';
import type { QueryKey } from '@tanstack/react-query';
import type { FeedItem } from '@/lib/contracts/feed';
import type { FeedSource } from './feed-api';
import type { FeedPage } from '@/lib/contracts/feed';
import { FeedList } from './feed-list';
import { FeedRoleCard } from './feed-role-card';
import { FeedViewportProvider } from './feed-viewport';
import { useFeedPager } from './use-feed-pager';

interface RoleFeedProps {
  label: string;
  source: FeedSource;
  tagTitle: string;
  queryKey: QueryKey;
  fetchPage: (current: number) => Promise<FeedPage>;
  pageSize: number;
  viewerName: string | null;
}

/** Cards whose covers load first: the first row on a phone (two) or a wide screen (six). */
const priorityCount = (pageSize: number) => (pageSize <= 10 ? 2 : 6);

/** An infinitely scrolled grid of role cards: a discover tab or the for-you feed. */
export function RoleFeed({ label, source, tagTitle, queryKey, fetchPage, pageSize, viewerName }: RoleFeedProps) {
  const t = useTranslations('Feed');
  const pager = useFeedPager({ queryKey, fetchPage, pageSize, expiresAt: (first) => first.nextUpdateTime });

  // A ranking that moved between two pages can repeat a role: each shows once.
  const seen = new Set<number>();
  const cards: { item: FeedItem; pageNum: number }[] = [];
  for (const page of pager.pages) {
    for (const item of page.list) {
      if (seen.has(item.role.roleId)) continue;
      seen.add(item.role.roleId);
      cards.push({ item, pageNum: page.page.current });
    }
  }

  return (
    <FeedViewportProvider source={source} tagTitle={tagTitle}>
      <FeedList
        label={label}
        shape="role"
        phase={pager.phase}
        placeholders={pager.placeholders}
        count={cards.length}
        sentinelRef={pager.sentinelRef}
        networkError={pager.networkError}
        onRetry={pager.retry}
        onDismissNetworkError={pager.dismissNetworkError}
        emptyText={t('empty')}
      >
        {cards.map(({ item, pageNum }, index) => (
          <li key={item.role.roleId}>
            <FeedRoleCard item={item} index={index} pageNum={pageNum} source={source} tagTitle={tagTitle} priority={index < priorityCount(pageSize)} viewerName={viewerName} />
          </li>
        ))}
      </FeedList>
    </FeedViewportProvider>
  );
}
