import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { RoleCard } from '@/components/role/role-card';
import { discoverPath } from '@/lib/routes';
import { getViewer } from '@/server/web/viewer';

/** Seed §9: discover pages hold 24 cards in desktop mode. */
const PAGE_SIZE = 24;

export default async function HomePage({ searchParams }: { searchParams: Promise<{ tab?: string; page?: string }> }) {
  const { tab, page } = await searchParams;
  const current = Math.max(1, Math.min(1000, Number.parseInt(page ?? '1', 10) || 1));
  const t = await getTranslations('Home');
  const { runtime, openNsfw } = await getViewer();
  const tabs = await runtime.services.tags.listTabs(openNsfw);
  const activeTab = tabs.find((x) => x.title === tab)?.title;
  const roles = await runtime.services.roles.list({ tagTitle: activeTab, current, size: PAGE_SIZE + 1, includeNsfw: openNsfw });
  const hasMore = roles.length > PAGE_SIZE;

  return (
    <>
      <section className="pt-8 pb-4 sm:pt-12">
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-2 max-w-xl text-ink-soft">{t('subtitle')}</p>
      </section>
      <nav aria-label={t('tabsLabel')} className="-mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
        <ul className="flex gap-2">
          {[{ title: undefined, label: t('allTab') }, ...tabs.map((x) => ({ title: x.title, label: x.title }))].map(({ title, label }) => {
            const active = title === activeTab;
            return (
              <li key={label}>
                <Link
                  href={discoverPath(title)}
                  aria-current={active ? 'page' : undefined}
                  className={`block whitespace-nowrap rounded-full px-4 py-1.5 text-sm font-semibold transition ${
                    active ? 'bg-ink text-white shadow' : 'bg-white text-ink ring-1 ring-black/10 hover:bg-brand-50'
                  }`}
                >
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {roles.length === 0 ? (
        <p className="py-16 text-center text-ink-soft">{t('empty')}</p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4" aria-label={activeTab ?? t('allTab')}>
          {roles.slice(0, PAGE_SIZE).map((role, i) => (
            <li key={role.roleId}>
              <RoleCard role={role} priority={i < 4} />
            </li>
          ))}
        </ul>
      )}
      <nav aria-label={t('pageLabel', { page: current })} className="mt-8 flex justify-center gap-3">
        {current > 1 && (
          <Link href={discoverPath(activeTab, current - 1)} className="rounded-full bg-white px-5 py-2 text-sm font-semibold ring-1 ring-black/10 hover:bg-brand-50">
            {t('previous')}
          </Link>
        )}
        {hasMore && (
          <Link href={discoverPath(activeTab, current + 1)} className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white shadow hover:bg-brand-700">
            {t('next')}
          </Link>
        )}
      </nav>
    </>
  );
}
