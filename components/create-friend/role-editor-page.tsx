'use client';

import { useTranslations } from 'next-intl';
import { LoadError } from '@/components/ui/load-error';
import { ApiFailure } from '@/lib/client/api';
import type { EditorPlace } from '@/lib/create-friend/editor-paths';
import { assetStepOf } from '@/lib/create-friend/steps';
import { AssetStepView } from './asset-step';
import { CharacterForm } from './character-form';
import { PlotEditor } from './plot-editor';
import { PlotsDeck } from './plots-deck';
import { RoleEditorHub } from './role-editor-hub';
import { editorLinks, StepLinksProvider } from './step-links';
import { useDraft } from './use-draft';

/**
 * /create/{roleId} and its editors: the role its author owns (a draft, or published: its edits save the same way),
 * with the create-friend flow's own step pages, whose links lead back to the editor hub.
 */
export function RoleEditorPage({ place }: { place: EditorPlace }) {
  const t = useTranslations('CreateFriend');
  const { draft } = useDraft(place.roleId);
  if (draft.isError) {
    const missing = draft.error instanceof ApiFailure && draft.error.code === 404;
    return (
      <div className="mx-auto mt-10 max-w-lg">
        <LoadError message={missing ? t('notFound') : t('loadError')} retryLabel={t('retryLoad')} onRetry={() => void draft.refetch()} />
      </div>
    );
  }
  if (draft.isPending) return <p className="mx-auto mt-10 max-w-3xl text-ink-soft">{t('loading')}</p>;
  return (
    <StepLinksProvider value={editorLinks}>
      {place.view === 'hub' ? (
        <RoleEditorHub draft={draft.data} />
      ) : place.view === 'plots' ? (
        <PlotsDeck draft={draft.data} />
      ) : place.view === 'plot' ? (
        <PlotEditor key={`${place.roleId}-${place.plotId}`} draft={draft.data} plotId={place.plotId} />
      ) : place.step === 'character' ? (
        <CharacterForm key={draft.data.roleId} draft={draft.data} />
      ) : (
        <AssetStepView key={`${place.step}-${draft.data.roleId}`} draft={draft.data} step={assetStepOf(place.step)!} />
      )}
    </StepLinksProvider>
  );
}
