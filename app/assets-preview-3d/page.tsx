import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AssetsPreview } from '@/components/avatar/assets-preview';
import { AvatarStageProvider } from '@/components/avatar/avatar-stage-provider';
import { PageHeader } from '@/components/ui/page-header';
import { getViewer } from '@/server/web/viewer';

/** How many characters the avatar picker offers. */
const PICKER_ROLES = 24;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Avatar'))('previewTitle'), robots: { index: false } };
}

/** /assets-preview-3d (seed §2): try an avatar, a space and a motion in the 3D scene. */
export default async function AssetsPreviewPage() {
  const [t, { runtime, user, openNsfw }] = await Promise.all([getTranslations('Avatar'), getViewer()]);
  const roles = await runtime.services.roles.list({ current: 1, size: PICKER_ROLES, includeNsfw: openNsfw });
  const first = roles[0] ? await runtime.services.avatars.roleStage(roles[0].roleId) : undefined;
  return (
    <div className="pb-8">
      <PageHeader title={t('previewTitle')} backLabel={t('back')} />
      <AvatarStageProvider>
        <AssetsPreview roles={roles.map((r) => ({ roleId: r.roleId, roleName: r.roleName, roleCover: r.roleCover }))} initialStage={first ?? null} signedIn={Boolean(user && user.source !== 'visitor')} />
      </AvatarStageProvider>
    </div>
  );
}
