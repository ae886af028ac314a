import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NicknameEdit } from '@/components/profile/nickname-edit';
import { loadAccountPage } from '@/server/web/account-prefetch';
import { requireAccount } from '@/server/web/guards';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ProfileEdit'))('nickname.title') };
}

export default async function NicknameEditRoute() {
  const account = await requireAccount();
  const { state, ...snapshot } = await loadAccountPage(account);
  return (
    <HydrationBoundary state={state}>
      <NicknameEdit initial={snapshot} />
    </HydrationBoundary>
  );
}
