'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useChangeLocale } from '@/lib/client/locale';
import { toast } from '@/lib/client/stores';
import type { Locale } from '@/lib/i18n/locales';

export interface LanguageOption {
  locale: Locale;
  /** The language in its own name. */
  name: string;
  /** The language in the language the page speaks now, when that says something more. */
  localName?: string;
}

/** The interface languages as a radio list; choosing one switches the whole app at once. */
export function LanguagePicker({ current, options }: { current: Locale; options: LanguageOption[] }) {
  const t = useTranslations('Language');
  const change = useChangeLocale();
  // The choice shows at once and holds until the page comes back in the new language.
  const [chosen, setChosen] = useState<{ locale: Locale; from: Locale } | null>(null);
  const pending = chosen && chosen.from === current ? chosen.locale : null;
  const selected = pending ?? current;

  async function choose(locale: Locale) {
    if (locale === current || pending) return;
    setChosen({ locale, from: current });
    if (!(await change(locale))) toast(t('saveFailed'), { tone: 'warning', durationMs: 4000 });
  }

  return (
    <fieldset aria-busy={pending !== null || undefined}>
      <legend className="mb-4 text-sm leading-relaxed text-ink-soft">{t('intro')}</legend>
      <div className="divide-y divide-ink/[0.07] overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink/10">
        {options.map((option) => {
          const checked = option.locale === selected;
          return (
            <label
              key={option.locale}
              className={`relative flex cursor-pointer items-center gap-4 px-5 py-4 transition has-[:focus-visible]:bg-brand-50 ${checked ? 'bg-brand-50/60' : 'hover:bg-ink/[0.03]'}`}
            >
              <input
                type="radio"
                name="language"
                value={option.locale}
                checked={checked}
                onChange={() => void choose(option.locale)}
                className="peer absolute inset-0 m-0 cursor-pointer appearance-none opacity-0"
              />
              <span className="min-w-0 flex-1">
                <span lang={option.locale} className={`block text-[15px] ${checked ? 'font-bold text-brand-700' : 'font-semibold text-ink'}`}>
                  {option.name}
                </span>
                {option.localName ? <span className="mt-0.5 block text-sm text-ink-soft">{option.localName}</span> : null}
              </span>
              <span
                aria-hidden
                className={`grid h-6 w-6 shrink-0 place-items-center rounded-full ring-2 transition peer-focus-visible:ring-4 peer-focus-visible:ring-brand-500/40 ${checked ? 'bg-brand-600 ring-brand-600' : 'bg-white ring-ink/20'}`}
              >
                {option.locale === pending ? (
                  <span className="h-3.5 w-3.5 animate-spin rounded-full border-2 border-white border-t-transparent" />
                ) : checked ? (
                  <svg viewBox="0 0 24 24" className="h-4 w-4 text-white" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
                    <path d="M5 12.5l4.5 4.5L19 7.5" />
                  </svg>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
