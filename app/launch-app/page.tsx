import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LaunchApp } from '@/components/landing/launch-app';
import { inAppPath } from '@/components/landing/safe-path';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Landing'))('launch.title'), robots: { index: false } };
}

/** Seed §1: a page launches the native app with a redirectUrl query parameter. */
export default async function LaunchAppPage({ searchParams }: { searchParams: Promise<{ redirectUrl?: string }> }) {
  const redirectUrl = inAppPath((await searchParams).redirectUrl);
  return (
    <div className="py-10 sm:py-16">
      <LaunchApp redirectUrl={redirectUrl} />
    </div>
  );
}
