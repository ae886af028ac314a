import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CreateHub } from '@/components/create/create-hub';
import { requireAccount } from '@/server/web/guards';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Create'))('title'), robots: { index: false } };
}

/** The create hub (seed §2 bottom nav "Create", login required): the creation flows there are. */
export default async function CreateRoute() {
  await requireAccount();
  return <CreateHub />;
}
