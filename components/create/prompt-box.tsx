'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { PROMPT_MAX } from '@/lib/create/generate-form';

/** The prompt: a labelled text area with its count, and inspiration chips that fill it in. */
export function PromptBox({ value, onChange, placeholder, chips, required, problemId }: { value: string; onChange: (value: string) => void; placeholder: string; chips: readonly string[]; required: boolean; problemId?: string }) {
  const t = useTranslations('Generate');
  const id = useId();
  const over = value.trim().length > PROMPT_MAX;
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-bold text-ink">
        {t('promptLabel')}
      </label>
      <div className="rounded-2xl bg-white shadow-sm ring-1 ring-ink/15 focus-within:ring-2 focus-within:ring-brand-500">
        <textarea
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          rows={4}
          aria-required={required}
          aria-invalid={Boolean(problemId) || over}
          aria-describedby={problemId}
          data-testid="generate-prompt"
          className="block w-full resize-none rounded-2xl bg-transparent px-4 pb-2 pt-3 text-base text-ink placeholder:text-ink-soft/80 focus:outline-none"
        />
        <p className={`px-4 pb-2 text-right text-xs tabular-nums ${over ? 'font-bold text-red-700' : 'text-ink-soft'}`}>{t('promptCount', { count: value.trim().length, max: PROMPT_MAX })}</p>
      </div>
      {chips.length > 0 ? (
        <div className="mt-3">
          <p className="mb-2 text-xs font-bold uppercase tracking-wider text-ink-soft">{t('inspiration')}</p>
          <ul className="flex flex-wrap gap-2">
            {chips.map((chip) => (
              <li key={chip}>
                <button
                  type="button"
                  onClick={() => onChange(chip)}
                  aria-pressed={value === chip}
                  className="rounded-full bg-white px-3.5 py-1.5 text-sm font-semibold text-ink ring-1 ring-ink/10 transition hover:bg-brand-50 hover:ring-brand-500/50 aria-pressed:bg-brand-600 aria-pressed:text-white aria-pressed:ring-brand-600"
                >
                  {chip}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
