import { AvatarStageProvider } from '@/components/avatar/avatar-stage-provider';

/** The chat pages share one 3D canvas: moving from one character to the next keeps it alive. */
export default function ChatPlayLayout({ children }: { children: React.ReactNode }) {
  return <AvatarStageProvider>{children}</AvatarStageProvider>;
}
