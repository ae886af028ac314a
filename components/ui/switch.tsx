'use client';

import { useId } from 'react';

interface SwitchRowProps {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Saving: the switch shows it and ignores taps until done. */
  busy?: boolean;
  disabled?: boolean;
  icon?: React.ReactNode;
  testId?: string;
}

/** A settings row with an on/off switch (role="switch"); the whole row is the tap target. */
export function SwitchRow({ label, description, checked, onChange, busy, disabled, icon, testId }: SwitchRowProps) {
  const id = useId();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={`${id}-label`}
      aria-describedby={description ? `${id}-description` : undefined}
      aria-busy={busy || undefined}
      disabled={disabled}
      data-testid={testId}
      onClick={() => !busy && onChange(!checked)}
      className="flex w-full items-center gap-3 px-5 py-4 text-left transition hover:bg-ink/[0.03] focus-visible:-outline-offset-4 disabled:opacity-60"
    >
      {icon}
      <span className="min-w-0 flex-1">
        <span id={`${id}-label`} className="block text-[15px] font-semibold text-ink">
          {label}
        </span>
        {description ? (
          <span id={`${id}-description`} className="mt-0.5 block text-sm leading-snug text-ink-soft">
            {description}
          </span>
        ) : null}
      </span>
      <span
        aria-hidden
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors ${checked ? 'bg-brand-600' : 'bg-ink/20'} ${busy ? 'opacity-70' : ''}`}
      >
        <span className={`grid h-6 w-6 place-items-center rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-[22px]' : 'translate-x-0.5'}`}>
          {busy ? <span className="h-3.5 w-3.5 animate-spin rounded-full border-2 border-brand-500 border-t-transparent" /> : null}
        </span>
      </span>
    </button>
  );
}
