'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { AccountsStatus } from '@/lib/contracts/accounts';
import { api } from '@/lib/client/api';
import { startProviderLogin } from '@/lib/client/session-actions';
import { detectPlatform, loginButtons } from '@/lib/client/platform';
import { Dialog } from '@/components/ui/dialog';
import { PasskeySignIn } from './passkey-sign-in';
import { PasswordPanel } from './password-panel';
import { ProviderIcon } from './provider-icon';

interface LoginPanelProps {
  sources: string[];
  redirectUrl: string;
  /** PC layout: web buttons, links open in a new tab. */
  pc: boolean;
  /** This server's local accounts (read by the page's server side; the overlay asks for it). */
  accounts?: AccountsStatus;
}

/**
 * The sign-in choices (seed §2): email + password (local accounts, always there), provider buttons where
 * configured, a pointer to first-run setup while the server has no owner, the consent checkbox (checked by default) with terms and
 * privacy links, and a loading mask. A second click while a login is under way is ignored.
 */
export function LoginPanel({ sources, redirectUrl, pc, accounts: given }: LoginPanelProps) {
  const t = useTranslations('Auth');
  const ta = useTranslations('Accounts');
  const [accounts, setAccounts] = useState(given);
  useEffect(() => {
    if (given) return;
    let live = true;
    api<AccountsStatus>('/user/accounts/status', { method: 'GET' }).then(
      (status) => live && setAccounts(status),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [given]);
  const [agreed, setAgreed] = useState(true);
  const [askConsent, setAskConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const buttons = useMemo(() => loginButtons(detectPlatform(typeof navigator === 'undefined' ? '' : navigator.userAgent), sources), [sources]);

  async function choose(provider: string) {
    if (!agreed) return setAskConsent(true);
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await startProviderLogin(provider, { redirectUrl });
    } catch {
      inFlight.current = false;
      setBusy(false);
    }
  }

  const linkProps = pc ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <div className="relative">
      {accounts?.needsSetup ? (
        <div className="mb-5 rounded-2xl bg-brand-50 px-4 py-3 text-left text-sm text-ink ring-1 ring-brand-100" data-testid="setup-pointer">
          <p className="font-semibold">{ta('setupPointer.title')}</p>
          <p className="mt-1 text-ink-soft">{ta('setupPointer.body')}</p>
          <Link href="/setup" className="mt-2 inline-block font-bold text-brand-700 underline underline-offset-2">
            {ta('setupPointer.link')}
          </Link>
        </div>
      ) : null}
      <PasswordPanel
        redirectUrl={redirectUrl}
        inviteOnly={accounts?.signup === 'invite'}
        beforeSubmit={() => {
          if (!agreed) setAskConsent(true);
          return agreed;
        }}
      />
      {buttons.length > 0 || sources.includes('passkey') ? (
        <div className="my-5 flex items-center gap-3 text-xs font-semibold uppercase tracking-wider text-ink-soft" aria-hidden>
          <span className="h-px flex-1 bg-ink/10" />
          {ta('or')}
          <span className="h-px flex-1 bg-ink/10" />
        </div>
      ) : null}
      <div className="flex flex-col gap-3">
        {buttons.map((provider) => (
          <button
            key={provider}
            type="button"
            onClick={() => void choose(provider)}
            aria-disabled={busy}
            className={`flex h-12 items-center justify-center gap-3 rounded-full px-5 text-[15px] font-semibold shadow-sm transition ${
              provider === 'apple'
                ? 'bg-black text-white hover:bg-black/85'
                : provider === 'facebook'
                  ? 'bg-[#1877F2] text-white hover:bg-[#166fe0]'
                  : 'border border-ink/15 bg-white text-ink hover:bg-ink/[0.03]'
            }`}
          >
            <ProviderIcon provider={provider} />
            {t(`continueWith.${provider}`)}
          </button>
        ))}
        {sources.includes('passkey') ? <PasskeySignIn redirectUrl={redirectUrl} agreed={agreed} onNeedConsent={() => setAskConsent(true)} /> : null}
      </div>
      <label className="mt-5 flex items-start gap-2.5 text-left text-xs leading-relaxed text-ink-soft">
        <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600" />
        <span>
          {t.rich('consent', {
            terms: (chunks) => (
              <a href="/terms-of-service" className="font-semibold text-brand-700 underline underline-offset-2" {...linkProps}>
                {chunks}
              </a>
            ),
            privacy: (chunks) => (
              <a href="/privacy-policy" className="font-semibold text-brand-700 underline underline-offset-2" {...linkProps}>
                {chunks}
              </a>
            ),
          })}
        </span>
      </label>
      {busy ? (
        <div className="absolute inset-0 grid place-items-center rounded-2xl bg-white/75" role="status" aria-live="polite">
          <span className="flex items-center gap-2 text-sm font-semibold text-ink">
            <span aria-hidden className="h-5 w-5 animate-spin rounded-full border-2 border-brand-500 border-t-transparent" />
            {t('signingIn')}
          </span>
        </div>
      ) : null}
      <Dialog open={askConsent} title={t('consentTitle')} rightLabel={t('ok')} onRight={() => setAskConsent(false)}>
        {t('consentRequired')}
      </Dialog>
    </div>
  );
}
