'use client';

import type { EditorPlace } from '@/lib/create-friend/editor-paths';
import { assetStepOf } from '@/lib/create-friend/steps';
import { AssetStepView } from './asset-step';
import { CharacterForm } from './character-form';
import { PlotEditor } from './plot-editor';
import { PlotsDeck } from './plots-deck';
import { RoleEditorHub } from './role-editor-hub';
import { editorLinks, StepLinksProvider } from './step-links';
import { DraftNotReady } from './draft-not-ready';
import { useDraft } from './use-draft';

/**
 * /create/{roleId} and its editors: the role its author owns (a draft, or published: its edits save the same way),
 * with the create-friend flow's own step pages, whose links lead back to the editor hub.
 */
export function RoleEditorPage({ place }: { place: EditorPlace }) {
  const { draft } = useDraft(place.roleId);
  if (!draft.isSuccess) return <DraftNotReady draft={draft} />;
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
