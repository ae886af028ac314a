'use client';

import { useTranslations } from 'next-intl';
import { LoadError } from '@/components/ui/load-error';
import { useAvatarChoices } from '@/lib/client/account-queries';

/** The pictures a user may choose (seed §7 getAvatarUrl): the presets, and their own picture when it is not one. */
export function AvatarPicker({ value, onChange }: { value: string | null; onChange: (url: string) => void }) {
  const t = useTranslations('ProfileEdit');
  const choices = useAvatarChoices();
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold text-ink">{t('avatarLegend')}</legend>
      {choices.isError ? (
        <LoadError message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void choices.refetch()} />
      ) : (
        <div className="grid grid-cols-4 gap-3 sm:grid-cols-6">
          {choices.isPending
            ? Array.from({ length: 12 }, (_, i) => <span key={i} aria-hidden className="aspect-square animate-pulse rounded-full bg-ink/5" />)
            : choices.data.list.map((url, i, list) => (
                <label key={url} className="relative">
                  <input type="radio" name="avatar" value={url} checked={value === url} onChange={() => onChange(url)} className="peer absolute inset-0 z-10 h-full w-full cursor-pointer appearance-none rounded-full opacity-0" />
                  {/* eslint-disable-next-line @next/next/no-img-element -- our own generated pictures, already small */}
                  <img
                    src={url}
                    alt={t('avatarOption', { number: i + 1, total: list.length })}
                    className="aspect-square w-full rounded-full bg-brand-50 object-cover ring-2 ring-transparent ring-offset-2 transition peer-hover:ring-brand-100 peer-checked:ring-brand-600 peer-focus-visible:outline peer-focus-visible:outline-[3px] peer-focus-visible:outline-offset-4 peer-focus-visible:outline-brand-500"
                  />
                  <span
                    aria-hidden
                    className="absolute -right-0.5 -top-0.5 hidden h-6 w-6 place-items-center rounded-full bg-brand-600 text-white shadow ring-2 ring-white peer-checked:grid"
                  >
                    <svg viewBox="0 0 24 24" className="h-3.5 w-3.5" fill="none" stroke="currentColor" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round">
                      <path d="M5 12l5 5 9-10" />
                    </svg>
                  </span>
                </label>
              ))}
        </div>
      )}
    </fieldset>
  );
}
