'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { FillImage } from '@/components/ui/fill-image';
import { PageHeader } from '@/components/ui/page-header';
import { RoleStatus } from '@/lib/contracts/role-rules';
import type { RoleDraft } from '@/lib/contracts/role-create';
import { EDITOR_STEPS, editorHref, type EditorStepId } from '@/lib/create-friend/editor-paths';
import { rolePlotApi, rolePlotsKey } from '@/lib/create-friend/role-plot-api';
import { assetStepOf, createFriendHref } from '@/lib/create-friend/steps';

/** What an editor holds now, in a few words; undefined when it holds nothing yet. */
function useStateOf(draft: RoleDraft, plotCount: number | undefined) {
  const t = useTranslations('CreateFriend');
  return (id: EditorStepId): string | undefined => {
    if (id === 'character') return draft.intro.trim() ? draft.intro.trim() : undefined;
    if (id === 'plots') return plotCount ? t('editor.plotCount', { count: plotCount }) : undefined;
    const value = draft[assetStepOf(id)!.field];
    const count = Array.isArray(value) ? value.length : value === null ? 0 : 1;
    if (count === 0) return undefined;
    return Array.isArray(value) ? t('chosenCount', { count, max: 5 }) : t('editor.set');
  };
}

/** /create/{roleId}: the author's hub for a role they own, a link to each editor with what it holds now. */
export function RoleEditorHub({ draft }: { draft: RoleDraft }) {
  const t = useTranslations('CreateFriend');
  const plots = useQuery({ queryKey: rolePlotsKey(draft.roleId), queryFn: ({ signal }) => rolePlotApi.list(draft.roleId, signal) });
  const stateOf = useStateOf(draft, plots.data?.length);
  const statusKey = draft.status === RoleStatus.Approved ? 'approved' : draft.status === RoleStatus.Published ? 'published' : 'draft';
  return (
    <div className="mx-auto max-w-3xl pb-12">
      <PageHeader title={t('editor.title', { name: draft.roleName || t('untitled') })} backHref="/my-draft" backLabel={t('toDrafts')} />
      <section className="flex items-center gap-4 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-black/5">
        <span className="relative h-20 w-16 shrink-0 overflow-hidden rounded-2xl bg-gradient-to-br from-brand-100 via-white to-indigo-100">
          {draft.coverUrl ? <FillImage src={draft.coverUrl} alt={t('coverAlt', { name: draft.roleName })} sizes="64px" className="object-cover" /> : null}
        </span>
        <div className="min-w-0 flex-1">
          <p className="mb-1 text-xs font-bold">
            <span className="rounded-full bg-ink px-2.5 py-1 text-white" data-testid="editor-status">
              {t(`status.${statusKey}`)}
            </span>
          </p>
          <p className="line-clamp-2 text-sm text-ink-soft">{t('editor.intro')}</p>
        </div>
      </section>

      <ul className="mt-5 grid gap-2 sm:grid-cols-2" aria-label={t('editor.listLabel')}>
        {EDITOR_STEPS.map((id) => {
          const state = stateOf(id);
          return (
            <li key={id}>
              <Link
                href={editorHref(draft.roleId, id)}
                className="flex h-full items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-sm ring-1 ring-black/5 transition hover:bg-brand-50"
                data-testid={`editor-link-${id}`}
              >
                <span aria-hidden className={`grid h-8 w-8 shrink-0 place-items-center rounded-full text-xs font-black ${state ? 'bg-emerald-600 text-white' : 'bg-ink/10 text-ink'}`}>
                  {state ? '✓' : '+'}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-bold text-ink">{t(`steps.${id}.title`)}</span>
                  <span className="block truncate text-sm text-ink-soft">{state ?? t('editor.notSet')}</span>
                </span>
                <span aria-hidden className="text-ink-soft">›</span>
              </Link>
            </li>
          );
        })}
      </ul>

      <div className="mt-6 flex flex-wrap gap-3">
        <Link href={createFriendHref(draft.roleId)} className="grid h-11 place-items-center rounded-full bg-white px-5 text-sm font-bold text-ink ring-1 ring-ink/15 hover:bg-ink/5">
          {t('editor.overview')}
        </Link>
        <Link href={`/chat-play/${draft.roleId}`} className="grid h-11 place-items-center rounded-full bg-brand-600 px-5 text-sm font-bold text-white shadow-sm hover:bg-brand-700">
          {t('editor.openChat', { name: draft.roleName })}
        </Link>
      </div>
    </div>
  );
}
