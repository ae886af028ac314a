'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { ApiFailure } from '@/lib/client/api';
import { signUpWithPasskey } from '@/lib/client/passkeys';
import { passkeyErrorMessage } from './passkey-errors';
import { PasskeyIcon } from './passkey-icon';
import { FormMessage } from './auth-field';

interface PasskeySignUpProps {
  /** Where to go once the account is signed in. */
  redirectUrl: string;
  /** First-run setup: the code the server printed, which makes this account the owner. */
  setupCode?: string;
  /** The terms must be agreed first (the sign-in panel's checkbox); asked when not. */
  agreed?: boolean;
  onNeedConsent?: () => void;
  onBack?: () => void;
  submitLabel?: string;
}

/**
 * "Create an account with a passkey": a name (and, if they like, an email), then the browser makes a passkey for
 * this site and the new account is signed in. Shown only where passkeys work (see PasskeySignIn, the setup page).
 */
export function PasskeySignUp({ redirectUrl, setupCode, agreed = true, onNeedConsent, onBack, submitLabel }: PasskeySignUpProps) {
  const t = useTranslations('Passkeys');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event?: React.FormEvent) {
    event?.preventDefault();
    if (busy) return;
    if (!agreed) return onNeedConsent?.();
    if (!name.trim()) return setNameError(t('nameRequired'));
    setNameError(undefined);
    setError(undefined);
    setBusy(true);
    try {
      await signUpWithPasskey({ name: name.trim(), email: email.trim() || undefined, setupCode });
      window.location.assign(redirectUrl);
    } catch (failure) {
      const f = failure instanceof ApiFailure ? failure : new ApiFailure(-99, '');
      setError(f.code === 400 && f.message.startsWith('email') ? t('emailInvalid') : passkeyErrorMessage(f.code, f.message, t));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3 text-left" aria-describedby="passkey-sign-up-intro">
      <p id="passkey-sign-up-intro" className="text-sm leading-relaxed text-ink-soft">
        {t('createIntro')}
      </p>
      <TextField label={t('nameLabel')} value={name} onChange={setName} maxLength={30} autoComplete="nickname" error={nameError} placeholder={t('namePlaceholder')} testId="passkey-name" />
      <TextField label={t('emailLabel')} value={email} onChange={setEmail} type="email" maxLength={254} autoComplete="email" hint={t('emailHint')} testId="passkey-email" />
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <button
        type="submit"
        aria-disabled={busy}
        className="mt-1 flex h-12 items-center justify-center gap-2.5 rounded-full bg-brand-600 px-5 text-[15px] font-semibold text-white shadow-sm transition hover:bg-brand-700"
      >
        {busy ? <span aria-hidden className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent" /> : <PasskeyIcon />}
        {busy ? t('working') : (submitLabel ?? t('create'))}
      </button>
      {onBack ? (
        <button type="button" onClick={onBack} className="h-10 rounded-full text-sm font-semibold text-brand-700 hover:bg-brand-50">
          {t('back')}
        </button>
      ) : null}
      <span className="sr-only" role="status" aria-live="polite">
        {busy ? t('working') : ''}
      </span>
    </form>
  );
}
