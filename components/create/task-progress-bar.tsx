'use client';

import { useTranslations } from 'next-intl';

/** Announced to screen readers in steps of this many percent, so a moving bar does not chatter. */
const ANNOUNCE_EVERY = 25;

/** The running task: a bar, its step, and Cancel. The words are announced politely as they change. */
export function TaskProgressBar({ percent, step, queued, cancelling, onCancel }: { percent: number; step?: number; queued: boolean; cancelling: boolean; onCancel: () => void }) {
  const t = useTranslations('Generate.progress');
  const stepWords = step === 11 || step === 12 || step === 13 ? t(`steps.${step}`) : t('label');
  const announced = Math.floor(percent / ANNOUNCE_EVERY) * ANNOUNCE_EVERY;
  return (
    <section className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/10" data-testid="generate-progress" aria-busy="true">
      <div className="flex items-center justify-between gap-3">
        <p className="font-bold text-ink">
          <span aria-hidden className="mr-2 inline-block h-2.5 w-2.5 animate-pulse rounded-full bg-brand-500 align-middle" />
          {queued ? t('queued') : stepWords}
        </p>
        <span className="text-sm font-semibold tabular-nums text-ink-soft">{t('percent', { percent })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-3 overflow-hidden rounded-full bg-ink/[0.07]"
      >
        <div className="h-full rounded-full bg-gradient-to-r from-brand-500 to-indigo-500 transition-[width] duration-500 ease-out" style={{ width: `${Math.max(3, percent)}%` }} />
      </div>
      <p className="sr-only" aria-live="polite">
        {queued ? t('queued') : `${stepWords} ${t('percent', { percent: announced })}`}
      </p>
      <div className="mt-4 flex justify-end">
        <button
          type="button"
          onClick={onCancel}
          disabled={cancelling}
          className="rounded-full px-4 py-2 text-sm font-semibold text-ink ring-1 ring-ink/15 transition hover:bg-ink/5 disabled:opacity-60"
        >
          {cancelling ? t('cancelling') : t('cancel')}
        </button>
      </div>
    </section>
  );
}
