'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo } from 'react';
import type { CoverType, GenerateForm } from '@/lib/create/generate-form';
import { ChoiceGroup } from './choice-group';

const COVER_TYPES: readonly CoverType[] = ['common', 'animation', 'upload'];

/** The cover generator's start: a description, anime style, or a picture of one's own. */
export function CoverFields({ form, onChange }: { form: GenerateForm; onChange: (patch: Partial<GenerateForm>) => void }) {
  const t = useTranslations('Generate.fields');
  const id = useId();
  const preview = useMemo(() => (form.image ? URL.createObjectURL(form.image) : null), [form.image]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  return (
    <div className="grid gap-4">
      <ChoiceGroup label={t('coverType')} value={form.coverType} options={COVER_TYPES.map((value) => ({ value, label: t(`coverTypes.${value}`) }))} onChange={(coverType) => onChange({ coverType })} testId="cover-type" />
      {form.coverType === 'upload' ? (
        <div className="flex items-center gap-4">
          {preview ? (
            // eslint-disable-next-line @next/next/no-img-element -- the picture the person chose, shown from their device
            <img src={preview} alt="" className="h-20 w-20 rounded-2xl object-cover ring-1 ring-ink/10" />
          ) : null}
          <label htmlFor={id} className="cursor-pointer rounded-full bg-white px-4 py-2 text-sm font-bold text-ink ring-1 ring-ink/15 transition focus-within:ring-2 focus-within:ring-brand-500 hover:bg-brand-50">
            {form.image ? t('changeImage') : t('chooseImage')}
            <input id={id} type="file" accept="image/png,image/jpeg,image/webp" className="sr-only" onChange={(e) => onChange({ image: e.target.files?.[0] ?? null })} />
          </label>
          <span className="text-xs text-ink-soft">{t('imageHint')}</span>
        </div>
      ) : null}
    </div>
  );
}
