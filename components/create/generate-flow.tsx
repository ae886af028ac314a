'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { parsePropertyResource, type Property } from '@/lib/contracts/property';
import { formProblem, generateBody, initialForm, PROMPT_MAX, type FormProblem, type GenerateForm } from '@/lib/create/generate-form';
import { GENERATORS, libraryHref, type GeneratorKind } from '@/lib/create/generator-kinds';
import { canStartWith } from '@/lib/create/price-note';
import { propertyApi } from '@/lib/create/property-api';
import { propertyKeys } from '@/lib/create/property-keys';
import { fileToBase64 } from '@/lib/create/upload-media';
import { useGenerateTask } from '@/lib/create/use-generate-task';
import { LoadError } from '@/components/ui/load-error';
import { BgmFields } from './bgm-fields';
import { CoverFields } from './cover-fields';
import { PriceLine, usePriceNote } from './price-line';
import { PromptBox } from './prompt-box';
import { ResultPreview } from './result-preview';
import { TaskProgressBar } from './task-progress-bar';
import { VoiceFields } from './voice-fields';

const primary = 'inline-flex items-center justify-center gap-2 rounded-full bg-brand-600 px-6 py-3 text-base font-bold text-white shadow-md transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60';
const secondary = 'inline-flex items-center justify-center rounded-full bg-white px-5 py-2.5 text-sm font-bold text-ink ring-1 ring-ink/15 transition hover:bg-brand-50';

/** The inspiration chips a kind may have (Generate.json `kinds.<kind>.chips.c1…c6`); a kind holds none or some. */
const CHIP_KEYS = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'] as const;

/** The prompt an asset was made from, to start its regeneration with. */
const promptOf = (asset: Property | undefined) => {
  const prompt = asset ? parsePropertyResource(asset.resource).prompt : undefined;
  return typeof prompt === 'string' ? prompt : '';
};

/** The finished asset, read once its task succeeded. */
function DoneResult({ kind, assetId }: { kind: GeneratorKind; assetId: number }) {
  const t = useTranslations('Generate');
  const asset = useQuery({ queryKey: propertyKeys.one(assetId), queryFn: ({ signal }) => propertyApi.get(assetId, signal) });
  if (asset.isPending) return <div className="aspect-video w-full animate-pulse rounded-3xl bg-ink/[0.06]" />;
  if (asset.isError) return <LoadError message={t('problems.notFound')} retryLabel={t('retryLoad')} onRetry={() => void asset.refetch()} />;
  return <ResultPreview preview={GENERATORS[kind].preview} resource={parsePropertyResource(asset.data.resource)} name={asset.data.name} seed={`${kind}-${assetId}`} />;
}

function Stage({ children, testId }: { children: React.ReactNode; testId?: string }) {
  return (
    <section className="grid gap-4" data-testid={testId}>
      {children}
    </section>
  );
}

/**
 * One generator, whatever its kind: the prompt and the kind's own fields, the price before the start, then the
 * task's progress (socket pushes, polled as the fallback), cancel and retry, and the result's preview.
 */
