import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { LoginPage } from '@/components/auth/login-page';
import { safeRedirect } from '@/lib/contracts/login';
import { detectPlatform } from '@/lib/client/platform';
import { getViewer } from './viewer';

export interface LoginSearchParams {
  redirectUrl?: string;
  online?: string;
  error?: string;
}

/** The login pages' server side: a signed-in user goes on; the app's /login goes to /pclogin outside the app. */
export async function renderLoginRoute(kind: 'login' | 'pclogin', params: LoginSearchParams) {
  const { runtime, user } = await getViewer();
  if (user && !user.isVisitor) redirect(safeRedirect(params.redirectUrl));
  const platform = detectPlatform((await headers()).get('user-agent') ?? '');
  if (kind === 'login' && !platform.inApp) {
    const query = new URLSearchParams(Object.entries(params).filter(([, v]) => typeof v === 'string') as [string, string][]).toString();
    redirect(`/pclogin${query ? `?${query}` : ''}`);
  }
  const local = runtime.services.localAccounts;
  const accounts = { needsSetup: await local.needsSetup(), signup: local.signupPolicy, mail: local.mailConfigured };
  return (
    <LoginPage
      accounts={accounts}
      sources={runtime.services.loginSources}
      redirectUrl={params.redirectUrl}
      online={params.online}
      error={params.error}
      pc={kind === 'pclogin'}
    />
  );
}
