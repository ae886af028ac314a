'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { GiftCoinResult } from '@/lib/contracts/wallet';
import { api, ApiFailure, setLoginInvalidHandler } from '@/lib/client/api';
import { rememberLocale } from '@/lib/client/locale';
import { isVisitor, queryKeys, useUser } from '@/lib/client/session';
import { loginAsVisitor, logout, takeLoginOutcome } from '@/lib/client/session-actions';
import { noteMeaningfulAction, useKoinDialogs } from '@/lib/client/popups';
import { toast, useLoginPrompt } from '@/lib/client/stores';
import { isLocale } from '@/lib/i18n/locales';

/** Daily check-in is tried once per app start (seed §4), not on every client-side navigation. */
let checkedInThisStart = false;

/** A visitor sign-in that has not answered by then is tried again; after this many tries the app says so. */
const VISITOR_LOGIN_TIMEOUT_MS = 15_000;
const VISITOR_LOGIN_TRIES = 4;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * What happens on app start (seed §4, §6, §8): a visitor session when there is none, the welcome and
 * login-bonus dialogs after a login, the daily check-in, the login prompt for a guest out of koin, and
 * the "login status is invalid" handling for every call.
 */
export function SessionBootstrap() {
  const t = useTranslations('Session');
  const router = useRouter();
  const queryClient = useQueryClient();
  const user = useUser();
  const makingVisitor = useRef(false);
  const enqueue = useKoinDialogs((s) => s.enqueue);

  // No session (first visit, or a token that stopped working): become this device's visitor. A try that
  // fails or hangs is given up after a while and made again a few times, so a passing network problem
  // does not leave the app without a session until it is reloaded.
  const [visitorTry, setVisitorTry] = useState(0);
  useEffect(() => {
    if (!(user.error instanceof ApiFailure && user.error.code === 401) || makingVisitor.current) return;
    makingVisitor.current = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    withTimeout(loginAsVisitor(), VISITOR_LOGIN_TIMEOUT_MS)
      .then(() => queryClient.invalidateQueries())
      .catch(() => {
        if (visitorTry + 1 < VISITOR_LOGIN_TRIES) retry = setTimeout(() => setVisitorTry((n) => n + 1), 1000 * 2 ** visitorTry);
        else toast(t('visitorFailed'), { tone: 'error' });
      })
      .finally(() => {
        makingVisitor.current = false;
      });
    return () => clearTimeout(retry);
  }, [user.error, queryClient, t, visitorTry]);

  useEffect(() => {
    setLoginInvalidHandler(() => {
      const signedIn = !isVisitor(queryClient.getQueryData(queryKeys.user));
      if (signedIn) {
        toast(t('loginInvalid'), { tone: 'warning', durationMs: 5000 });
        const back = `${window.location.pathname}${window.location.search}`;
        void logout(queryClient).then(() => router.push(`/login?redirectUrl=${encodeURIComponent(back)}`));
      } else if (!makingVisitor.current) {
        makingVisitor.current = true;
        void loginAsVisitor()
          .then(() => queryClient.invalidateQueries())
          .finally(() => {
            makingVisitor.current = false;
          });
      }
    });
    return () => setLoginInvalidHandler(undefined);
  }, [queryClient, router, t]);

  const info = user.data;
  const locale = useLocale();
  // Seed §1: the user's language comes before the browser's. The server reads it from the locale cookie,
  // so an account signing in on a new browser brings its language along here.
  // Once per account and app start: later changes come from the language page, which sets both.
  const accountLang = info && !isVisitor(info) ? info.lang : null;
  const accountId = info && !isVisitor(info) ? info.userId : null;
  const langSyncedFor = useRef<number | null>(null);
  useEffect(() => {
    if (accountId === null || langSyncedFor.current === accountId) return;
    langSyncedFor.current = accountId;
    if (!isLocale(accountLang) || accountLang === locale) return;
    rememberLocale(accountLang);
    router.refresh();
  }, [accountId, accountLang, locale, router]);

  useEffect(() => {
    if (!info) return;
    const outcome = takeLoginOutcome();
    if (outcome && outcome.source === 'visitor' && outcome.register && outcome.bonus > 0) enqueue({ kind: 'welcome', amount: outcome.bonus });
    // Signing in is something the person did: its bonus answers it at once, and dialogs waiting may follow later.
    if (outcome && outcome.source !== 'visitor') noteMeaningfulAction();
    if (outcome && outcome.source !== 'visitor' && (outcome.bonus > 0 || outcome.merged > 0)) enqueue({ kind: 'loginBonus', amount: outcome.bonus, merged: outcome.merged });
    if (outcome) void queryClient.invalidateQueries({ queryKey: queryKeys.wallet });

    if (checkedInThisStart) return;
    checkedInThisStart = true;
    void (async () => {
      try {
        const signIn = await api<GiftCoinResult>('/app/wallet/actionGiftCoin', { body: { actionType: 'sign' } });
        if (signIn.status === 1) enqueue({ kind: 'checkIn', amount: signIn.actionValue, balance: signIn.balance });
        queryClient.setQueryData(queryKeys.wallet, { balance: signIn.balance });
        void queryClient.invalidateQueries({ queryKey: ['wallet'] });
        // Seed §6: a guest whose koin has run out is asked to sign in.
        if (info.source === 'visitor' && signIn.balance <= 0) useLoginPrompt.getState().show();
      } catch {
        checkedInThisStart = false;
      }
    })();
  }, [info, enqueue, queryClient]);

  return null;
}
