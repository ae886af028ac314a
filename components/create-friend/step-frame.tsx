'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/ui/page-header';
import type { EditorStepId } from '@/lib/create-friend/editor-paths';
import { useStepLinks } from './step-links';

/** A step's page: the way back to the draft, the steps as a row of links (the current one marked), the body. */
export function StepFrame({ roleId, step, title, intro, children }: { roleId?: number; step: EditorStepId; title: string; intro: string; children: React.ReactNode }) {
  const t = useTranslations('CreateFriend');
  const links = useStepLinks();
  return (
    <div className="mx-auto max-w-3xl pb-28">
      <PageHeader title={title} backHref={roleId ? links.back(roleId) : '/create'} backLabel={roleId ? t(links.backLabel) : t('back')} />
      {roleId ? (
        <nav aria-label={t('stepsLabel')} className="-mt-3 mb-5 overflow-x-auto">
          <ol className="flex min-w-max gap-1.5">
            {links.steps.map((id, i) => (
              <li key={id}>
                <Link
                  href={links.step(roleId, id)}
                  aria-current={id === step ? 'step' : undefined}
                  className="flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-xs font-bold text-ink-soft ring-1 ring-ink/10 transition hover:bg-brand-50 aria-[current=step]:bg-ink aria-[current=step]:text-white aria-[current=step]:ring-ink"
                >
                  <span aria-hidden className="tabular-nums">{i + 1}</span>
                  {t(`steps.${id}.short`)}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <p className="-mt-1 mb-6 max-w-2xl text-ink-soft">{intro}</p>
      {children}
    </div>
  );
}

/** The bar at the bottom of a step: what the save is doing, and the way on. */
export function StepActions({ saving, error, onNext, nextLabel, disabled, testId }: { saving: boolean; error?: string; onNext: () => void; nextLabel: string; disabled?: boolean; testId?: string }) {
  const t = useTranslations('CreateFriend');
  return (
    <div className="fixed inset-x-0 bottom-[calc(env(safe-area-inset-bottom)+4rem)] z-20 border-t border-ink/10 bg-white/95 px-4 py-3 backdrop-blur md:bottom-0">
      <div className="mx-auto flex max-w-3xl items-center gap-3">
        <p role="status" className={`min-w-0 flex-1 truncate text-sm ${error ? 'font-semibold text-red-700' : 'text-ink-soft'}`}>
          {error ?? (saving ? t('saving') : '')}
        </p>
        <button
          type="button"
          onClick={onNext}
          disabled={disabled || saving}
          data-testid={testId}
          className="h-11 shrink-0 rounded-full bg-brand-600 px-6 font-bold text-white shadow-sm transition hover:bg-brand-700 disabled:opacity-60"
        >
          {nextLabel}
        </button>
      </div>
    </div>
  );
}
