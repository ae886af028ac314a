import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { KoinPage } from '@/components/wallet/koin-page';
import { loadAccountPage } from '@/server/web/account-prefetch';
import { requireAccount } from '@/server/web/guards';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('KoinPage'))('title') };
}

export default async function KoinRoute() {
  const account = await requireAccount();
  const { state, ...snapshot } = await loadAccountPage(account, ['dailyActions']);
  return (
    <HydrationBoundary state={state}>
      <KoinPage initial={snapshot} />
    </HydrationBoundary>
  );
}
