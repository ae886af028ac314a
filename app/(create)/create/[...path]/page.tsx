import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { RoleEditorPage } from '@/components/create-friend/role-editor-page';
import { parseEditorPath } from '@/lib/create-friend/editor-paths';
import { requireAccount } from '@/server/web/guards';

type Params = Promise<{ path: string[] }>;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('CreateFriend');
  return { title: t('editor.metaTitle'), robots: { index: false } };
}

/**
 * /create/{roleId} and /create/{step}/{roleId}, /create/plotEdit/{roleId}/{plotId} (seed §2, auth): the editors of a
 * role its author owns. /create itself is the create hub (app/create/page.tsx).
 */
export default async function RoleEditorRoute({ params }: { params: Params }) {
  await requireAccount();
  const place = parseEditorPath((await params).path);
  if (!place) notFound();
  return <RoleEditorPage place={place} />;
}
