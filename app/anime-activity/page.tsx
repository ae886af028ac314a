import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PerformCard } from '@/components/feed/perform-card';
import { EventBanner } from '@/components/landing/event-banner';
import { inAppPath } from '@/components/landing/safe-path';
import { EmptyState, HeartIcon } from '@/components/search/empty-state';
import { FeedGrid } from '@/components/search/feed-grid';
import { PageHeader } from '@/components/ui/page-header';
import { FOR_YOU_CONDITIONS } from '@/lib/contracts/feed-kinds';
import { siteOrigin } from '@/server/web/site-origin';
import { getViewer } from '@/server/web/viewer';

/** Seed §2: the activity page opens on the tab named by ?tabName, 'My Type' by default. */
const TABS = ['My Type', 'Stage'] as const;
type ActivityTab = (typeof TABS)[number];
/** Cards on each tab: three rows on desktop. */
const TAB_SIZE = 12;

type SearchParams = Promise<{ back?: string; tabName?: string }>;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Activity');
  return { title: t('title'), description: t('subtitle') };
}

export default async function AnimeActivityPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const tab: ActivityTab = TABS.find((x) => x === params.tabName) ?? 'My Type';
  const back = inAppPath(params.back);
  const t = await getTranslations('Activity');
  const { runtime, user, openNsfw, locale } = await getViewer();
  const ownHosts = [new URL(await siteOrigin()).host];
  const [banners, myType, stage] = await Promise.all([
    runtime.services.banners.list(user?.userId, locale),
    tab === 'My Type' ? runtime.services.feed.forYou({ current: 1, size: TAB_SIZE, callerId: user?.userId, includeNsfw: openNsfw, conditions: [...FOR_YOU_CONDITIONS], locale }) : undefined,
    tab === 'Stage' ? runtime.services.feed.performances({ current: 1, size: TAB_SIZE, includeNsfw: openNsfw, locale }) : undefined,
  ]);
  const [hero, ...more] = banners;
  const tabHref = (name: ActivityTab) => `/anime-activity?${new URLSearchParams({ ...(params.back ? { back } : {}), tabName: name })}`;

  return (
    <div>
      <PageHeader title={t('title')} backHref={back} backLabel={t('back')} />
      {hero && <EventBanner banner={hero} ownHosts={ownHosts} cta={t('join')} large priority />}
      {more.length > 0 && (
        <section aria-labelledby="more-events" className="mt-8">
          <h2 id="more-events" className="mb-3 text-sm font-bold uppercase tracking-wider text-ink-soft">
            {t('moreEvents')}
          </h2>
          <ul className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-4 sm:overflow-visible sm:px-0">
            {more.map((banner) => (
              <li key={banner.id} className="w-[78%] shrink-0 snap-start sm:w-auto">
                <EventBanner banner={banner} ownHosts={ownHosts} cta={t('join')} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <nav aria-label={t('tabsLabel')} className="mb-5 mt-10">
        <ul className="inline-flex rounded-full bg-white p-1 shadow-sm ring-1 ring-black/5">
          {TABS.map((name) => (
            <li key={name}>
              <Link
                href={tabHref(name)}
                scroll={false}
                aria-current={name === tab ? 'page' : undefined}
                className={`block rounded-full px-4 py-2 text-sm font-bold transition sm:px-5 ${name === tab ? 'bg-ink text-white shadow' : 'text-ink-soft hover:text-ink'}`}
              >
                {name === 'My Type' ? t('myType') : t('stage')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mb-4 text-sm text-ink-soft">{tab === 'My Type' ? t('myTypeHint') : t('stageHint')}</p>
      {myType &&
        (myType.list.length > 0 ? (
          <FeedGrid items={myType.list} label={t('myType')} />
        ) : (
          <EmptyState icon={<HeartIcon />} title={t('emptyMyType')} body={t('emptyMyTypeHint')} actionHref="/" actionLabel={t('discover')} />
        ))}
      {stage && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('stage')}>
          {stage.list.map((card, i) => (
            <li key={card.playId}>
              <PerformCard card={card} priority={i < 2} />
            </li>
          ))}
          <li className="grid aspect-[5/2] place-items-center rounded-2xl border-2 border-dashed border-brand-500/30 bg-white/60 p-4 text-center">
            <p className="bg-gradient-to-r from-brand-600 to-indigo-600 bg-clip-text text-lg font-black text-transparent">{t('stageEnd')}</p>
          </li>
        </ul>
      )}
    </div>
  );
}
