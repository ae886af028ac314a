import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { headers } from 'next/headers';
import { FOR_YOU_CONDITIONS, PERFORMANCE_PAGE_SIZE, type DiscoverPage, type FeedPage, type PerformPage } from '@/lib/contracts/feed';
import { detectPlatform } from '@/lib/client/platform';
import { discoverPageSize, feedKeys } from '@/components/feed/feed-keys';
import { buildTabs, resolveTab, type DiscoverTab } from '@/components/feed/feed-tabs';
import { inStoreReview, parseUserAgent } from '@/lib/bridge/app-version';
import { toDiscoverPage, toFeedPage, toPerformPage } from '@/server/domains/feed/feed-dto';
import { getRuntime } from '@/server/runtime/global-runtime';
import type { Viewer } from '@/server/web/viewer';

/** What the server knows of the reader's screen: its page size (seed §9) and the host links count as ours. */
export async function readRequest() {
  const h = await headers();
  const userAgent = h.get('user-agent') ?? '';
  const { services } = await getRuntime();
  return {
    pageSize: discoverPageSize(detectPlatform(userAgent).platform),
    ownHost: h.get('host') ?? '',
    // Seed §3 inCheck, known before the user info arrives, so the banner never flashes in review.
    inReview: inStoreReview(parseUserAgent(userAgent), services.app.reviewVersions),
  };
}

/** The first page of the feeds, read through the services in the shape their calls answer (seed §7). */
const firstPage = {
  async discover({ runtime, openNsfw, locale }: Viewer, tagTitle: string, size: number): Promise<DiscoverPage> {
    const paging = { current: 1, size };
    return toDiscoverPage(await runtime.services.feed.discoverCached({ ...paging, tagTitle, includeNsfw: openNsfw, locale }), paging);
  },
  async performances({ runtime, openNsfw, locale }: Viewer): Promise<PerformPage> {
    const paging = { current: 1, size: PERFORMANCE_PAGE_SIZE };
    return toPerformPage(await runtime.services.feed.performances({ ...paging, includeNsfw: openNsfw, locale }), paging);
  },
  async forYou({ runtime, openNsfw, user, locale }: Viewer, size: number): Promise<FeedPage> {
    const paging = { current: 1, size };
    return toFeedPage(await runtime.services.feed.forYou({ ...paging, callerId: user?.userId, includeNsfw: openNsfw, conditions: [...FOR_YOU_CONDITIONS], locale }), paging);
  },
};

/**
 * The discover page's data under the keys the client reads: tabs and page 1 of the tab in the
 * address (DESIGN §4: prefetched on the server, hydrated into react-query).
 */
export async function loadDiscover(viewer: Viewer, tabParam: string | undefined, pageSize: number): Promise<{ state: DehydratedState; tab: DiscoverTab }> {
  const { runtime, openNsfw, locale } = viewer;
  const tagList = await runtime.services.tags.listTabs(openNsfw, locale);
  const tab = resolveTab(tabParam, buildTabs(tagList));
  const client = new QueryClient();
  client.setQueryData(feedKeys.tabs(openNsfw, locale), tagList);
  const tagTitle = tab.kind === 'tag' ? tab.id : '';
  await Promise.all([
    tab.kind === 'dance'
      ? client.prefetchInfiniteQuery({ queryKey: feedKeys.dance(openNsfw, locale), queryFn: () => firstPage.performances(viewer), initialPageParam: 1 })
      : client.prefetchInfiniteQuery({ queryKey: feedKeys.discover(tagTitle, pageSize, openNsfw, locale), queryFn: () => firstPage.discover(viewer, tagTitle, pageSize), initialPageParam: 1 }),
  ]);
  return { state: dehydrate(client), tab };
}

/** The for-you page's first page under the key the client reads. */
export async function loadForYou(viewer: Viewer, pageSize: number): Promise<DehydratedState> {
  const client = new QueryClient();
  await client.prefetchInfiniteQuery({ queryKey: feedKeys.forYou(pageSize, viewer.openNsfw, viewer.locale), queryFn: () => firstPage.forYou(viewer, pageSize), initialPageParam: 1 });
  return dehydrate(client);
}
