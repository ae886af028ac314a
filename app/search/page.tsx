import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { normaliseKeyword } from '@/components/search/keyword';
import { RoleCard } from '@/components/role/role-card';
import { searchResultPath } from '@/lib/routes';
import { RecentSearchesList } from '@/components/search/recent-searches-list';
import { SearchBox } from '@/components/search/search-box';
import { PageHeader } from '@/components/ui/page-header';
import { getViewer } from '@/server/web/viewer';

/** Trending roles suggested under the search field: two rows on desktop. */
const TRENDING_COUNT = 8;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Search'))('title') };
}

export default async function SearchPage({ searchParams }: { searchParams: Promise<{ keyword?: string | string[] }> }) {
  const asked = (await searchParams).keyword;
  const keyword = normaliseKeyword(Array.isArray(asked) ? (asked[0] ?? '') : (asked ?? ''));
  if (keyword) redirect(searchResultPath(keyword));
  const t = await getTranslations('Search');
  const { runtime, openNsfw, locale } = await getViewer();
  const [hot, trending] = await Promise.all([
    runtime.services.tags.hotList('role', openNsfw, locale),
    runtime.services.roles.list({ current: 1, size: TRENDING_COUNT, includeNsfw: openNsfw, locale }),
  ]);
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t('title')} backLabel={t('back')} />
      <SearchBox autoFocus />
      <RecentSearchesList />
      {hot.length > 0 && (
        <section aria-labelledby="hot-tags" className="mt-8">
          <div className="mb-3 flex items-center justify-between">
            <h2 id="hot-tags" className="text-sm font-bold uppercase tracking-wider text-ink-soft">
              {t('hot')}
            </h2>
            <Link href="/tag-collection" className="rounded-full px-3 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50">
              {t('allTags')}
            </Link>
          </div>
          <ul className="flex flex-wrap gap-2">
            {hot.map((tag, i) => (
              <li key={tag.id}>
                <Link
                  href={searchResultPath(tag.label ?? tag.title)}
                  className={`inline-flex items-center gap-1 rounded-full px-3.5 py-1.5 text-sm font-semibold shadow-sm ring-1 transition ${
                    i < 3 ? 'bg-gradient-to-r from-brand-500 to-indigo-500 text-white ring-transparent hover:opacity-90' : 'bg-white text-ink ring-black/10 hover:bg-brand-50'
                  }`}
                >
                  <span aria-hidden className={i < 3 ? 'text-white/80' : 'text-brand-500'}>
                    #
                  </span>
                  {tag.label ?? tag.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {trending.length > 0 && (
        <section aria-labelledby="trending" className="mt-10">
          <h2 id="trending" className="mb-3 text-sm font-bold uppercase tracking-wider text-ink-soft">
            {t('trending')}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
            {trending.map((role) => (
              <li key={role.roleId}>
                <RoleCard role={role} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
