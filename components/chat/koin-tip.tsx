'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { KoinIcon } from '@/components/wallet/koin-icon';

/** Seed §8: "Not Enough Koin! Get more in Profile", shown until the user closes it. */
export function KoinTip({ signedIn, onSignIn, onClose }: { signedIn: boolean; onSignIn(): void; onClose(): void }) {
  const t = useTranslations('Chat');
  return (
    <div role="alert" className="flex items-center gap-3 rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-950 shadow-sm ring-1 ring-amber-300">
      <KoinIcon className="h-7 w-7 shrink-0" />
      <p className="min-w-0 flex-1 font-semibold">{t('notEnoughKoin')}</p>
      {signedIn ? (
        <Link href="/koin" className="shrink-0 rounded-full bg-amber-500 px-3 py-1.5 text-[13px] font-bold text-white hover:bg-amber-600">
          {t('getKoin')}
        </Link>
      ) : (
        <button type="button" onClick={onSignIn} className="shrink-0 rounded-full bg-amber-500 px-3 py-1.5 text-[13px] font-bold text-white hover:bg-amber-600">
          {t('signInForKoin')}
        </button>
      )}
      <button type="button" onClick={onClose} aria-label={t('closeTip')} className="grid h-8 w-8 shrink-0 place-items-center rounded-full hover:bg-amber-100">
        <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round">
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </button>
    </div>
  );
}
