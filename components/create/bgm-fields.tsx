'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { BGM_GENRES, BGM_MOODS, BGM_SECONDS, BGM_TEMPO, type GenerateForm } from '@/lib/create/generate-form';
import { ChoiceGroup } from './choice-group';

type Change = (patch: Partial<GenerateForm>) => void;

function Slider({ label, value, min, max, step, shown, onChange }: { label: string; value: number; min: number; max: number; step: number; shown: string; onChange: (v: number) => void }) {
  const id = useId();
  return (
    <div>
      <div className="mb-2 flex items-center justify-between">
        <label htmlFor={id} className="text-sm font-bold text-ink">
          {label}
        </label>
        <span className="text-sm font-semibold tabular-nums text-ink-soft">{shown}</span>
      </div>
      <input id={id} type="range" min={min} max={max} step={step} value={value} aria-valuetext={shown} onChange={(e) => onChange(Number(e.target.value))} className="w-full accent-brand-600" />
    </div>
  );
}

/** The music generator's choices: mood, genre, tempo and length. */
export function BgmFields({ form, onChange }: { form: GenerateForm; onChange: Change }) {
  const t = useTranslations('Generate.fields');
  return (
    <div className="grid gap-5">
      <ChoiceGroup label={t('mood')} value={form.mood} options={BGM_MOODS.map((value) => ({ value, label: t(`moods.${value}`) }))} onChange={(mood) => onChange({ mood })} testId="bgm-mood" />
      <ChoiceGroup label={t('genre')} value={form.genre} options={BGM_GENRES.map((value) => ({ value, label: t(`genres.${value}`) }))} onChange={(genre) => onChange({ genre })} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Slider label={t('tempo')} value={form.tempo} min={BGM_TEMPO.min} max={BGM_TEMPO.max} step={4} shown={t('tempoValue', { bpm: form.tempo })} onChange={(tempo) => onChange({ tempo })} />
        <Slider
          label={t('length')}
          value={form.seconds}
          min={BGM_SECONDS.min}
          max={BGM_SECONDS.max}
          step={15}
          shown={t('lengthValue', { minutes: Math.floor(form.seconds / 60), seconds: String(form.seconds % 60).padStart(2, '0') })}
          onChange={(seconds) => onChange({ seconds })}
        />
      </div>
    </div>
  );
}
