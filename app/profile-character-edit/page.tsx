import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CharacterTypeEdit } from '@/components/profile/character-type-edit';
import { loadAccountPage } from '@/server/web/account-prefetch';
import { requireAccount } from '@/server/web/guards';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ProfileEdit'))('types.title') };
}

/** /profile-character-edit (seed §2, auth): the kinds of characters the person likes, which For You puts first. */
export default async function CharacterTypeEditRoute() {
  const account = await requireAccount();
  const { state, ...snapshot } = await loadAccountPage(account);
  return (
    <HydrationBoundary state={state}>
      <CharacterTypeEdit initial={snapshot} />
    </HydrationBoundary>
  );
}
