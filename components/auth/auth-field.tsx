'use client';

import { useId } from 'react';

interface AuthFieldProps {
  label: string;
  name: string;
  type: 'text' | 'email' | 'password';
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  /** A hint under the field (the password rule); read with the field. */
  hint?: string;
  required?: boolean;
  maxLength?: number;
  invalid?: boolean;
  autoFocus?: boolean;
  testId?: string;
}

/** One labelled input of the account forms: the label above, a hint read with the field, a visible focus ring. */
export function AuthField({ label, name, type, value, onChange, autoComplete, hint, required = true, maxLength, invalid, autoFocus, testId }: AuthFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="flex flex-col gap-1.5 text-left">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={autoComplete}
        required={required}
        maxLength={maxLength}
        aria-invalid={invalid || undefined}
        aria-describedby={hint ? hintId : undefined}
        autoFocus={autoFocus}
        spellCheck={false}
        autoCapitalize={type === 'text' ? 'words' : 'none'}
        data-testid={testId}
        className={`h-11 w-full rounded-xl border bg-white px-3.5 text-[15px] text-ink outline-none transition placeholder:text-ink-soft/70 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-1 ${
          invalid ? 'border-red-500' : 'border-ink/20 hover:border-ink/35'
        }`}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-ink-soft">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The line that announces a form's outcome to screen readers as it appears (errors and successes alike). */
export function FormMessage({ tone, children, testId }: { tone: 'error' | 'success'; children: React.ReactNode; testId?: string }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={`rounded-xl px-3.5 py-2.5 text-sm font-medium ${tone === 'error' ? 'bg-red-50 text-red-800 ring-1 ring-red-200' : 'bg-emerald-50 text-emerald-900 ring-1 ring-emerald-200'}`}
    >
      {children}
    </p>
  );
}

/** The forms' main button: full width, its busy state said in words. */
export function SubmitButton({ busy, children, testId }: { busy: boolean; children: React.ReactNode; testId?: string }) {
  return (
    <button
      type="submit"
      aria-disabled={busy}
      data-testid={testId}
      className="flex h-12 w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-5 text-[15px] font-bold text-white shadow-sm transition hover:bg-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 aria-disabled:opacity-70"
    >
      {busy ? <span aria-hidden className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent" /> : null}
      {children}
    </button>
  );
}
