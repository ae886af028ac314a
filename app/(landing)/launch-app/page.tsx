import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LaunchApp } from '@/components/landing/launch-app';
import { inAppPath } from '@/components/landing/safe-path';
import { getRuntime } from '@/server/runtime/global-runtime';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Landing'))('launch.title'), robots: { index: false } };
}

/** Seed §1: a page launches the native app with a redirectUrl query parameter. */
export default async function LaunchAppPage({ searchParams }: { searchParams: Promise<{ redirectUrl?: string; platform?: string }> }) {
  const query = await searchParams;
  const redirectUrl = inAppPath(query.redirectUrl);
  const platform = query.platform === 'ios' || query.platform === 'android' ? query.platform : undefined;
  const { services } = await getRuntime();
  return (
    <div className="py-10 sm:py-16">
      <LaunchApp redirectUrl={redirectUrl} stores={services.app.links} platform={platform} />
    </div>
  );
}
