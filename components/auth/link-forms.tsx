'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/contracts/accounts';
import { api } from '@/lib/client/api';
import { accountErrorKey } from './account-errors';
import { AuthField, FormMessage, SubmitButton } from './auth-field';
import { PasswordPanel } from './password-panel';

/** One submit at a time, its failure as a translated message. */
function useSubmit() {
  const t = useTranslations('Accounts');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const inFlight = useRef(false);
  const run = async (work: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (failure) {
      setError(t(`errors.${accountErrorKey(failure)}`));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}

/** /reset-password?token=…: a new password for the link's account; without a token, the "forgot password" form. */
export function ResetPasswordForm({ token }: { token?: string }) {
  const t = useTranslations('Accounts');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const { busy, error, setError, run } = useSubmit();
  if (!token) return <PasswordPanel redirectUrl="/" initialMode="forgot" />;
  if (done) {
    return (
      <div className="flex flex-col gap-4" aria-live="polite">
        <FormMessage tone="success" testId="account-notice">{t('reset.done')}</FormMessage>
        <Link href="/pclogin" className="flex h-12 items-center justify-center rounded-full bg-brand-600 font-bold text-white hover:bg-brand-700">
          {t('signIn.submit')}
        </Link>
      </div>
    );
  }
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      data-testid="reset-form"
      onSubmit={(e) => {
        e.preventDefault();
        if ([...password].length < PASSWORD_MIN) return setError(t('errors.passwordShort'));
        void run(async () => {
          await api('/user/password/reset', { body: { token, password } });
          setDone(true);
        });
      }}
    >
      <AuthField label={t('fields.newPassword')} name="password" type="password" value={password} onChange={setPassword} autoComplete="new-password" hint={t('fields.passwordRule', { min: PASSWORD_MIN })} maxLength={PASSWORD_MAX} autoFocus testId="account-password" />
      <div aria-live="polite" className="empty:hidden">
        {error ? <FormMessage tone="error" testId="account-error">{error}</FormMessage> : null}
      </div>
      <SubmitButton busy={busy} testId="account-submit">
        {busy ? t('working') : t('reset.submit')}
      </SubmitButton>
    </form>
  );
}

/**
 * /verify-email?token=…: the email is confirmed when the person presses the button (a mail scanner that opens the
 * link confirms nothing).
 */
export function VerifyEmailForm({ token }: { token?: string }) {
  const t = useTranslations('Accounts');
  const [done, setDone] = useState(false);
  const { busy, error, run } = useSubmit();
  if (!token) return <FormMessage tone="error">{t('errors.badLink')}</FormMessage>;
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void run(async () => {
          await api('/user/email/verify', { body: { token } });
          setDone(true);
        });
      }}
    >
      <div aria-live="polite" className="empty:hidden">
        {error ? <FormMessage tone="error" testId="account-error">{error}</FormMessage> : null}
        {done ? <FormMessage tone="success" testId="account-notice">{t('verify.done')}</FormMessage> : null}
      </div>
      {done ? (
        <Link href="/pclogin" className="flex h-12 items-center justify-center rounded-full bg-brand-600 font-bold text-white hover:bg-brand-700">
          {t('signIn.submit')}
        </Link>
      ) : (
        <SubmitButton busy={busy} testId="account-submit">
          {busy ? t('working') : t('verify.submit')}
        </SubmitButton>
      )}
    </form>
  );
}

/** The signed-in user's new password: the current one, then the new one. */
export function ChangePasswordForm() {
  const t = useTranslations('Accounts');
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const { busy, error, setError, run } = useSubmit();
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      data-testid="change-password-form"
      onSubmit={(e) => {
        e.preventDefault();
        setDone(false);
        if ([...password].length < PASSWORD_MIN) return setError(t('errors.passwordShort'));
        void run(async () => {
          await api('/user/password/change', { body: { currentPassword: current, password } });
          setCurrent('');
          setPassword('');
          setDone(true);
        });
      }}
    >
      <AuthField label={t('fields.currentPassword')} name="current-password" type="password" value={current} onChange={setCurrent} autoComplete="current-password" maxLength={PASSWORD_MAX} />
      <AuthField label={t('fields.newPassword')} name="new-password" type="password" value={password} onChange={setPassword} autoComplete="new-password" hint={t('fields.passwordRule', { min: PASSWORD_MIN })} maxLength={PASSWORD_MAX} />
      <div aria-live="polite" className="empty:hidden">
        {error ? <FormMessage tone="error" testId="account-error">{error}</FormMessage> : null}
        {done ? <FormMessage tone="success" testId="account-notice">{t('change.done')}</FormMessage> : null}
      </div>
      <SubmitButton busy={busy} testId="account-submit">
        {busy ? t('working') : t('change.submit')}
      </SubmitButton>
    </form>
  );
}
