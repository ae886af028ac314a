'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useUser } from '@/lib/client/session';
import { feedApi } from './feed-api';
import { feedKeys } from './feed-keys';
import { RoleFeed } from './role-feed';

/** /foryou (seed §7 getFeedForYouV2): the cards ranked for this reader, infinitely scrolled. */
export function ForYouFeed({ adult: serverAdult, pageSize, viewerName }: { adult: boolean; pageSize: number; viewerName: string | null }) {
  const t = useTranslations('Feed');
  const locale = useLocale();
  const { data: user } = useUser();
  const adult = user?.openNsfw ?? serverAdult;
  return (
    <RoleFeed
      key={String(adult)}
      label={t('forYouTitle')}
      source="foryou"
      tagTitle=""
      queryKey={feedKeys.forYou(pageSize, adult, locale)}
      fetchPage={(current) => feedApi.forYou(current, pageSize)}
      pageSize={pageSize}
      viewerName={viewerName}
    />
  );
}
