'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { isVisitor, useUserWhenKnown } from '@/lib/client/session';
import { useLoginPrompt } from '@/lib/client/stores';
import { useHydrated } from '@/lib/client/use-hydrated';
import { confirmAdultConsent } from './adult-consent';
import { FeedIcon } from './feed-icons';

/** The dialog's code comes with the first question, not with the feed. */
const ConfirmDialog = dynamic(() => import('@/components/ui/confirm-dialog').then((m) => m.ConfirmDialog), { ssr: false });

/**
 * Covers an adult card until this browser has answered the age question (seed §4/§8 adult content): the
 * eye icon needs a signed-in user, then asks "Age Verification"; Yes sets this browser's clear-adult flag
 * and every adult card shows; NO leaves them masked. Feeds load it only when they hold an adult card.
 */
export function AdultMask({ roleName }: { roleName: string }) {
  const t = useTranslations('Feed');
  const knownUser = useUserWhenKnown();
  const showLogin = useLoginPrompt((s) => s.show);
  const [asking, setAsking] = useState(false);
  const hydrated = useHydrated();

  const ask = async () => {
    if (isVisitor(await knownUser())) return showLogin({ redirectUrl: `${window.location.pathname}${window.location.search}` });
    setAsking(true);
  };

  return (
    <div className="absolute inset-0 z-[1] flex flex-col items-center justify-center gap-2 bg-ink/25 p-3 text-center text-white">
      <button
        type="button"
        onClick={() => void ask()}
        disabled={!hydrated}
        aria-label={t('revealAdult', { name: roleName })}
        className="grid h-12 w-12 place-items-center rounded-full bg-white/20 ring-1 ring-white/50 backdrop-blur-md transition hover:bg-white/30"
      >
        <FeedIcon name="eyeOff" className="h-6 w-6" />
      </button>
      <span className="text-xs font-semibold drop-shadow">{t('adultContent')}</span>
      {/* The dialog covers the page, not the card: it is drawn at the end of the body, out of the card's layers. */}
      {asking
        ? createPortal(
            <ConfirmDialog
              open
              title={t('ageTitle')}
              cancelLabel={t('ageNo')}
              confirmLabel={t('ageYes')}
              onCancel={() => setAsking(false)}
              onConfirm={() => {
                confirmAdultConsent();
                setAsking(false);
              }}
              testId="feed-age-dialog"
            >
              {t('ageBody')}
            </ConfirmDialog>,
            document.body,
          )
        : null}
    </div>
  );
}
