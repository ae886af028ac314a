'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FillImage } from '@/components/ui/fill-image';
import { PageHeader } from '@/components/ui/page-header';
import { RoleStatus } from '@/lib/contracts/role-rules';
import type { RoleDraft } from '@/lib/contracts/role-create';
import { downloadCard } from '@/lib/create-friend/card-files';
import { roleCreateApi, roleDraftKey } from '@/lib/create-friend/role-create-api';
import { roleProfilePath } from '@/lib/routes';
import { editorHref } from '@/lib/create-friend/editor-paths';
import { ASSET_STEPS, createFriendHref, STEP_ORDER, type StepId } from '@/lib/create-friend/steps';
import { useFailureText } from './use-draft';

/** Whether a step has what it asks for. */
function stepDone(draft: RoleDraft, id: StepId): boolean {
  if (id === 'character') return Boolean(draft.intro.trim() && draft.roleAppearInfo.trim());
  const step = ASSET_STEPS.find((s) => s.id === id)!;
  const value = draft[step.field];
  return Array.isArray(value) ? value.length > 0 : value !== null;
}

/** The first step not done yet: where "Continue" leads. */
export const resumeStep = (draft: RoleDraft): StepId | undefined => STEP_ORDER.find((id) => !stepDone(draft, id));

/** /create-friend/{roleId}: the draft at a glance, what publishing still needs, Publish and review. */
export function DraftOverview({ draft }: { draft: RoleDraft }) {
  const t = useTranslations('CreateFriend');
  const router = useRouter();
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const stored = (next: RoleDraft) => queryClient.setQueryData(roleDraftKey(next.roleId), next);
  const publish = useMutation({ mutationFn: () => roleCreateApi.publish(draft.roleId), onSuccess: stored });
  const push = useMutation({ mutationFn: () => roleCreateApi.push(draft.roleId), onSuccess: stored });
  const remove = useMutation({ mutationFn: () => roleCreateApi.remove(draft.roleId), onSuccess: () => router.push('/my-draft') });
  const exportCard = useMutation({ mutationFn: (format: 'png' | 'json') => downloadCard(draft.roleId, format) });
  const failure = publish.error ?? push.error ?? remove.error;
  const resume = resumeStep(draft);
  const profile = roleProfilePath(draft.roleName, draft.roleId);
  const statusKey = draft.status === RoleStatus.Approved ? 'approved' : draft.status === RoleStatus.Published ? 'published' : 'draft';

  return (
    <div className="mx-auto max-w-3xl pb-12">
      <PageHeader
        title={draft.roleName || t('untitled')}
        backHref="/my-draft"
        backLabel={t('toDrafts')}
        action={
          <Link href={editorHref(draft.roleId)} className="rounded-full bg-white px-4 py-2 text-sm font-bold text-ink shadow-sm ring-1 ring-ink/15 hover:bg-ink/5" data-testid="draft-edit">
            {t('edit')}
          </Link>
        }
      />
      <section className="grid gap-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:grid-cols-[10rem_1fr]">
        <div className="relative aspect-[3/4] w-40 overflow-hidden rounded-2xl bg-gradient-to-br from-brand-100 via-white to-indigo-100">
          {draft.coverUrl ? <FillImage src={draft.coverUrl} alt={t('coverAlt', { name: draft.roleName })} className="object-cover" /> : null}
        </div>
        <div className="min-w-0">
          <p className="mb-2 flex flex-wrap gap-2 text-xs font-bold">
            <span className="rounded-full bg-ink px-2.5 py-1 text-white" data-testid="draft-status">
              {t(`status.${statusKey}`)}
            </span>
            {draft.reviewState !== 'none' ? <span className="rounded-full bg-amber-100 px-2.5 py-1 text-amber-950">{t(`review.${draft.reviewState}`)}</span> : null}
          </p>
          {draft.reviewNote ? (
            <p className="mb-3 rounded-2xl bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200" data-testid="review-note">
              {t('reviewNote', { note: draft.reviewNote })}
            </p>
          ) : null}
          <p className="line-clamp-4 whitespace-pre-line text-ink-soft">{draft.intro || t('noIntro')}</p>
          {resume ? (
            <Link href={createFriendHref(draft.roleId, resume)} className="mt-4 inline-block rounded-full bg-brand-600 px-5 py-2.5 text-sm font-bold text-white shadow-sm hover:bg-brand-700">
              {t('continue', { step: t(`steps.${resume}.short`) })}
            </Link>
          ) : null}
        </div>
      </section>

      <h2 className="mb-3 mt-8 text-lg font-extrabold text-ink">{t('stepsTitle')}</h2>
      <ol className="grid gap-2">
        {STEP_ORDER.map((id, i) => (
          <li key={id}>
            <Link href={createFriendHref(draft.roleId, id)} className="flex items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-sm ring-1 ring-black/5 hover:bg-brand-50" data-testid={`overview-step-${id}`}>
              <span aria-hidden className={`grid h-7 w-7 place-items-center rounded-full text-xs font-black ${stepDone(draft, id) ? 'bg-emerald-600 text-white' : 'bg-ink/10 text-ink'}`}>
                {stepDone(draft, id) ? '✓' : i + 1}
              </span>
              <span className="flex-1 font-semibold text-ink">{t(`steps.${id}.title`)}</span>
              <span className="text-sm text-ink-soft">{stepDone(draft, id) ? t('done') : t('notYet')}</span>
            </Link>
          </li>
        ))}
      </ol>

      <section className="mt-8 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-black/5" aria-labelledby="publish-title">
        <h2 id="publish-title" className="text-lg font-extrabold text-ink">
          {t('publishTitle')}
        </h2>
        {draft.missing.length > 0 ? (
          <div className="mt-2 text-sm text-ink-soft" data-testid="draft-missing">
            <p>{t('missingLead')}</p>
            <ul className="mt-1 list-disc pl-5">
              {draft.missing.map((m) => (
                <li key={m}>{t(`missing.${m}`)}</li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="mt-2 text-sm text-ink-soft">{draft.status === RoleStatus.Draft ? t('readyToPublish') : t('publishedLead')}</p>
        )}
        {failure ? (
          <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
            {failureText(failure)}
          </p>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-3">
          {draft.status === RoleStatus.Draft ? (
            <button type="button" onClick={() => publish.mutate()} disabled={publish.isPending} className="h-11 rounded-full bg-brand-600 px-6 font-bold text-white shadow-sm hover:bg-brand-700 disabled:opacity-60">
              {publish.isPending ? t('publishing') : t('publish')}
            </button>
          ) : (
            <Link href={profile} className="grid h-11 place-items-center rounded-full bg-brand-600 px-6 font-bold text-white shadow-sm hover:bg-brand-700">
              {t('openProfile')}
            </Link>
          )}
          {draft.status === RoleStatus.Published && (draft.reviewState === 'none' || draft.reviewState === 'rejected' || draft.reviewState === 'takenDown') ? (
            <button type="button" onClick={() => push.mutate()} disabled={push.isPending} className="h-11 rounded-full bg-white px-6 font-bold text-ink ring-1 ring-ink/15 hover:bg-ink/5 disabled:opacity-60">
              {t('askReview')}
            </button>
          ) : null}
          <button type="button" onClick={() => setConfirmDelete(true)} className="h-11 rounded-full px-4 font-semibold text-red-700 hover:bg-red-50">
            {t('delete')}
          </button>
        </div>
      </section>
      <section className="mt-8 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-black/5" aria-labelledby="export-title">
        <h2 id="export-title" className="text-lg font-extrabold text-ink">
          {t('export.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-soft">{t('export.lead')}</p>
        {exportCard.isError ? (
          <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
            {t('export.failed')}
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-3">
          {(['png', 'json'] as const).map((format) => (
            <button key={format} type="button" onClick={() => exportCard.mutate(format)} disabled={exportCard.isPending} className="h-10 rounded-full bg-white px-5 text-sm font-bold text-ink ring-1 ring-ink/15 hover:bg-ink/5 disabled:opacity-60">
              {t(`export.${format}`)}
            </button>
          ))}
        </div>
      </section>
      <ConfirmDialog open={confirmDelete} title={t('deleteTitle')} danger confirmLabel={t('delete')} busy={remove.isPending} onCancel={() => setConfirmDelete(false)} onConfirm={() => remove.mutate()}>
        {t('deleteBody', { name: draft.roleName })}
      </ConfirmDialog>
    </div>
  );
}
