import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AvatarStageProvider } from '@/components/avatar/avatar-stage-provider';
import { GraphicsSettingPanel } from '@/components/avatar/graphics-setting-panel';
import { PageHeader } from '@/components/ui/page-header';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Avatar'))('graphicsTitle') };
}

/** /graphics-setting (seed §2): the 3D render level, with a live preview. */
export default async function GraphicsSettingPage() {
  const t = await getTranslations('Avatar');
  return (
    <div className="mx-auto max-w-4xl pb-8">
      <PageHeader title={t('graphicsTitle')} backHref="/setting" backLabel={t('back')} />
      <AvatarStageProvider>
        <GraphicsSettingPanel />
      </AvatarStageProvider>
    </div>
  );
}
