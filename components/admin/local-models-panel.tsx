'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { api, ApiFailure } from '@/lib/client/api';
import { LocalModelPath, type LocalModels } from '@/lib/contracts/local-models';
import { ListCard, ListLoadError, ListSkeleton } from './list-states';

const key = ['admin', 'localModels'] as const;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;

/**
 * /model-manage: what answers chats, the download of the recommended local model (followed while it runs), and the
 * models in the folder to choose or delete. Staff look; internal admins act.
 */
export function LocalModelsPanel() {
  const t = useTranslations('Admin.models');
  const client = useQueryClient();
  const models = useQuery({
    queryKey: key,
    queryFn: () => api<LocalModels>(LocalModelPath.status, { method: 'GET' }),
    refetchInterval: (query) => (query.state.data?.pull.state === 'downloading' ? 1000 : false),
  });
  const act = useMutation({
    mutationFn: ({ path, name }: { path: string; name?: string }) => api<LocalModels>(path, { body: name ? { name } : {} }),
    onSuccess: (data) => client.setQueryData(key, data),
  });

  if (models.isPending) return <ListSkeleton />;
  if (models.isError && !models.data) return <ListLoadError onRetry={() => void models.refetch()} />;
  const data = models.data;
  const { pull } = data;
  const busy = act.isPending || pull.state === 'downloading';
  const failure = act.error instanceof ApiFailure ? act.error.message : act.error ? t('failed') : undefined;

  return (
    <div className="grid gap-5">
      <ListCard title={t('servedTitle')} titleId="models-served">
        <div className="grid gap-3 px-5 py-4">
          <p className="text-ink" data-testid="models-served">
            {data.served === 'remote' ? t('servedRemote') : data.served === 'local' ? t('servedLocal', { name: data.servedModel ?? '' }) : t('servedOffline')}
          </p>
          {data.restartNeeded ? (
            <p className="rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200" data-testid="models-restart">
              {t('restart', { name: data.models.find((m) => m.inUse)?.name ?? t('offline') })}
            </p>
          ) : null}
        </div>
      </ListCard>

      <ListCard title={t('downloadTitle')} titleId="models-download">
        <div className="grid gap-3 px-5 py-4">
          {pull.configured ? (
            <>
              <p className="text-ink">{t('recommended', { name: pull.name ?? '', size: megabytes(pull.bytes ?? 0) })}</p>
              {pull.state === 'downloading' ? (
                <div className="grid gap-1.5">
                  <progress max={pull.bytes ?? 1} value={pull.received} aria-label={t('progress')} className="h-2 w-full overflow-hidden rounded-full accent-brand-600" />
                  <p role="status" className="text-sm tabular-nums text-ink-soft">
                    {t('received', { received: megabytes(pull.received), total: megabytes(pull.bytes ?? 0) })}
                  </p>
                </div>
              ) : null}
              {pull.state === 'done' ? <p role="status" className="text-sm font-semibold text-emerald-800">{t('downloaded')}</p> : null}
              {pull.state === 'failed' ? (
                <p role="alert" className="text-sm font-semibold text-red-700">
                  {pull.error}
                </p>
              ) : null}
              {data.canManage ? (
                <button type="button" disabled={busy} onClick={() => act.mutate({ path: LocalModelPath.pull })} className="h-11 justify-self-start rounded-full bg-brand-600 px-6 font-bold text-white shadow-sm hover:bg-brand-700 disabled:opacity-60" data-testid="models-pull">
                  {pull.state === 'failed' ? t('retry') : t('download')}
                </button>
              ) : null}
            </>
          ) : (
            <p className="text-ink-soft">{t('notConfigured')}</p>
          )}
        </div>
      </ListCard>

      <ListCard title={t('folderTitle')} titleId="models-folder" busy={act.isPending}>
        {data.models.length === 0 ? (
          <p className="px-5 py-6 text-ink-soft">{t('none')}</p>
        ) : (
          <ul className="divide-y divide-ink/5" data-testid="models-list">
            {data.models.map((m) => (
              <li key={m.name} className="flex flex-wrap items-center gap-3 px-5 py-3">
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-bold text-ink">{m.name}</span>
                  <span className="text-sm tabular-nums text-ink-soft">{megabytes(m.bytes)}</span>
                </span>
                {m.inUse ? <span className="rounded-full bg-emerald-50 px-3 py-1 text-xs font-bold text-emerald-800 ring-1 ring-emerald-200">{t('inUse')}</span> : null}
                {data.canManage && !m.inUse ? (
                  <button type="button" disabled={act.isPending} onClick={() => act.mutate({ path: LocalModelPath.use, name: m.name })} className="rounded-full px-4 py-1.5 text-sm font-bold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 disabled:opacity-60">
                    {t('use')}
                  </button>
                ) : null}
                {data.canManage && m.name !== data.servedModel ? (
                  <button
                    type="button"
                    disabled={act.isPending}
                    onClick={() => window.confirm(t('confirmRemove', { name: m.name })) && act.mutate({ path: LocalModelPath.remove, name: m.name })}
                    className="rounded-full px-4 py-1.5 text-sm font-bold text-red-700 ring-1 ring-red-200 hover:bg-red-50 disabled:opacity-60"
                  >
                    {t('remove')}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {failure ? (
          <p role="alert" className="border-t border-ink/5 px-5 py-3 text-sm font-semibold text-red-700">
            {failure}
          </p>
        ) : null}
      </ListCard>
    </div>
  );
}
