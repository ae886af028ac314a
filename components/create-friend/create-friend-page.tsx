'use client';

import { useTranslations } from 'next-intl';
import { LoadError } from '@/components/ui/load-error';
import { assetStepOf, type CreateFriendPlace } from '@/lib/create-friend/steps';
import { ApiFailure } from '@/lib/client/api';
import { AssetStepView } from './asset-step';
import { CharacterForm } from './character-form';
import { DraftOverview } from './draft-overview';
import { StartForm } from './start-form';
import { useDraft } from './use-draft';

/** The create-friend flow at one of its addresses: the start (a step without a role starts there too), a draft's overview, or one of its steps. */
export function CreateFriendPage({ place }: { place: CreateFriendPlace }) {
  const t = useTranslations('CreateFriend');
  const roleId = place.view === 'start' ? undefined : place.roleId;
  const { draft } = useDraft(roleId);
  if (roleId === undefined) return <StartForm />;
  if (draft.isError) {
    const missing = draft.error instanceof ApiFailure && draft.error.code === 404;
    return (
      <div className="mx-auto mt-10 max-w-lg">
        <LoadError message={missing ? t('notFound') : t('loadError')} retryLabel={t('retryLoad')} onRetry={() => void draft.refetch()} />
      </div>
    );
  }
  if (draft.isPending) return <p className="mx-auto mt-10 max-w-3xl text-ink-soft">{t('loading')}</p>;
  if (place.view !== 'step') return <DraftOverview draft={draft.data} />;
  if (place.step === 'character') return <CharacterForm key={draft.data.roleId} draft={draft.data} />;
  return <AssetStepView key={`${place.step}-${draft.data.roleId}`} draft={draft.data} step={assetStepOf(place.step)!} />;
}
