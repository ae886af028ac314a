import { PageMessages } from '@/components/i18n/page-messages';

/** The creation pages: the create-friend flow and its editors, the generators and My assets. */
export default function CreateLayout({ children }: { children: React.ReactNode }) {
  return <PageMessages namespaces={['CreateFriend', 'Plots', 'Generate', 'Assets']}>{children}</PageMessages>;
}
