import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DraftList } from '@/components/create-friend/draft-list';
import { requireAccount } from '@/server/web/guards';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('CreateFriend');
  return { title: t('draftsTitle'), robots: { index: false } };
}

/** /my-draft (seed §2, auth): the characters being made. */
export default async function MyDraftRoute() {
  await requireAccount();
  return <DraftList />;
}
