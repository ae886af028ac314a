'use client';

import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AssetStatus, type AssetKind, type Property } from '@/lib/contracts/property';
import { ASSETS_TABS, libraryHref, TAB_KINDS, tabGenerators, type AssetsTab } from '@/lib/create/generator-kinds';
import { propertyApi } from '@/lib/create/property-api';
import { ASSETS_PAGE_SIZE, propertyKeys } from '@/lib/create/property-keys';
import { LoadMore } from '@/components/search/load-more';
import { flattenPages, nextPageParam } from '@/components/search/paging';
import { LoadError } from '@/components/ui/load-error';
import { TabLinks } from '@/components/ui/tab-links';
import { AssetCard } from './asset-card';
import { ChoiceGroup } from './choice-group';

/** The status filter (seed §3 status filter, §4 asset status): 0 all. */
const STATUS_FILTERS = [
  { key: 'all', status: 0 },
  { key: 'generating', status: AssetStatus.Generating },
  { key: 'draft', status: AssetStatus.Draft },
  { key: 'published', status: AssetStatus.Published },
  { key: 'approved', status: AssetStatus.Approved },
] as const;
type StatusKey = (typeof STATUS_FILTERS)[number]['key'];

/** While something is generating the list refreshes this often (the cards' progress). */
const GENERATING_REFRESH_MS = 4_000;

function Empty({ tab }: { tab: AssetsTab }) {
  const t = useTranslations('Assets');
  const tg = useTranslations('Generate');
  const generators = tabGenerators(tab);
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center rounded-3xl bg-white/70 px-6 py-12 text-center shadow-sm ring-1 ring-black/5" data-testid="assets-empty">
      <div aria-hidden className="grid h-16 w-16 place-items-center rounded-2xl bg-gradient-to-br from-brand-100 to-indigo-100 text-brand-600">
        <svg viewBox="0 0 24 24" className="h-8 w-8" fill="currentColor">
          <path d="M12 2l1.9 5.6L19.5 9.5l-5.6 1.9L12 17l-1.9-5.6L4.5 9.5l5.6-1.9z" />
        </svg>
      </div>
      <h2 className="mt-4 text-lg font-bold text-ink">{t('empty.title')}</h2>
      <p className="mt-1.5 text-sm leading-relaxed text-ink-soft">{generators.length > 0 ? t('empty.body') : t('empty.perform')}</p>
      {generators.length > 0 ? (
        <ul className="mt-5 flex flex-wrap justify-center gap-2">
          {generators.map((g) => (
            <li key={g.kind}>
              <Link href={g.href} className="inline-block rounded-full bg-brand-600 px-4 py-2 text-sm font-bold text-white shadow-md transition hover:bg-brand-700">
                {tg(`kinds.${g.kind}.title`)}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function AssetGrid({ kind, status, tab }: { kind: AssetKind; status: number; tab: AssetsTab }) {
  const t = useTranslations('Assets');
  const client = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: propertyKeys.list([kind], status),
    queryFn: ({ pageParam, signal }) => propertyApi.list({ kind, status, current: pageParam, size: ASSETS_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: 10_000,
    refetchInterval: (q) => (q.state.data?.pages.some((p) => p.list.some((a) => a.status === AssetStatus.Generating && a.task?.state !== 3)) ? GENERATING_REFRESH_MS : false),
  });
  const retry = useMutation({ mutationFn: (taskId: number) => propertyApi.retry(taskId), onSettled: () => client.invalidateQueries({ queryKey: propertyKeys.all }) });
  const items = flattenPages<Property>(query.data?.pages, (a) => a.id);

  if (query.isPending) {
    return (
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-busy="true" aria-label={t('loading')}>
        {Array.from({ length: 10 }, (_, i) => (
          <li key={i} className="aspect-[4/5] animate-pulse rounded-3xl bg-ink/[0.06]" />
        ))}
      </ul>
    );
  }
  if (query.isError && items.length === 0) return <LoadError message={t('loadError')} retryLabel={t('retryLoad')} onRetry={() => void query.refetch()} />;
  if (items.length === 0) return <Empty tab={tab} />;
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="assets-grid">
        {items.map((asset) => (
          <AssetCard key={asset.id} asset={asset} onRetry={(taskId) => retry.mutate(taskId)} retrying={retry.isPending && retry.variables === asset.task?.id} />
        ))}
      </ul>
      {query.isFetchNextPageError ? (
        <div className="mt-6">
          <LoadError message={t('loadError')} retryLabel={t('retryLoad')} onRetry={() => void query.fetchNextPage()} />
        </div>
      ) : null}
      <LoadMore auto hasMore={query.hasNextPage && !query.isFetchNextPageError} loading={query.isFetchingNextPage} onLoad={() => void query.fetchNextPage()} label={t('loadMore')} loadingLabel={t('loading')} />
    </>
  );
}

/** /assets/{tab}: the user's assets of one tab, one kind at a time, filtered by status, page by page. */
export function AssetsLibrary({ tab, initialKind }: { tab: AssetsTab; initialKind: AssetKind }) {
  const t = useTranslations('Assets');
  const tg = useTranslations('Generate');
  const kinds = TAB_KINDS[tab];
  const [kind, setKindState] = useState<AssetKind>(initialKind);
  const setKind = (next: AssetKind) => {
    setKindState(next);
    // The address keeps the kind, so a reload or the back button comes back to it.
    window.history.replaceState(null, '', libraryHref(next));
  };
  const [status, setStatus] = useState<StatusKey>('all');
  const generators = tabGenerators(tab);
  return (
    <div className="grid gap-5">
      <TabLinks label={t('tabsLabel')} value={tab} items={ASSETS_TABS.map((key) => ({ key, label: t(`tabs.${key}`), href: `/assets/${key}` }))} className="-mx-1 overflow-x-auto px-1" />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-wrap gap-x-6 gap-y-4">
          {kinds.length > 1 ? <ChoiceGroup label={t('kindLabel')} value={kind} options={kinds.map((value) => ({ value, label: t(`kinds.${value}`) }))} onChange={setKind} testId="assets-kind" /> : null}
          <ChoiceGroup label={t('filterLabel')} value={status} options={STATUS_FILTERS.map((f) => ({ value: f.key, label: t(`filters.${f.key}`) }))} onChange={setStatus} testId="assets-status" />
        </div>
        {generators.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {generators.map((g) => (
              <Link key={g.kind} href={g.href} className="inline-flex items-center gap-1.5 rounded-full bg-ink px-4 py-2 text-sm font-bold text-white shadow-sm transition hover:bg-ink/85">
                <span aria-hidden>＋</span>
                {tg(`kinds.${g.kind}.title`)}
              </Link>
            ))}
          </div>
        ) : null}
      </div>
      <AssetGrid key={`${kind}-${status}`} kind={kind} status={STATUS_FILTERS.find((f) => f.key === status)!.status} tab={tab} />
    </div>
  );
}
