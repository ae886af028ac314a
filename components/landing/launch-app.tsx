'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { getBridge } from '@/lib/bridge';
import { storesFor, type AppLinks } from '@/lib/shell/app-links';
import { APP_LAUNCH_FALLBACK_MS, appDeepLink } from './app-link';
import { StoreLinks } from './store-links';

type LaunchState = 'idle' | 'opening' | 'notOpened';

/**
 * /launch-app: opens the native app on the page named by redirectUrl (seed §1). Inside the app's own web
 * view the page simply goes there; in a browser the custom-scheme link is tried and, when the app has not
 * taken over within 3 seconds, the person gets the app from a store the operator set, or continues on the web.
 */
export function LaunchApp({ redirectUrl, stores, platform }: { redirectUrl: string; stores: AppLinks; platform?: 'ios' | 'android' }) {
  const t = useTranslations('Landing');
  const router = useRouter();
  const [state, setState] = useState<LaunchState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (getBridge().app.inApp) router.replace(redirectUrl);
  }, [redirectUrl, router]);

  useEffect(() => {
    // The app opened: the page went to the background, so the fallback is not needed.
    const onHide = () => document.hidden && clearTimeout(timer.current);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      clearTimeout(timer.current);
    };
  }, []);

  const open = () => {
    setState('opening');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('notOpened'), APP_LAUNCH_FALLBACK_MS);
    window.location.href = appDeepLink(redirectUrl);
  };

  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-[2rem] bg-white/80 px-6 py-10 text-center shadow-xl ring-1 ring-black/5 backdrop-blur">
      <span aria-hidden className="grid h-20 w-20 place-items-center rounded-[1.5rem] bg-gradient-to-br from-brand-500 to-indigo-500 text-4xl font-black text-white shadow-lg shadow-brand-500/30">
        K
      </span>
      <h1 className="mt-5 text-2xl font-black tracking-tight text-ink">{t('launch.title')}</h1>
      <p className="mt-2 text-sm leading-relaxed text-ink-soft">{t('launch.body')}</p>
      <div className="mt-6 flex w-full flex-col gap-3">
        <button
          type="button"
          onClick={open}
          disabled={state === 'opening'}
          aria-busy={state === 'opening' || undefined}
          className="inline-flex h-12 items-center justify-center gap-2 rounded-full bg-gradient-to-r from-brand-600 to-indigo-600 text-sm font-bold text-white shadow-lg shadow-brand-500/25 transition hover:opacity-90 disabled:opacity-80"
        >
          {state === 'opening' && <span aria-hidden className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent" />}
          {state === 'opening' ? t('launch.opening') : t('launch.open')}
        </button>
        <Link href={redirectUrl} className="inline-flex h-12 items-center justify-center rounded-full bg-white text-sm font-bold text-ink shadow-sm ring-1 ring-black/10 transition hover:bg-ink/5">
          {t('launch.web')}
        </Link>
      </div>
      <p role="status" className="mt-4 min-h-5 text-sm text-ink-soft">
        {state === 'notOpened' ? t(storesFor(stores).length > 0 ? 'launch.notOpenedStore' : 'launch.notOpened') : ''}
      </p>
      <StoreLinks links={stores} platform={platform} heading={t('launch.getApp')} />
    </div>
  );
}
