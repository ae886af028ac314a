import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PlayedHistory } from '@/components/friends/played-history';
import { FEED_GRID_PAGE_SIZE, feedKeys } from '@/components/search/feed-keys';
import type { FeedPage } from '@/lib/contracts/feed';
import { PageHeader } from '@/components/ui/page-header';
import { toFeedPage } from '@/server/domains/feed/feed-dto';
import { requireAccount } from '@/server/web/guards';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Played'))('title'), robots: { index: false } };
}

/** Seed §2: /played is an auth route. */
export default async function PlayedRoute() {
  const t = await getTranslations('Played');
  const { runtime, user, openNsfw, locale } = await requireAccount();
  const client = new QueryClient();
  await client.prefetchInfiniteQuery({
    queryKey: feedKeys.played(locale),
    initialPageParam: 1,
    queryFn: async (): Promise<FeedPage> => {
      const paging = { current: 1, size: FEED_GRID_PAGE_SIZE };
      return toFeedPage(await runtime.services.feed.history(user.userId, { ...paging, includeNsfw: openNsfw, locale }), paging);
    },
  });
  return (
    <div>
      <PageHeader title={t('title')} backLabel={t('back')} />
      <p className="-mt-3 mb-6 max-w-xl text-ink-soft">{t('subtitle')}</p>
      <HydrationBoundary state={dehydrate(client)}>
        <PlayedHistory />
      </HydrationBoundary>
    </div>
  );
}
