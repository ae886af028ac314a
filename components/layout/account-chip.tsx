'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { isVisitor, useUser, useWallet } from '@/lib/client/session';
import { useLoginPrompt } from '@/lib/client/stores';
import { useCountUp } from '@/components/ui/use-count-up';
import { useShownBalance } from '@/components/wallet/use-shown-balance';

/**
 * Header corner: the koin balance, and the signed-in user's picture or a sign-in button for guests. The
 * coin is drawn by the server (site-header.tsx) and handed in.
 */
export function AccountChip({ koinIcon }: { koinIcon: React.ReactNode }) {
  const t = useTranslations('Session');
  const user = useUser();
  const wallet = useWallet(Boolean(user.data));
  const show = useLoginPrompt((s) => s.show);
  const guest = isVisitor(user.data);
  // Koin waiting in a reward dialog are not shown until collected; then they count up.
  const balance = useShownBalance(wallet.data?.balance);
  const counted = useCountUp(balance);
  return (
    <div className="ml-auto flex shrink-0 items-center gap-2">
      {user.data ? (
        <Link
          href={guest ? '#' : '/koin'}
          onClick={(e) => {
            if (guest) {
              e.preventDefault();
              show({ redirectUrl: '/koin' });
            }
          }}
          className="flex h-9 items-center gap-1.5 rounded-full bg-amber-50 px-3 text-sm font-bold text-amber-900 ring-1 ring-amber-200 hover:bg-amber-100"
          aria-label={t('koinBalance', { balance: balance ?? 0 })}
          data-testid="koin-balance"
          data-balance={balance}
        >
          {koinIcon}
          <span className="tabular-nums">{counted ?? '–'}</span>
        </Link>
      ) : null}
      {user.data && !guest ? (
        <Link href="/profile" className="h-9 w-9 overflow-hidden rounded-full ring-2 ring-white shadow" aria-label={t('myProfile')}>
          {/* eslint-disable-next-line @next/next/no-img-element -- avatars are our own media or a provider's picture */}
          {user.data.avatar ? <img src={user.data.avatar} alt="" className="h-full w-full object-cover" /> : <span className="grid h-full w-full place-items-center bg-brand-100 font-bold text-brand-700">{user.data.name.slice(0, 1)}</span>}
        </Link>
      ) : (
        <button type="button" onClick={() => show()} className="h-9 whitespace-nowrap rounded-full bg-brand-600 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-700">
          {t('signIn')}
        </button>
      )}
    </div>
  );
}
