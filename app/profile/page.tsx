import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MyProfile } from '@/components/profile/my-profile';
import { loadAccountPage } from '@/server/web/account-prefetch';
import { requireAccount } from '@/server/web/guards';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('MyProfile'))('title') };
}

export default async function ProfileRoute() {
  const account = await requireAccount();
  const { state, ...snapshot } = await loadAccountPage(account);
  return (
    <HydrationBoundary state={state}>
      <MyProfile initial={snapshot} />
    </HydrationBoundary>
  );
}
