import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { cookies, headers } from 'next/headers';
import { AppProviders } from '@/components/app/app-providers';
import { BottomNav } from '@/components/layout/bottom-nav';
import { ShellMain } from '@/components/layout/shell-main';
import { SiteHeader } from '@/components/layout/site-header';
import { parseUserAgent } from '@/lib/bridge/app-version';
import { SESSION_COOKIE } from '@/lib/contracts/session';
import { clientMessages } from '@/lib/i18n/namespaces';
import { getRuntime } from '@/server/runtime/global-runtime';
import { siteOrigin } from '@/server/web/site-origin';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Common');
  return {
    metadataBase: new URL(await siteOrigin()),
    title: { default: `${t('appName')} · ${t('tagline')}`, template: `%s · ${t('appName')}` },
    description: t('tagline'),
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#d946b4' };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = await getLocale();
  const t = await getTranslations('Common');
  const messages = clientMessages(await getMessages());
  const { services } = await getRuntime();
  // Inside the native wrapper (its user agent): the app's loading screen, and home opens on for-you.
  const inApp = parseUserAgent((await headers()).get('user-agent') ?? '').inApp;
  const hasSession = (await cookies()).has(SESSION_COOKIE);
  return (
    <html lang={locale}>
      <body className="font-sans antialiased">
        <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider messages={messages}>
          <AppProviders loginSources={services.loginSources} inApp={inApp} hasSession={hasSession}>
            <SiteHeader inApp={inApp} communityUrl={services.app.links.community} />
            <main id="main" className="mx-auto flow-root w-full max-w-6xl px-4 pb-24 sm:px-6 md:pb-16">
              <ShellMain>{children}</ShellMain>
            </main>
            <BottomNav />
          </AppProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
