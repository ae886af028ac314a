import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmptyState, SearchIcon } from '@/components/search/empty-state';
import { FEED_GRID_PAGE_SIZE, feedKeys } from '@/components/search/feed-keys';
import type { FeedPage } from '@/lib/contracts/feed';
import { keywordFromSegment } from '@/components/search/keyword';
import { SearchBox } from '@/components/search/search-box';
import { SearchResults } from '@/components/search/search-results';
import { PageHeader } from '@/components/ui/page-header';
import { toFeedPage } from '@/server/domains/feed/feed-dto';
import { getViewer } from '@/server/web/viewer';

type Params = Promise<{ keyword: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const t = await getTranslations('Search');
  const keyword = keywordFromSegment((await params).keyword);
  // Result pages change with the catalogue; the role profiles are what search engines should index.
  return { title: keyword ? t('resultsTitle', { keyword }) : t('title'), robots: { index: false, follow: true } };
}

export default async function SearchResultPage({ params }: { params: Params }) {
  const t = await getTranslations('Search');
  const keyword = keywordFromSegment((await params).keyword);
  const client = new QueryClient();
  if (keyword) {
    const { runtime, openNsfw, locale } = await getViewer();
    await client.prefetchInfiniteQuery({
      queryKey: feedKeys.search(keyword, locale),
      initialPageParam: 1,
      queryFn: async (): Promise<FeedPage> => {
        const paging = { current: 1, size: FEED_GRID_PAGE_SIZE };
        return toFeedPage(await runtime.services.feed.search({ ...paging, keyword, includeNsfw: openNsfw, locale }), paging);
      },
    });
  }
  return (
    <div>
      <PageHeader title={keyword ? t('resultsTitle', { keyword }) : t('title')} backHref="/search" backLabel={t('back')} />
      <div className="mb-6 max-w-2xl">
        <SearchBox key={keyword} initial={keyword} />
      </div>
      {keyword ? (
        <HydrationBoundary state={dehydrate(client)}>
          <SearchResults keyword={keyword} />
        </HydrationBoundary>
      ) : (
        <EmptyState icon={<SearchIcon />} title={t('emptyKeyword')} body={t('noResultsHint')} actionHref="/tag-collection" actionLabel={t('browseTags')} />
      )}
    </div>
  );
}
