'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { AccountsStatus } from '@/lib/contracts/accounts';
import { safeRedirect } from '@/lib/contracts/login';
import { startProviderLogin } from '@/lib/client/session-actions';
import { toast } from '@/lib/client/stores';
import { Dialog } from '@/components/ui/dialog';
import { LoginPanel } from './login-panel';
import { loginErrorMessage } from './login-errors';

interface LoginPageProps {
  sources: string[];
  accounts: AccountsStatus;
  redirectUrl: string | undefined;
  /** Set when the provider login found the account signed in on another device (code 607). */
  online: string | undefined;
  error: string | undefined;
  pc: boolean;
}

/** /login and /pclogin: the sign-in choices as a page, with the 607 confirm and the §8 failure messages. */
export function LoginPage({ sources, accounts, redirectUrl, online, error, pc }: LoginPageProps) {
  const t = useTranslations('Auth');
  const router = useRouter();
  const back = safeRedirect(redirectUrl);
  const [confirming, setConfirming] = useState(Boolean(online));
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (error) toast(loginErrorMessage(error, t), { tone: 'error', durationMs: 3000 });
  }, [error, t]);

  return (
    <div className="mx-auto mt-8 w-full max-w-md rounded-[28px] bg-white/90 p-8 shadow-xl ring-1 ring-ink/5 sm:mt-16">
      <div className="mb-7 text-center">
        <span aria-hidden className="mx-auto mb-3 grid h-16 w-16 place-items-center rounded-2xl bg-gradient-to-br from-brand-500 to-indigo-500 text-3xl font-black text-white shadow">K</span>
        <h1 className="text-2xl font-extrabold text-ink">{t('title')}</h1>
        <p className="mt-1 text-sm text-ink-soft">{t('subtitle')}</p>
      </div>
      <LoginPanel sources={sources} accounts={accounts} redirectUrl={back} pc={pc} />
      <Dialog
        open={confirming}
        title={t('onlineTitle')}
        leftLabel={t('cancel')}
        rightLabel={t('yes')}
        busy={busy}
        onLeft={() => {
          setConfirming(false);
          toast(loginErrorMessage(String(-11), t));
          router.replace(back);
        }}
        onRight={() => {
          setBusy(true);
          void startProviderLogin(online!, { redirectUrl: back, confirmed: true }).catch(() => setBusy(false));
        }}
      >
        {t('onlineBody')}
      </Dialog>
    </div>
  );
}
