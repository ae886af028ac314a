import { PageMessages } from '@/components/i18n/page-messages';

/** The operators' pages (whitelist levels): their tables and forms speak Admin. */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return <PageMessages namespaces={['Admin']}>{children}</PageMessages>;
}
