'use client';

import { assetStepOf, type CreateFriendPlace } from '@/lib/create-friend/steps';
import { AssetStepView } from './asset-step';
import { CharacterForm } from './character-form';
import { DraftOverview } from './draft-overview';
import { StartForm } from './start-form';
import { DraftNotReady } from './draft-not-ready';
import { GuidePage } from './guide/guide-page';
import { useDraft } from './use-draft';

/** The create-friend flow at one of its addresses: the start (a step without a role starts there too), a draft's overview, or one of its steps. */
export function CreateFriendPage({ place }: { place: CreateFriendPlace }) {
  if (place.view === 'guide') return <GuidePage roleId={place.roleId} />;
  return <CreateFriendSteps place={place} />;
}

function CreateFriendSteps({ place }: { place: Exclude<CreateFriendPlace, { view: 'guide' }> }) {
  const roleId = place.view === 'start' ? undefined : place.roleId;
  const { draft } = useDraft(roleId);
  if (roleId === undefined) return <StartForm />;
  if (!draft.isSuccess) return <DraftNotReady draft={draft} />;
  if (place.view !== 'step') return <DraftOverview draft={draft.data} />;
  if (place.step === 'character') return <CharacterForm key={draft.data.roleId} draft={draft.data} />;
  return <AssetStepView key={`${place.step}-${draft.data.roleId}`} draft={draft.data} step={assetStepOf(place.step)!} />;
}
