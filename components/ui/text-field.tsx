'use client';

import { useId, type Ref } from 'react';

/** Seed §5/§9: a text area holds at most 524288 characters unless told otherwise; -1 means no limit. */
export const TEXT_MAX_DEFAULT = 524_288;

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A text area instead of a one-line input. */
  multiline?: boolean;
  rows?: number;
  /** -1 for no limit. Typing past it is kept (nothing is cut off) and the counter is marked. */
  maxLength?: number;
  showCounter?: boolean;
  error?: string;
  hint?: string;
  placeholder?: string;
  name?: string;
  type?: 'text' | 'email' | 'search' | 'number';
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  disabled?: boolean;
  /** Seed §2 text area: Enter without Shift submits, Shift+Enter makes a newline. */
  onEnter?: () => void;
  /** Shown only to screen readers when the design has no visible label. */
  hideLabel?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  testId?: string;
}

/** A labelled text input or text area with an optional current/max counter and an inline error. */
export function TextField({
  label,
  value,
  onChange,
  multiline,
  rows = 5,
  maxLength = TEXT_MAX_DEFAULT,
  showCounter,
  error,
  hint,
  placeholder,
  name,
  type = 'text',
  inputMode,
  autoComplete,
  disabled,
  onEnter,
  hideLabel,
  className = '',
  ref,
  testId,
}: TextFieldProps) {
  const id = useId();
  const limited = maxLength >= 0;
  const exceeded = limited && value.length > maxLength;
  const invalid = Boolean(error) || exceeded;
  const describedBy = [hint && !error && `${id}-hint`, showCounter && limited && `${id}-count`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const field = `w-full rounded-2xl bg-white px-4 text-[15px] text-ink shadow-sm ring-1 placeholder:text-ink-soft/70 disabled:opacity-60 ${
    invalid ? 'ring-red-500 focus:ring-red-500' : 'ring-ink/15 focus:ring-brand-500'
  }`;
  const common = {
    id,
    name,
    value,
    placeholder,
    disabled,
    autoComplete,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    'data-testid': testId,
  };

  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-semibold text-ink'}>
        {label}
      </label>
      {multiline ? (
        <textarea
          {...common}
          ref={ref}
          rows={rows}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (onEnter && e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              onEnter();
            }
          }}
          className={`${field} block resize-y py-3 leading-relaxed`}
        />
      ) : (
        <input
          {...common}
          ref={ref}
          type={type}
          inputMode={inputMode}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (onEnter && e.key === 'Enter' && !e.nativeEvent.isComposing) {
              e.preventDefault();
              onEnter();
            }
          }}
          className={`${field} h-11`}
        />
      )}
      {hint || error || (showCounter && limited) ? (
        <div className="mt-1.5 flex items-start gap-3 text-xs">
          <div className="min-w-0 flex-1">
            {error ? (
              <p id={`${id}-error`} role="alert" className="font-semibold text-red-700">
                {error}
              </p>
            ) : hint ? (
              <p id={`${id}-hint`} className="text-ink-soft">
                {hint}
              </p>
            ) : null}
          </div>
          {showCounter && limited ? (
            <p id={`${id}-count`} className={`shrink-0 tabular-nums ${exceeded ? 'font-bold text-red-700' : 'text-ink-soft'}`}>
              {value.length}/{maxLength}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
