import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForYouFeed } from '@/components/feed/foryou-feed';
import { getViewer } from '@/server/web/viewer';
import { loadForYou, readRequest } from '../discover/load-feed';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Feed');
  return { title: t('forYouTitle'), description: t('forYouSubtitle'), alternates: { canonical: '/foryou' } };
}

/** /foryou (seed §2): characters ranked for the reader by popularity, their likes and their chosen tags. */
export default async function ForYouPage() {
  const t = await getTranslations('Feed');
  const viewer = await getViewer();
  const { pageSize } = await readRequest();
  const state = await loadForYou(viewer, pageSize);
  return (
    <>
      <header className="pb-4 pt-6 sm:pt-10">
        <h1 className="text-2xl font-black tracking-tight sm:text-3xl">{t('forYouTitle')}</h1>
        <p className="mt-1 text-sm text-ink-soft sm:text-base">{t('forYouSubtitle')}</p>
      </header>
      <HydrationBoundary state={state}>
        <ForYouFeed adult={viewer.openNsfw} pageSize={pageSize} viewerName={viewer.name} />
      </HydrationBoundary>
    </>
  );
}
