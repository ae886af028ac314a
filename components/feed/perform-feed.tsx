'use client';

import { useLocale, useTranslations } from 'next-intl';
import { PERFORMANCE_PAGE_SIZE } from '@/lib/contracts/feed-kinds';
import { feedApi } from './feed-api';
import { feedKeys } from './feed-keys';
import { FeedList } from './feed-list';
import { PerformCard } from './perform-card';
import { useFeedPager } from './use-feed-pager';

/** The Dance tab: the performances, loaded once (seed §4: the Dance tab loads once and ends). */
export function PerformFeed({ label, adult }: { label: string; adult: boolean }) {
  const t = useTranslations('Feed');
  const locale = useLocale();
  const pager = useFeedPager({ queryKey: feedKeys.dance(adult, locale), fetchPage: () => feedApi.performances(), pageSize: PERFORMANCE_PAGE_SIZE, singlePage: true });
  const cards = pager.pages.flatMap((page) => page.list);
  return (
    <FeedList
      label={label}
      shape="perform"
      phase={pager.phase}
      // A whole page of 200 placeholders would only be scrolled past: a screenful stands in.
      placeholders={Math.min(pager.placeholders, 6)}
      count={cards.length}
      sentinelRef={pager.sentinelRef}
      networkError={pager.networkError}
      onRetry={pager.retry}
      onDismissNetworkError={pager.dismissNetworkError}
      emptyText={t('emptyPerformances')}
    >
      {cards.map((card, index) => (
        <li key={card.playId}>
          <PerformCard card={card} priority={index < 2} />
        </li>
      ))}
    </FeedList>
  );
}
