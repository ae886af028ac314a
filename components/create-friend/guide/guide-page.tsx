'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { TaskState } from '@/lib/contracts/property';
import { createFriendHref, guideHref } from '@/lib/create-friend/steps';
import type { GuideLine, GuideModel } from '@/lib/create-friend/guide-reducer';
import { GuidePanel } from './guide-panel';
import { useGuide } from './use-guide';

/** /create-friend/guide/{roleId?}: a new friend made by answering a guide's questions, in a conversation. */
export function GuidePage({ roleId }: { roleId?: number }) {
  const t = useTranslations('CreateFriend.guide');
  const guide = useGuide(roleId);
  const { model } = guide;
  const end = useRef<HTMLDivElement>(null);
  // Once the draft exists, the address names it: a reload or a shared tab resumes it.
  useEffect(() => {
    const href = model.roleId ? guideHref(model.roleId) : undefined;
    if (href && window.location.pathname !== href) window.history.replaceState(null, '', href);
  }, [model.roleId]);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end', behavior: 'smooth' });
  }, [model.lines.length, model.step, model.images, model.character]);

  return (
    <div className="mx-auto max-w-2xl pb-28">
      <PageHeader title={t('title')} backHref={model.roleId ? createFriendHref(model.roleId) : createFriendHref()} backLabel={t('back')} />
      <p className="-mt-1 mb-5 text-ink-soft">{t('intro')}</p>
      <ol aria-label={t('conversation')} aria-live="polite" className="flex flex-col gap-3" data-testid="guide-lines">
        {model.lines.map((line) => (
          <Line key={line.id} line={line} />
        ))}
        {model.step === 'connecting' ? <li className="text-sm text-ink-soft">{t('connecting')}</li> : null}
      </ol>
      <div className="mt-5">
        <GuidePanel guide={guide} />
      </div>
      {model.error !== undefined ? (
        <p role="alert" className="mt-4 rounded-2xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-800 ring-1 ring-red-200">
          {model.error || t('connectionLost')}
        </p>
      ) : null}
      <AvatarStatus model={model} />
      <div ref={end} />
    </div>
  );
}

function Line({ line }: { line: GuideLine }) {
  const t = useTranslations('CreateFriend.guide');
  if (line.from === 'me') {
    return (
      <li className="ml-10 self-end rounded-3xl rounded-br-md bg-brand-600 px-4 py-2.5 text-white shadow-sm">
        <span className="sr-only">{t('you')}: </span>
        {line.text}
      </li>
    );
  }
  return (
    <li className="mr-10 flex items-start gap-2.5">
      <span aria-hidden className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-500 to-fuchsia-500 text-lg text-white shadow">
        ✦
      </span>
      <span className="rounded-3xl rounded-tl-md bg-white px-4 py-2.5 text-ink shadow-sm ring-1 ring-black/5">
        <span className="sr-only">{t('guideName')}: </span>
        {t(`lines.${line.key}`, line.values)}
      </span>
    </li>
  );
}

/** While the avatar draws (from the name on), how far it is. */
function AvatarStatus({ model }: { model: GuideModel }) {
  const t = useTranslations('CreateFriend.guide');
  const avatar = model.avatar;
  if (!avatar || model.done) return null;
  const label = avatar.state === TaskState.Fail ? t('avatarFailed') : avatar.state === TaskState.Success ? t('avatarReady', { name: model.name ?? '' }) : t('avatarDrawing', { name: model.name ?? '' });
  return (
    <div className="fixed inset-x-0 bottom-[calc(env(safe-area-inset-bottom)+4rem)] z-20 border-t border-ink/10 bg-white/95 px-4 py-2.5 backdrop-blur md:bottom-0" data-testid="guide-avatar-status">
      <div className="mx-auto flex max-w-2xl items-center gap-3">
        <p className="min-w-0 flex-1 truncate text-sm font-semibold text-ink">{label}</p>
        {avatar.state < TaskState.Success ? (
          <progress max={100} value={avatar.progress} aria-label={label} className="h-2 w-32 overflow-hidden rounded-full accent-brand-600" />
        ) : null}
      </div>
    </div>
  );
}

export function GuideLink({ roleId }: { roleId?: number }) {
  const t = useTranslations('CreateFriend.guide');
  return (
    <Link href={guideHref(roleId)} className="inline-flex h-11 items-center gap-2 rounded-full bg-ink px-5 font-bold text-white shadow-sm hover:bg-ink/85" data-testid="guide-link">
      <span aria-hidden>✦</span>
      {t('link')}
    </Link>
  );
}
