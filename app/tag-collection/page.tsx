import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmptyState, SearchIcon } from '@/components/search/empty-state';
import { TagTile } from '@/components/search/tag-tile';
import { PageHeader } from '@/components/ui/page-header';
import { getViewer } from '@/server/web/viewer';

/** Covers fanned out on each tag tile. */
const PREVIEW_COVERS = 3;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Search');
  return { title: t('tagCollection.title'), description: t('tagCollection.subtitle') };
}

export default async function TagCollectionPage() {
  const t = await getTranslations('Search');
  const { runtime, openNsfw, locale } = await getViewer();
  const tags = await runtime.services.tags.listTabs(openNsfw, locale);
  const previews = await Promise.all(tags.map((tag) => runtime.services.roles.page({ tagTitles: [tag.title], current: 1, size: PREVIEW_COVERS, includeNsfw: openNsfw, locale })));
  return (
    <div>
      <PageHeader title={t('tagCollection.title')} backLabel={t('back')} />
      <p className="-mt-3 mb-6 max-w-xl text-ink-soft">{t('tagCollection.subtitle')}</p>
      {tags.length === 0 ? (
        <EmptyState icon={<SearchIcon />} title={t('tagCollection.empty')} body={t('noResultsHint')} actionHref="/" actionLabel={t('discover')} />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('tagCollection.title')}>
          {tags.map((tag, i) => {
            const { list, total } = previews[i]!;
            return (
              <li key={tag.id}>
                <TagTile tag={tag} roles={list} countLabel={t('tagCollection.count', { count: total })} openLabel={t('tagCollection.open', { tag: tag.title, count: total })} />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
