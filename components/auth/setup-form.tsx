'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN } from '@/lib/contracts/accounts';
import { NICKNAME_MAX } from '@/lib/contracts/user';
import { api } from '@/lib/client/api';
import { loginWithPassword } from '@/lib/client/session-actions';
import { accountErrorKey } from './account-errors';
import { AuthField, FormMessage, SubmitButton } from './auth-field';
import { PasskeySetupButton } from './passkey-setup-button';

/**
 * First-run setup (/setup): the setup code from the server's log, then the owner's name, email and password. The
 * account is made and signed in, and the owner lands on `next` (the user management page).
 */
export function SetupForm({ next }: { next: string }) {
  const t = useTranslations('Accounts');
  const [setupCode, setSetupCode] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const inFlight = useRef(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (inFlight.current) return;
    if ([...password].length < PASSWORD_MIN) return setError(t('errors.passwordShort'));
    inFlight.current = true;
    setBusy(true);
    setError(undefined);
    try {
      await api('/user/setup', { body: { setupCode, name, email, password } });
      await loginWithPassword(email, password);
      // A whole page load: every part of the page starts again as the owner.
      window.location.assign(next);
    } catch (failure) {
      setError(t(`errors.${accountErrorKey(failure)}`));
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3" data-testid="setup-form">
      <p className="rounded-2xl bg-ink/[0.04] px-4 py-3 text-left text-sm text-ink-soft">
        {t.rich('setup.codeHelp', { file: (chunks) => <code className="font-mono text-xs text-ink">{chunks}</code> })}
      </p>
      <AuthField label={t('fields.setupCode')} name="setup-code" type="text" value={setupCode} onChange={setSetupCode} autoComplete="one-time-code" maxLength={64} autoFocus testId="setup-code" />
      <AuthField label={t('fields.name')} name="name" type="text" value={name} onChange={setName} autoComplete="nickname" maxLength={NICKNAME_MAX} testId="account-name" />
      <AuthField label={t('fields.email')} name="email" type="email" value={email} onChange={setEmail} autoComplete="email" maxLength={EMAIL_MAX} testId="account-email" />
      <AuthField
        label={t('fields.password')}
        name="password"
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        hint={t('fields.passwordRule', { min: PASSWORD_MIN })}
        maxLength={PASSWORD_MAX}
        testId="account-password"
      />
      <div aria-live="polite" className="empty:hidden">
        {error ? <FormMessage tone="error" testId="account-error">{error}</FormMessage> : null}
      </div>
      <SubmitButton busy={busy} testId="setup-submit">
        {busy ? t('working') : t('setup.submit')}
      </SubmitButton>
      <PasskeySetupButton setupCode={setupCode} name={name} email={email} redirectUrl={next} />
    </form>
  );
}
