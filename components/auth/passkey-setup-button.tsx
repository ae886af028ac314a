'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiFailure } from '@/lib/client/api';
import { PASSKEY_CANCELLED, signUpWithPasskey, usePasskeysAvailable } from '@/lib/client/passkeys';
import { passkeyErrorMessage } from './passkey-errors';
import { PasskeyIcon } from './passkey-icon';
import { FormMessage } from './auth-field';

interface PasskeySetupButtonProps {
  /** What the setup form holds: the code from the server's log, the owner's name and (optional here) email. */
  setupCode: string;
  name: string;
  email: string;
  /** Where the new owner lands. */
  redirectUrl: string;
}

/**
 * First-run setup with a passkey instead of a password: the setup form's code, name and email, then the browser
 * makes a passkey and the owner's account is signed in. Where passkeys do not work, a line says why.
 */
export function PasskeySetupButton({ setupCode, name, email, redirectUrl }: PasskeySetupButtonProps) {
  const t = useTranslations('Passkeys');
  const available = usePasskeysAvailable();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function setUp() {
    if (busy) return;
    if (!setupCode.trim()) return setError(t('setupCodeNeeded'));
    if (!name.trim()) return setError(t('nameRequired'));
    setBusy(true);
    setError(undefined);
    try {
      await signUpWithPasskey({ name: name.trim(), email: email.trim() || undefined, setupCode: setupCode.trim() });
      window.location.assign(redirectUrl);
    } catch (failure) {
      const f = failure instanceof ApiFailure ? failure : new ApiFailure(-99, '');
      setBusy(false);
      if (f.code === 403 && f.message.startsWith('setupCode')) setError(t('setupCodeWrong'));
      else if (f.code === 400 && f.message.startsWith('email')) setError(t('emailInvalid'));
      else if (f.code !== PASSKEY_CANCELLED) setError(passkeyErrorMessage(f.code, f.message, t));
    }
  }

  if (available === undefined) return null;
  if (!available) return <p className="text-center text-xs text-ink-soft">{t('unavailable')}</p>;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-center text-xs text-ink-soft">{t('setupHint')}</p>
      <button
        type="button"
        onClick={() => void setUp()}
        aria-disabled={busy}
        className="flex h-12 items-center justify-center gap-2.5 rounded-full border border-ink/15 bg-white px-5 text-[15px] font-semibold text-ink shadow-sm transition hover:bg-ink/[0.03]"
        data-testid="setup-passkey"
      >
        {busy ? <span aria-hidden className="h-4 w-4 animate-spin rounded-full border-2 border-ink border-t-transparent" /> : <PasskeyIcon />}
        {busy ? t('working') : t('createOwner')}
      </button>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
    </div>
  );
}
