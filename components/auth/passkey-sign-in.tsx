'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { ApiFailure } from '@/lib/client/api';
import { PASSKEY_CANCELLED, signInWithPasskey, usePasskeysAvailable } from '@/lib/client/passkeys';
import { toast } from '@/lib/client/stores';
import { passkeyErrorMessage } from './passkey-errors';
import { PasskeyIcon } from './passkey-icon';
import { PasskeySignUp } from './passkey-sign-up';
import { FormMessage } from './auth-field';

interface PasskeySignInProps {
  redirectUrl: string;
  /** The sign-in panel's consent checkbox; a passkey waits for it like the provider buttons. */
  agreed: boolean;
  onNeedConsent: () => void;
}

/**
 * The passkey choices of the sign-in panel: "Sign in with a passkey" (the browser lists the passkeys it holds for
 * this site, no email needed) and "Create an account with a passkey". Where the browser cannot use passkeys they
 * are replaced by a line saying why.
 */
export function PasskeySignIn({ redirectUrl, agreed, onNeedConsent }: PasskeySignInProps) {
  const t = useTranslations('Passkeys');
  const tAuth = useTranslations('Auth');
  const available = usePasskeysAvailable();
  const [signingUp, setSigningUp] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();

  async function signIn(confirmed = false) {
    if (busy) return;
    if (!agreed) return onNeedConsent();
    setBusy(true);
    setError(undefined);
    try {
      await signInWithPasskey({ confirmed });
      window.location.assign(redirectUrl);
    } catch (failure) {
      const f = failure instanceof ApiFailure ? failure : new ApiFailure(-99, '');
      setBusy(false);
      setConfirming(false);
      if (f.code === 607) setConfirming(true);
      else if (f.code !== PASSKEY_CANCELLED) setError(passkeyErrorMessage(f.code, f.message, t));
    }
  }

  if (available === undefined) return null;
  if (!available) {
    return (
      <p className="rounded-2xl bg-ink/5 px-4 py-3 text-center text-sm text-ink-soft" data-testid="passkeys-unavailable">
        {t('unavailable')}
      </p>
    );
  }
  if (signingUp) return <PasskeySignUp redirectUrl={redirectUrl} agreed={agreed} onNeedConsent={onNeedConsent} onBack={() => setSigningUp(false)} />;

  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        onClick={() => void signIn()}
        aria-disabled={busy}
        className="flex h-12 items-center justify-center gap-3 rounded-full bg-ink px-5 text-[15px] font-semibold text-white shadow-sm transition hover:bg-ink/85"
      >
        {busy ? <span aria-hidden className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent" /> : <PasskeyIcon />}
        {busy ? t('working') : t('signIn')}
      </button>
      <button type="button" onClick={() => setSigningUp(true)} className="h-10 rounded-full text-sm font-semibold text-brand-700 underline-offset-2 hover:bg-brand-50 hover:underline">
        {t('createAccount')}
      </button>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <span className="sr-only" role="status" aria-live="polite">
        {busy ? t('working') : ''}
      </span>
      <Dialog
        open={confirming}
        title={tAuth('onlineTitle')}
        leftLabel={tAuth('cancel')}
        rightLabel={tAuth('yes')}
        busy={busy}
        onLeft={() => {
          setConfirming(false);
          toast(tAuth('errors.cancel'));
        }}
        onRight={() => void signIn(true)}
      >
        {tAuth('onlineBody')}
      </Dialog>
    </div>
  );
}
