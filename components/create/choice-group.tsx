'use client';

import { useId } from 'react';

/** A labelled row of single-choice pills (a radio group), keyboard-operable like one. */
export function ChoiceGroup<T extends string>({ label, value, options, onChange, testId }: { label: string; value: T; options: readonly { value: T; label: string }[]; onChange: (value: T) => void; testId?: string }) {
  const id = useId();
  const move = (from: number, by: number) => {
    const next = options[(from + by + options.length) % options.length]!;
    onChange(next.value);
    document.getElementById(`${id}-${next.value}`)?.focus();
  };
  return (
    <div>
      <p id={id} className="mb-2 text-sm font-bold text-ink">
        {label}
      </p>
      <div role="radiogroup" aria-labelledby={id} className="flex flex-wrap gap-2" data-testid={testId}>
        {options.map((option, i) => (
          <button
            key={option.value}
            id={`${id}-${option.value}`}
            type="button"
            role="radio"
            aria-checked={value === option.value}
            tabIndex={value === option.value ? 0 : -1}
            onClick={() => onChange(option.value)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight' || e.key === 'ArrowDown') move(i, 1);
              else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') move(i, -1);
              else return;
              e.preventDefault();
            }}
            className="rounded-full bg-white px-3.5 py-1.5 text-sm font-semibold text-ink ring-1 ring-ink/10 transition hover:bg-brand-50 aria-checked:bg-ink aria-checked:text-white aria-checked:ring-ink"
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
