import { AvatarStageProvider } from '@/components/avatar/avatar-stage-provider';
import { PageMessages } from '@/components/i18n/page-messages';

/** The chat pages share one 3D canvas: moving from one character to the next keeps it alive. */
export default function ChatPlayLayout({ children }: { children: React.ReactNode }) {
  return (
    <PageMessages namespaces={['Plots', 'Memory']}>
      <AvatarStageProvider>{children}</AvatarStageProvider>
    </PageMessages>
  );
}
