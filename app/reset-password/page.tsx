import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { ResetPasswordForm } from '@/components/auth/link-forms';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Accounts'))('reset.title'), robots: { index: false } };
}

export default async function ResetPasswordRoute({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  const t = await getTranslations('Accounts');
  return (
    <AuthCard title={token ? t('reset.title') : t('forgot.title')}>
      <ResetPasswordForm token={typeof token === 'string' ? token : undefined} />
    </AuthCard>
  );
}
