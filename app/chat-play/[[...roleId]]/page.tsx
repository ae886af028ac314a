import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ChatPlay } from '@/components/chat/chat-play';
import type { RoleDetail } from '@/lib/contracts/role';
import { roleProfilePath } from '@/lib/routes';
import { getRuntime } from '@/server/runtime/global-runtime';
import { findVisibleRole } from '@/server/web/visible-role';

type Params = Promise<{ roleId?: string[] }>;

async function loadRole(params: Params): Promise<RoleDetail | undefined> {
  const [id] = (await params).roleId ?? [];
  return (await findVisibleRole(id))?.role;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const role = await loadRole(params);
  if (!role) return {};
  return { title: (await getTranslations('Chat'))('title', { name: role.roleName }), robots: { index: false } };
}

/** /chat-play/{roleId?} (seed §2): without a role the conversation list is the place to pick one. */
export default async function ChatPlayRoute({ params }: { params: Params }) {
  if (!(await params).roleId?.length) redirect('/chat');
  const role = await loadRole(params);
  if (!role) notFound();
  const stage = await (await getRuntime()).services.avatars.roleStage(role.roleId);
  if (!stage) notFound();
  return (
    <ChatPlay
      role={{
        roleId: role.roleId,
        roleName: role.roleName,
        roleCover: role.roleCover,
        intro: role.intro,
        tags: role.tags.map((t) => t.title),
        profileHref: roleProfilePath(role.roleName, role.roleId),
        stage,
      }}
    />
  );
}
