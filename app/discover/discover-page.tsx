import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BannerCarousel } from '@/components/feed/banner-carousel';
import { BannerSlide } from '@/components/feed/banner-slide';
import { DiscoverFeed } from '@/components/feed/discover-feed';
import { getViewer } from '@/server/web/viewer';
import { loadDiscover, readRequest } from './load-feed';

export async function discoverMetadata(): Promise<Metadata> {
  const t = await getTranslations('Home');
  // `/` and `/discover` are the same page: one canonical address for search engines.
  return { title: { absolute: t('metaTitle') }, description: t('subtitle'), alternates: { canonical: '/' } };
}

/** `/` and `/discover` (seed §2): the page is server-rendered with its data, then continues in the browser. */
export async function DiscoverPage({ pathname, searchParams }: { pathname: '/' | '/discover'; searchParams: Promise<{ tab?: string | string[] }> }) {
  const { tab } = await searchParams;
  const t = await getTranslations('Home');
  const viewer = await getViewer();
  const { pageSize, ownHost, inReview } = await readRequest();
  const [{ state }, banners] = await Promise.all([loadDiscover(viewer, Array.isArray(tab) ? tab[0] : tab, pageSize), inReview ? [] : viewer.runtime.services.banners.list(viewer.user?.userId, viewer.locale)]);
  // The slides are drawn here; the carousel in the browser only moves them.
  const banner =
    banners.length > 0 ? <BannerCarousel slides={banners.map((b, i) => ({ id: b.id, node: <BannerSlide banner={b} ownHost={ownHost} priority={i === 0} /> }))} /> : null;
  return (
    <>
      <h1 className="sr-only">{t('title')}</h1>
      <HydrationBoundary state={state}>
        <DiscoverFeed pathname={pathname} adult={viewer.openNsfw} pageSize={pageSize} viewerName={viewer.name} banner={banner} />
      </HydrationBoundary>
    </>
  );
}
