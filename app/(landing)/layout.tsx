import { PageMessages } from '@/components/i18n/page-messages';

/** The landing pages a shared link or an ad opens (pick, unlock, launch the app, a shared friend). */
export default function LandingLayout({ children }: { children: React.ReactNode }) {
  return <PageMessages namespaces={['Landing']}>{children}</PageMessages>;
}
