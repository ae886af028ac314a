'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import type { RolePlot } from '@/lib/contracts/role-plot';
import type { RoleDraft } from '@/lib/contracts/role-create';
import { NEW_PLOT, plotEditHref } from '@/lib/create-friend/editor-paths';
import { rolePlotApi, rolePlotsKey } from '@/lib/create-friend/role-plot-api';
import { ROLE_PLOTS_MAX } from '@/lib/contracts/role-plot-rules';
import { fillPlaceholders } from '@/lib/contracts/role-rules';
import { StepFrame } from './step-frame';
import { useFailureText } from './use-draft';

/** The plots in a new order: the one at `from` moved by `by` places. */
const moved = (plots: RolePlot[], from: number, by: number) => {
  const next = [...plots];
  const [plot] = next.splice(from, 1);
  next.splice(from + by, 0, plot!);
  return next;
};

/** /create/plotsDeck/{roleId}: the role's plots, to add, reorder, open or delete. */
export function PlotsDeck({ draft }: { draft: RoleDraft }) {
  const t = useTranslations('Plots');
  const tc = useTranslations('CreateFriend');
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const locale = useLocale();
  const key = rolePlotsKey(draft.roleId);
  const plots = useQuery({ queryKey: key, queryFn: ({ signal }) => rolePlotApi.list(draft.roleId, signal) });
  const [deleting, setDeleting] = useState<RolePlot>();
  const sort = useMutation({
    mutationFn: (next: RolePlot[]) => rolePlotApi.sort(draft.roleId, next.map((p) => p.plotId)),
    onMutate: (next) => queryClient.setQueryData(key, next),
    onSettled: (stored) => (stored ? queryClient.setQueryData(key, stored) : void queryClient.invalidateQueries({ queryKey: key })),
  });
  const remove = useMutation({
    mutationFn: (plot: RolePlot) => rolePlotApi.remove(draft.roleId, plot.plotId),
    onSuccess: ({ plotId }) => {
      queryClient.setQueryData<RolePlot[]>(key, (list) => list?.filter((p) => p.plotId !== plotId));
      setDeleting(undefined);
    },
  });
  const failure = sort.error ?? remove.error;
  const full = (plots.data?.length ?? 0) >= ROLE_PLOTS_MAX;

  return (
    <StepFrame roleId={draft.roleId} step="plots" title={tc('steps.plots.title')} intro={tc('steps.plots.intro')}>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        {full ? (
          <p className="text-sm text-ink-soft">{t('full', { max: ROLE_PLOTS_MAX })}</p>
        ) : (
          <Link href={plotEditHref(draft.roleId, NEW_PLOT)} className="rounded-full bg-ink px-4 py-2 text-sm font-bold text-white shadow-sm hover:bg-ink/85" data-testid="plot-add">
            {t('add')}
          </Link>
        )}
        {plots.data?.length ? (
          <Link href={`/chat-play/${draft.roleId}`} className="rounded-full bg-white px-4 py-2 text-sm font-bold text-ink ring-1 ring-ink/15 hover:bg-ink/5">
            {t('tryInChat')}
          </Link>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className="mb-3 text-sm font-semibold text-red-700">
          {failureText(failure)}
        </p>
      ) : null}
      {plots.isError ? (
        <LoadError message={tc('loadError')} retryLabel={tc('retryLoad')} onRetry={() => void plots.refetch()} />
      ) : plots.isPending ? (
        <p className="text-ink-soft">{tc('loading')}</p>
      ) : plots.data.length === 0 ? (
        <p className="rounded-3xl bg-white/70 px-6 py-10 text-center text-ink-soft shadow-sm ring-1 ring-black/5" data-testid="plots-empty">
          {t('empty')}
        </p>
      ) : (
        <ol className="grid gap-3" aria-label={tc('steps.plots.title')} data-testid="plot-list">
          {plots.data.map((plot, i) => (
            <li key={plot.plotId} className="flex flex-wrap items-start gap-3 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-black/5" data-testid="plot-item">
              <span aria-hidden className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-brand-50 text-sm font-black text-brand-700">
                {i + 1}
              </span>
              <div className="min-w-0 flex-1 basis-[calc(100%-3rem)] sm:basis-0">
                <Link href={plotEditHref(draft.roleId, plot.plotId)} className="block rounded-lg font-bold text-ink hover:text-brand-700">
                  {plot.title}
                </Link>
                <p className="mt-0.5 line-clamp-2 text-sm text-ink-soft">{fillPlaceholders(plot.scene, { user: null, char: draft.roleName, locale })}</p>
                <p className="mt-2 inline-block rounded-full bg-ink/5 px-2.5 py-0.5 text-xs font-bold text-ink">{t('rounds', { count: plot.rounds })}</p>
              </div>
              <div className="ml-12 flex shrink-0 items-center gap-1 sm:ml-0">
                <div className="flex gap-1">
                  <button type="button" onClick={() => sort.mutate(moved(plots.data, i, -1))} disabled={i === 0 || sort.isPending} aria-label={t('moveUp', { title: plot.title })} className="grid h-9 w-9 place-items-center rounded-full text-ink-soft ring-1 ring-ink/10 hover:bg-ink/5 disabled:opacity-30">
                    <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round"><path d="m6 15 6-6 6 6" /></svg>
                  </button>
                  <button type="button" onClick={() => sort.mutate(moved(plots.data, i, 1))} disabled={i === plots.data.length - 1 || sort.isPending} aria-label={t('moveDown', { title: plot.title })} className="grid h-9 w-9 place-items-center rounded-full text-ink-soft ring-1 ring-ink/10 hover:bg-ink/5 disabled:opacity-30">
                    <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round"><path d="m6 9 6 6 6-6" /></svg>
                  </button>
                </div>
                <div className="flex gap-1">
                  <Link href={plotEditHref(draft.roleId, plot.plotId)} className="grid h-9 place-items-center rounded-full px-3 text-sm font-bold text-ink ring-1 ring-ink/10 hover:bg-ink/5" aria-label={t('editOne', { title: plot.title })}>
                    {t('edit')}
                  </Link>
                  <button type="button" onClick={() => setDeleting(plot)} className="h-9 rounded-full px-3 text-sm font-semibold text-red-700 hover:bg-red-50" aria-label={t('deleteOne', { title: plot.title })}>
                    {t('delete')}
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog open={deleting !== undefined} title={t('deleteTitle')} danger confirmLabel={t('delete')} busy={remove.isPending} onCancel={() => setDeleting(undefined)} onConfirm={() => deleting && remove.mutate(deleting)}>
        {t('deleteBody', { title: deleting?.title ?? '' })}
      </ConfirmDialog>
    </StepFrame>
  );
}
