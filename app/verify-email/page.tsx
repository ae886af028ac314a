import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { VerifyEmailForm } from '@/components/auth/link-forms';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Accounts'))('verify.title'), robots: { index: false } };
}

export default async function VerifyEmailRoute({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  const t = await getTranslations('Accounts');
  return (
    <AuthCard title={t('verify.title')} subtitle={t('verify.subtitle')}>
      <VerifyEmailForm token={typeof token === 'string' ? token : undefined} />
    </AuthCard>
  );
}
