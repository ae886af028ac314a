import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/components/auth/auth-card';
import { SetupForm } from '@/components/auth/setup-form';
import { getRuntime } from '@/server/runtime/global-runtime';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Accounts'))('setup.title') };
}

/** First-run setup: open while the server has no owner; afterwards it is the sign-in page's. */
export default async function SetupRoute() {
  const { services } = await getRuntime();
  if (!(await services.localAccounts.needsSetup())) redirect('/pclogin');
  const t = await getTranslations('Accounts');
  return (
    <AuthCard title={t('setup.title')} subtitle={t('setup.subtitle')}>
      <SetupForm next="/user-manage" />
    </AuthCard>
  );
}
