import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { ChangePasswordForm } from '@/components/auth/link-forms';
import { requireAccount } from '@/server/web/guards';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Accounts'))('change.title') };
}

export default async function ChangePasswordRoute() {
  await requireAccount();
  const t = await getTranslations('Accounts');
  return (
    <AuthCard title={t('change.title')}>
      <ChangePasswordForm />
    </AuthCard>
  );
}
