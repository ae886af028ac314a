'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { PASSWORD_MAX, PASSWORD_MIN, EMAIL_MAX, type SignUpResult } from '@/lib/contracts/accounts';
import { NICKNAME_MAX } from '@/lib/contracts/user';
import { api, ApiFailure } from '@/lib/client/api';
import { loginWithPassword } from '@/lib/client/session-actions';
import { Dialog } from '@/components/ui/dialog';
import { accountErrorKey } from './account-errors';
import { AuthField, FormMessage, SubmitButton } from './auth-field';

export type PasswordMode = 'sign-in' | 'sign-up' | 'forgot';

interface PasswordPanelProps {
  redirectUrl: string;
  /** Where the panel starts (an invitation link starts on sign-up). */
  initialMode?: PasswordMode;
  /** An invitation's token, sent with the sign-up. */
  invite?: string;
  /** Sign-up is by invitation on this server: without one the panel offers sign-in only. */
  inviteOnly?: boolean;
  /** Checked before anything is sent (the consent box of the sign-in panel); false stops the submit. */
  beforeSubmit?: () => boolean;
}

/**
 * Local accounts in the sign-in panel: email + password sign-in, "create account" and "forgot password". Every
 * outcome is announced (role alert/status); the fields carry the autocomplete names password managers know.
 */
export function PasswordPanel({ redirectUrl, initialMode = 'sign-in', invite, inviteOnly, beforeSubmit }: PasswordPanelProps) {
  const t = useTranslations('Accounts');
  const [mode, setMode] = useState<PasswordMode>(initialMode);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const inFlight = useRef(false);

  const switchTo = (next: PasswordMode) => {
    setMode(next);
    setError(undefined);
    setNotice(undefined);
  };

  async function signIn(confirmed = false) {
    try {
      await loginWithPassword(email, password, { confirmed });
      window.location.assign(redirectUrl);
    } catch (e) {
      if (e instanceof ApiFailure && e.code === 607) return setConfirming(true);
      throw e;
    }
  }

  async function run(work: () => Promise<void>) {
    if (inFlight.current) return;
    if (beforeSubmit && !beforeSubmit()) return;
    inFlight.current = true;
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    try {
      await work();
    } catch (e) {
      setError(t(`errors.${accountErrorKey(e)}`));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (mode === 'sign-in') return void run(() => signIn());
    if (mode === 'forgot') {
      return void run(async () => {
        await api('/user/password/forgot', { body: { email } });
        setNotice(t('forgot.sent'));
      });
    }
    if ([...password].length < PASSWORD_MIN) return setError(t('errors.passwordShort'));
    void run(async () => {
      const result = await api<SignUpResult>('/user/signup', { body: { name, email, password, ...(invite ? { invite } : {}) } });
      if (result.status === 'check-mail') {
        setNotice(t('signUp.checkMail'));
        return;
      }
      await signIn();
    });
  };

  const title = mode === 'sign-in' ? t('signIn.title') : mode === 'sign-up' ? t('signUp.title') : t('forgot.title');
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid={`password-${mode}`}>
        {mode === 'forgot' ? <p className="text-left text-sm text-ink-soft">{t('forgot.intro')}</p> : null}
        {mode === 'sign-up' ? <AuthField label={t('fields.name')} name="name" type="text" value={name} onChange={setName} autoComplete="nickname" maxLength={NICKNAME_MAX} testId="account-name" /> : null}
        <AuthField label={t('fields.email')} name="email" type="email" value={email} onChange={setEmail} autoComplete={mode === 'sign-up' ? 'email' : 'username'} maxLength={EMAIL_MAX} testId="account-email" />
        {mode !== 'forgot' ? (
          <AuthField
            label={t('fields.password')}
            name="password"
            type="password"
            value={password}
            onChange={setPassword}
            autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
            hint={mode === 'sign-up' ? t('fields.passwordRule', { min: PASSWORD_MIN }) : undefined}
            maxLength={PASSWORD_MAX}
            invalid={Boolean(error) && mode === 'sign-in'}
            testId="account-password"
          />
        ) : null}
        <div aria-live="polite" className="empty:hidden">
          {error ? <FormMessage tone="error" testId="account-error">{error}</FormMessage> : null}
          {notice ? <FormMessage tone="success" testId="account-notice">{notice}</FormMessage> : null}
        </div>
        <SubmitButton busy={busy} testId="account-submit">
          {busy ? t('working') : mode === 'sign-in' ? t('signIn.submit') : mode === 'sign-up' ? t('signUp.submit') : t('forgot.submit')}
        </SubmitButton>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        {mode === 'sign-in' ? (
          <>
            <LinkButton onClick={() => switchTo('forgot')}>{t('signIn.forgot')}</LinkButton>
            {inviteOnly && !invite ? null : <LinkButton onClick={() => switchTo('sign-up')}>{t('signIn.create')}</LinkButton>}
          </>
        ) : (
          <LinkButton onClick={() => switchTo('sign-in')}>{t('backToSignIn')}</LinkButton>
        )}
      </div>
      <Dialog
        open={confirming}
        title={t('online.title')}
        leftLabel={t('online.cancel')}
        rightLabel={t('online.yes')}
        busy={busy}
        onLeft={() => setConfirming(false)}
        onRight={() => {
          setConfirming(false);
          void run(() => signIn(true));
        }}
      >
        {t('online.body')}
      </Dialog>
    </section>
  );
}

function LinkButton({ onClick, children }: { onClick: () => void; children: React.ReactNode }) {
  return (
    <button type="button" onClick={onClick} className="rounded-md font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
      {children}
    </button>
  );
}
