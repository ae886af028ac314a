'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { TextField } from '@/components/ui/text-field';
import { ApiFailure } from '@/lib/client/api';
import { toast } from '@/lib/client/stores';
import { PLOT_DIALOGUE_MAX, PLOT_ROUNDS_MAX, PLOT_ROUNDS_MIN, PLOT_SCENE_MAX, PLOT_TITLE_MAX, type PlotSaveInput, type RolePlot } from '@/lib/contracts/role-plot';
import type { RoleDraft } from '@/lib/contracts/role-create';
import { editorHref, NEW_PLOT } from '@/lib/create-friend/editor-paths';
import { plotProblems, type PlotFields } from '@/lib/create-friend/plot-form';
import { rolePlotApi, rolePlotsKey } from '@/lib/create-friend/role-plot-api';
import { StepActions } from './step-frame';
import { useFailureText } from './use-draft';

const EMPTY: PlotFields = { title: '', scene: '', dialogueExample: '', rounds: '3' };
const fieldsOf = (plot: RolePlot): PlotFields => ({ title: plot.title, scene: plot.scene, dialogueExample: plot.dialogueExample, rounds: String(plot.rounds) });

/** /create/plotEdit/{roleId}/{plotId}: one plot written or changed (`new` for a new one). */
export function PlotEditor({ draft, plotId }: { draft: RoleDraft; plotId: number | typeof NEW_PLOT }) {
  const t = useTranslations('Plots');
  const tc = useTranslations('CreateFriend');
  const plot = useQuery({
    queryKey: [...rolePlotsKey(draft.roleId), plotId],
    queryFn: ({ signal }) => rolePlotApi.get(draft.roleId, plotId as number, signal),
    enabled: plotId !== NEW_PLOT,
    retry: (count, error) => !(error instanceof ApiFailure && error.code === 404) && count < 2,
  });
  if (plot.isError) {
    const missing = plot.error instanceof ApiFailure && plot.error.code === 404;
    return (
      <div className="mx-auto mt-10 max-w-lg">
        <LoadError message={missing ? t('notFound') : tc('loadError')} retryLabel={tc('retryLoad')} onRetry={() => void plot.refetch()} />
      </div>
    );
  }
  if (plotId !== NEW_PLOT && plot.isPending) return <p className="mx-auto mt-10 max-w-3xl text-ink-soft">{tc('loading')}</p>;
  return <PlotForm draft={draft} plot={plot.data} />;
}

function PlotForm({ draft, plot }: { draft: RoleDraft; plot: RolePlot | undefined }) {
  const t = useTranslations('Plots');
  const router = useRouter();
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const [fields, setFields] = useState<PlotFields>(() => (plot ? fieldsOf(plot) : EMPTY));
  const [tried, setTried] = useState(false);
  const problems = plotProblems(fields);
  const deck = editorHref(draft.roleId, 'plots');
  const save = useMutation({
    mutationFn: (input: PlotSaveInput) => rolePlotApi.save(input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: rolePlotsKey(draft.roleId) });
      toast(t('saved'), { tone: 'success' });
      router.push(deck);
    },
  });
  const set = (key: keyof PlotFields, value: string) => setFields((f) => ({ ...f, [key]: value }));
  const problemOf = (field: keyof PlotFields) => {
    const problem = tried ? problems.find((p) => p.field === field) : undefined;
    return problem && t(problem.message);
  };
  const submit = () => {
    setTried(true);
    if (problems.length > 0) return;
    save.mutate({ roleId: draft.roleId, ...(plot ? { plotId: plot.plotId } : {}), title: fields.title.trim(), scene: fields.scene.trim(), dialogueExample: fields.dialogueExample.trim(), rounds: Number(fields.rounds.trim()) });
  };

  return (
    <div className="mx-auto max-w-3xl pb-28">
      <PageHeader title={plot ? t('editTitle') : t('newTitle')} backHref={deck} backLabel={t('backToPlots')} />
      <p className="-mt-1 mb-6 max-w-2xl text-ink-soft">{t('editIntro', { name: draft.roleName })}</p>
      <form
        className="grid gap-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-black/5"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        noValidate
      >
        <TextField label={t('fields.title')} hint={t('hints.title')} value={fields.title} onChange={(v) => set('title', v)} maxLength={PLOT_TITLE_MAX} showCounter error={problemOf('title')} autoComplete="off" testId="plot-title" />
        <TextField label={t('fields.scene')} hint={t('hints.scene')} value={fields.scene} onChange={(v) => set('scene', v)} multiline rows={4} maxLength={PLOT_SCENE_MAX} showCounter error={problemOf('scene')} testId="plot-scene" />
        <TextField label={t('fields.dialogueExample')} hint={t('hints.dialogueExample')} value={fields.dialogueExample} onChange={(v) => set('dialogueExample', v)} multiline rows={6} maxLength={PLOT_DIALOGUE_MAX} showCounter error={problemOf('dialogueExample')} testId="plot-dialogue" />
        <TextField
          label={t('fields.rounds')}
          hint={t('hints.rounds', { min: PLOT_ROUNDS_MIN, max: PLOT_ROUNDS_MAX })}
          value={fields.rounds}
          onChange={(v) => set('rounds', v)}
          type="number"
          inputMode="numeric"
          error={problemOf('rounds')}
          className="max-w-[12rem]"
          testId="plot-rounds"
        />
        <button type="submit" className="sr-only">
          {t('save')}
        </button>
      </form>
      <StepActions saving={save.isPending} error={save.isError ? failureText(save.error) : undefined} onNext={submit} nextLabel={t('save')} testId="plot-save" />
    </div>
  );
}
