import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MyProfile } from '@/components/profile/my-profile';
import { loadAccountPage } from '@/server/web/account-prefetch';
import { redirect } from 'next/navigation';
import { requireAccount } from '@/server/web/guards';
import { getViewer } from '@/server/web/viewer';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('MyProfile'))('title') };
}

export default async function ProfileRoute() {
  // While the server has no owner, nobody can have an account yet: the My page points to setup.
  const { runtime, user } = await getViewer();
  if ((!user || user.isVisitor) && (await runtime.services.localAccounts.needsSetup())) redirect('/setup');
  const account = await requireAccount();
  const { state, ...snapshot } = await loadAccountPage(account);
  return (
    <HydrationBoundary state={state}>
      <MyProfile initial={snapshot} />
    </HydrationBoundary>
  );
}
