import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/components/auth/auth-card';
import { PasswordPanel } from '@/components/auth/password-panel';
import { getViewer } from '@/server/web/viewer';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Accounts'))('signUp.title'), robots: { index: false } };
}

/** An invitation link (/signup?token=…), or sign-up on its own: the sign-up form; signed-in users go home. */
export default async function SignUpRoute({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  const { runtime, user } = await getViewer();
  if (user && !user.isVisitor) redirect('/');
  if (await runtime.services.localAccounts.needsSetup()) redirect('/setup');
  const t = await getTranslations('Accounts');
  const invite = typeof token === 'string' ? token : undefined;
  return (
    <AuthCard title={t('signUp.title')} subtitle={invite ? t('signUp.invited') : undefined}>
      <PasswordPanel redirectUrl="/" initialMode="sign-up" invite={invite} inviteOnly={runtime.services.localAccounts.signupPolicy === 'invite'} />
    </AuthCard>
  );
}
