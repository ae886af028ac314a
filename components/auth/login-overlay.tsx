'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef } from 'react';
import { useModalFocus } from '@/components/ui/use-modal-focus';
import { useLoginPrompt } from '@/lib/client/stores';
import { usePcLayout } from '@/lib/client/use-pc-layout';
import { LoginPanel } from './login-panel';

/** The login overlay (seed §2): a slide-up panel on phones and in the app, a dialog on PC. */
export function LoginOverlay({ sources }: { sources: string[] }) {
  const t = useTranslations('Auth');
  const { open, redirectUrl, hide } = useLoginPrompt();
  const pc = usePcLayout();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useModalFocus(open, panel, hide);

  if (!open) return null;
  const back = redirectUrl ?? `${window.location.pathname}${window.location.search}`;
  return (
    <div className="fixed inset-0 z-40 bg-ink/45 backdrop-blur-[2px]" onClick={(e) => e.target === e.currentTarget && hide()}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={
          pc
            ? 'absolute left-1/2 top-1/2 w-[400px] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-8 shadow-2xl'
            : 'koko-sheet absolute inset-x-0 bottom-0 rounded-t-[28px] bg-white px-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] pt-3 shadow-2xl'
        }
      >
        {pc ? null : <div aria-hidden className="mx-auto mb-4 h-1.5 w-10 rounded-full bg-ink/15" />}
        <button type="button" onClick={hide} aria-label={t('close')} className="absolute right-4 top-4 grid h-9 w-9 place-items-center rounded-full text-ink-soft hover:bg-ink/5">
          <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
        <div className="mb-6 text-center">
          <span aria-hidden className="mx-auto mb-3 grid h-14 w-14 place-items-center rounded-2xl bg-gradient-to-br from-brand-500 to-indigo-500 text-2xl font-black text-white shadow">K</span>
          <h2 id={titleId} className="text-xl font-extrabold text-ink">
            {t('title')}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">{t('subtitle')}</p>
        </div>
        <LoginPanel sources={sources} redirectUrl={back} pc={pc} />
      </div>
    </div>
  );
}
