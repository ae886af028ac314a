'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import { isVisitor, useUser } from '@/lib/client/session';
import { useLoginPrompt } from '@/lib/client/stores';
import { useAdultConsent } from './adult-consent';

/** The dialog's code comes with the first question, not with the feed. */
const ConfirmDialog = dynamic(() => import('@/components/ui/confirm-dialog').then((m) => m.ConfirmDialog), { ssr: false });

/** Opens the age question for any masked card of the list. */
const Context = createContext<() => void>(() => undefined);
export const useRevealAdult = () => useContext(Context);

/**
 * The age question of seed §4/§8: the eye icon needs a signed-in user, then asks "Age Verification";
 * Yes sets this browser's clear-adult flag and every adult card shows; NO leaves them masked.
 */
export function AgeGate({ children }: { children: React.ReactNode }) {
  const t = useTranslations('Feed');
  const { data: user } = useUser();
  const showLogin = useLoginPrompt((s) => s.show);
  const confirm = useAdultConsent((s) => s.confirm);
  const [open, setOpen] = useState(false);

  const ask = useCallback(() => {
    if (isVisitor(user)) return showLogin({ redirectUrl: `${window.location.pathname}${window.location.search}` });
    setOpen(true);
  }, [user, showLogin]);
  const value = useMemo(() => ask, [ask]);

  return (
    <Context.Provider value={value}>
      {children}
      {open ? (
        <ConfirmDialog
          open
          title={t('ageTitle')}
          cancelLabel={t('ageNo')}
          confirmLabel={t('ageYes')}
          onCancel={() => setOpen(false)}
          onConfirm={() => {
            confirm();
            setOpen(false);
          }}
          testId="feed-age-dialog"
        >
          {t('ageBody')}
        </ConfirmDialog>
      ) : null}
    </Context.Provider>
  );
}
