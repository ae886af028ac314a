'use client';

import { useTranslations } from 'next-intl';
import { GENDERS } from '@/lib/contracts/user';

type Gender = (typeof GENDERS)[number];

/** Female, male or other (seed §3 userInfo gender), as a row of radio buttons. */
export function GenderPicker({ legend, name, value, onChange }: { legend: string; name: string; value: Gender; onChange: (gender: Gender) => void }) {
  const t = useTranslations('ProfileEdit');
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
      <div className="grid grid-cols-3 gap-1 rounded-2xl bg-ink/5 p-1">
        {GENDERS.map((gender) => (
          <label key={gender} className="relative">
            <input type="radio" name={name} value={gender} checked={value === gender} onChange={() => onChange(gender)} className="peer absolute inset-0 z-10 h-full w-full cursor-pointer appearance-none rounded-xl opacity-0" />
            <span className="flex h-10 items-center justify-center rounded-xl text-sm font-semibold text-ink-soft transition peer-checked:bg-white peer-checked:text-brand-700 peer-checked:shadow-sm peer-checked:ring-1 peer-checked:ring-ink/10 peer-focus-visible:outline peer-focus-visible:outline-[3px] peer-focus-visible:outline-brand-500 peer-hover:text-ink">
              {t(`gender.${gender}`)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
