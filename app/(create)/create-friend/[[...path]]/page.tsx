import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CreateFriendPage } from '@/components/create-friend/create-friend-page';
import { parseCreateFriendPath } from '@/lib/create-friend/steps';
import { requireAccount } from '@/server/web/guards';

type Params = Promise<{ path?: string[] }>;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('CreateFriend');
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /create-friend/{roleId?} and its steps (seed §2 Creation, auth): a new character, step by step, saved as it goes. */
export default async function CreateFriendRoute({ params }: { params: Params }) {
  await requireAccount();
  const place = parseCreateFriendPath((await params).path ?? []);
  if (!place) notFound();
  return <CreateFriendPage place={place} />;
}
