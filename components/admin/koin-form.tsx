'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { api, ApiFailure } from '@/lib/client/api';
import { toast } from '@/lib/client/stores';
import type { ManagedUser } from '@/lib/contracts/whitelist';

/** The API's bounds for one koin move and its note. */
const AMOUNT_MAX = 1_000_000;
const NOTE_MAX = 200;
/** Seed §8 BalanceNotEnough: the person has fewer koin than would be taken. */
const BALANCE_NOT_ENOUGH = 614;

type Mode = 'grant' | 'take';

/** A random key for one submission (crypto.randomUUID needs a secure context; self-hosted servers may be plain http). */
const newAttemptKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
type Errors = { amount?: string; note?: string; form?: string };

/**
 * Grants or takes koin with a note (internal staff only). One submission moves koin once, however often
 * it is sent; a failure keeps what was typed and says why.
 */
export function KoinForm({ user, onMoved }: { user: ManagedUser; onMoved: (balance: number) => void }) {
  const t = useTranslations('Admin');
  const modeName = useId();
  const [mode, setMode] = useState<Mode>('grant');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const attempt = useRef<string | null>(null);

  function edited() {
    // A changed form is a new move, not a resend of the last one.
    attempt.current = null;
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (saving) return;
    const koin = /^\d+$/.test(amount.trim()) ? Number(amount.trim()) : NaN;
    const found: Errors = {};
    if (!(koin >= 1 && koin <= AMOUNT_MAX)) found.amount = t('koin.amountInvalid');
    if (!note.trim()) found.note = t('koin.noteRequired');
    else if (note.trim().length > NOTE_MAX) found.note = t('koin.noteTooLong', { max: NOTE_MAX });
    setErrors(found);
    if (found.amount || found.note) return;

    setSaving(true);
    attempt.current ??= newAttemptKey();
    try {
      const result = await api<{ balance: number; applied: boolean }>('/app/wallet/manageCoin', {
        body: { userId: user.userId, amount: mode === 'grant' ? koin : -koin, reason: note.trim(), idempotencyKey: attempt.current },
      });
      toast(t(mode === 'grant' ? 'koin.granted' : 'koin.taken', { amount: koin, name: user.name }), { tone: 'success', durationMs: 3000 });
      setAmount('');
      setNote('');
      edited();
      onMoved(result.balance);
    } catch (error) {
      const reason =
        error instanceof ApiFailure && error.code === BALANCE_NOT_ENOUGH
          ? t('koin.notEnough', { name: user.name, balance: user.balance, amount: koin })
          : t('koin.failed', { reason: error instanceof Error ? error.message : String(error) });
      setErrors({ form: reason });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/10" aria-labelledby="koin-form-title">
      <h2 id="koin-form-title" className="mb-4 text-lg font-extrabold tracking-tight text-ink">
        {t('koin.formTitle')}
      </h2>
      <fieldset className="mb-4">
        <legend className="sr-only">{t('koin.mode')}</legend>
        <div className="grid grid-cols-2 gap-1 rounded-full bg-ink/5 p-1">
          {(['grant', 'take'] as const).map((value) => (
            <label
              key={value}
              className={`flex h-10 cursor-pointer items-center justify-center rounded-full text-sm font-bold transition has-[:focus-visible]:outline has-[:focus-visible]:outline-[3px] has-[:focus-visible]:outline-brand-500 ${
                mode === value ? (value === 'grant' ? 'bg-emerald-600 text-white shadow-sm' : 'bg-red-600 text-white shadow-sm') : 'text-ink-soft hover:text-ink'
              }`}
            >
              <input
                type="radio"
                name={modeName}
                value={value}
                checked={mode === value}
                onChange={() => {
                  setMode(value);
                  setErrors((e) => ({ ...e, form: undefined }));
                  edited();
                }}
                className="sr-only"
              />
              {t(`koin.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t('koin.amountLabel')}
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setErrors((e) => ({ ...e, amount: undefined, form: undefined }));
          edited();
        }}
        inputMode="numeric"
        autoComplete="off"
        placeholder="100"
        error={errors.amount}
        name="amount"
      />
      <TextField
        className="mt-4"
        label={t('koin.noteLabel')}
        hint={t('koin.noteHint')}
        value={note}
        onChange={(value) => {
          setNote(value);
          setErrors((e) => ({ ...e, note: undefined, form: undefined }));
          edited();
        }}
        maxLength={NOTE_MAX}
        showCounter
        error={errors.note}
        name="note"
        autoComplete="off"
      />
      {errors.form ? (
        <p role="alert" className="mt-4 rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {errors.form}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={saving}
        aria-busy={saving || undefined}
        className={`mt-5 flex h-12 w-full items-center justify-center gap-2 rounded-full font-semibold text-white shadow-sm transition disabled:opacity-70 ${mode === 'grant' ? 'bg-emerald-600 hover:bg-emerald-700' : 'bg-red-600 hover:bg-red-700'}`}
      >
        {saving ? <span aria-hidden className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent" /> : null}
        {saving ? t('koin.saving') : t(mode === 'grant' ? 'koin.submitGrant' : 'koin.submitTake')}
      </button>
    </form>
  );
}