function Flow({ kind, asset, basePath }: { kind: GeneratorKind; asset?: Property; basePath?: string }) {
  const t = useTranslations('Generate');
  const problemId = useId();
  const [form, setForm] = useState<GenerateForm>(() => initialForm(promptOf(asset)));
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const note = usePriceNote(kind);
  const { view, start, cancel, retry, reset } = useGenerateTask(kind, asset?.task ?? null, t('failed.generic'));
  const chips = CHIP_KEYS.filter((key) => t.has(`kinds.${kind}.chips.${key}`)).map((key) => t(`kinds.${kind}.chips.${key}`));

  const change = (patch: Partial<GenerateForm>) => {
    setForm((now) => ({ ...now, ...patch }));
    setProblem(null);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = formProblem(kind, form);
    setProblem(found);
    if (found || (note && !canStartWith(note))) return;
    void start(async () => {
      const attached = {
        sampleBase64: kind === 'voice' && form.voiceMode === 'clone' && form.sample ? await fileToBase64(form.sample) : undefined,
        imageBase64: kind === 'cover' && form.coverType === 'upload' && form.image ? await fileToBase64(form.image) : undefined,
      };
      return generateBody(kind, form, attached, asset?.id);
    });
  };

  const following = view.phase === 'running' || view.phase === 'done' ? view.assetId : undefined;
  useEffect(() => {
    // The address names the asset being made, so a reload or a shared link comes back to it.
    if (basePath && following && window.location.pathname !== `${basePath}/${following}`) window.history.replaceState(null, '', `${basePath}/${following}`);
  }, [basePath, following]);

  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // On a phone the progress and the result sit below the form: bring them into view as they change.
    if (view.phase !== 'running' && view.phase !== 'done' && view.phase !== 'failed') return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    outcome.current?.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  }, [view.phase]);

  const busy = view.phase === 'starting' || view.phase === 'running';
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:items-start md:gap-8">
      <form onSubmit={submit} noValidate className="grid gap-6 rounded-3xl bg-white/70 p-4 shadow-sm ring-1 ring-ink/5 md:p-6">
        <fieldset disabled={busy} className="grid gap-6">
          <legend className="sr-only">{t(`kinds.${kind}.title`)}</legend>
          {kind === 'voice' ? <VoiceFields form={form} onChange={change} /> : null}
          {kind === 'cover' ? <CoverFields form={form} onChange={change} /> : null}
          {kind === 'bgm' ? <BgmFields form={form} onChange={change} /> : null}
          <PromptBox
            value={form.prompt}
            onChange={(prompt) => change({ prompt })}
            placeholder={t(`kinds.${kind}.placeholder`)}
            chips={chips}
            required={formProblem(kind, { ...form, prompt: '' }) === 'promptRequired'}
            problemId={problem ? problemId : undefined}
          />
        </fieldset>
        {problem ? (
          <p id={problemId} role="alert" className="-mt-3 text-sm font-bold text-red-700" data-testid="generate-problem">
            {t(`problems.${problem}`, { max: PROMPT_MAX })}
          </p>
        ) : null}
        <div className="grid gap-3">
          <button type="submit" className={primary} disabled={busy || (note !== undefined && !canStartWith(note))} data-testid="generate-start">
            <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
              <path d="M12 2l1.9 5.6L19.5 9.5l-5.6 1.9L12 17l-1.9-5.6L4.5 9.5l5.6-1.9zM19 15l.9 2.1L22 18l-2.1.9L19 21l-.9-2.1L16 18l2.1-.9z" />
            </svg>
            {view.phase === 'starting' ? t('starting') : t('start')}
          </button>
          <PriceLine note={note} />
        </div>
      </form>

      <div ref={outcome} className="grid scroll-mb-24 scroll-mt-20 gap-4" aria-live="polite">
        {view.phase === 'idle' || view.phase === 'starting' ? (
          <div className="grid aspect-[4/3] place-items-center rounded-3xl bg-gradient-to-br from-brand-50 via-white to-indigo-50 p-6 text-center ring-1 ring-ink/5" data-testid="generate-placeholder">
            <div>
              <span aria-hidden className="mx-auto grid h-16 w-16 place-items-center rounded-2xl bg-gradient-to-br from-brand-500 to-indigo-500 text-white shadow-md">
                <svg viewBox="0 0 24 24" className="h-8 w-8" fill="currentColor">
                  <path d="M12 2l1.9 5.6L19.5 9.5l-5.6 1.9L12 17l-1.9-5.6L4.5 9.5l5.6-1.9z" />
                </svg>
              </span>
              <p className="mx-auto mt-4 max-w-xs text-sm leading-relaxed text-ink-soft">{t(`kinds.${kind}.intro`)}</p>
            </div>
          </div>
        ) : null}
        {view.phase === 'running' ? (
          <TaskProgressBar percent={view.percent} step={view.step} queued={view.percent === 0 && view.step === undefined} cancelling={view.cancelling} onCancel={() => void cancel()} />
        ) : null}
        {view.phase === 'done' ? (
          <Stage testId="generate-done">
            <h2 className="text-lg font-extrabold text-ink">{t('done.title')}</h2>
            <DoneResult kind={kind} assetId={view.assetId} />
            <div className="flex flex-wrap gap-3">
              <button type="button" className={secondary} onClick={reset}>
                {t('done.again')}
              </button>
              <Link href={libraryHref(kind)} className={secondary} data-testid="generate-library">
                {t('done.library')}
              </Link>
            </div>
          </Stage>
        ) : null}
        {view.phase === 'failed' ? (
          <Stage testId="generate-failed">
            <div role="alert" className="rounded-3xl bg-red-50 p-5 ring-1 ring-red-200">
              <h2 className="font-extrabold text-red-900">{t('failed.title')}</h2>
              <p className="mt-1 text-sm text-red-900">{view.reason || t('failed.generic')}</p>
            </div>
            <div className="flex flex-wrap gap-3">
              {view.taskId !== undefined ? (
                <button type="button" className={primary} onClick={() => void retry()}>
                  {t('failed.retry')}
                </button>
              ) : null}
              <button type="button" className={secondary} onClick={reset}>
                {t('failed.edit')}
              </button>
            </div>
          </Stage>
        ) : null}
        {view.phase === 'cancelled' ? (
          <Stage testId="generate-cancelled">
            <div className="rounded-3xl bg-white p-5 ring-1 ring-ink/10">
              <h2 className="font-extrabold text-ink">{t('cancelled.title')}</h2>
              <p className="mt-1 text-sm text-ink-soft">{t('cancelled.body')}</p>
            </div>
            <button type="button" className={secondary} onClick={reset}>
              {t('cancelled.again')}
            </button>
          </Stage>
        ) : null}
      </div>
    </div>
  );
}

/** A generator page's interactive part; with `assetId` it opens that asset (its progress or result) first. */
export function GenerateFlow({ kind, assetId, basePath }: { kind: GeneratorKind; assetId?: number; basePath?: string }) {
  const t = useTranslations('Generate');
  const asset = useQuery({ queryKey: propertyKeys.one(assetId ?? 0), queryFn: ({ signal }) => propertyApi.get(assetId!, signal), enabled: assetId !== undefined, staleTime: 5_000 });
  if (assetId === undefined) return <Flow kind={kind} basePath={basePath} />;
  if (asset.isPending) return <div className="h-80 animate-pulse rounded-3xl bg-ink/[0.06]" aria-label={t('loading')} />;
  if (asset.isError || asset.data.kind !== kind) return <LoadError message={t('problems.notFound')} retryLabel={t('retryLoad')} onRetry={() => void asset.refetch()} />;
  return <Flow key={asset.data.id} kind={kind} asset={asset.data} basePath={basePath} />;
}
