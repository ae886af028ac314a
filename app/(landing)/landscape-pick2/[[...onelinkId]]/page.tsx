import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LandingHero } from '@/components/landing/landing-hero';
import { toLandingRole } from '@/components/landing/landing-roles';
import { ThisOrThat } from '@/components/landing/this-or-that';
import { getRuntime } from '@/server/runtime/global-runtime';

/** Five pairs before the choice starts over. */
const CANDIDATES = 10;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Landing');
  return { title: t('pick2.title'), description: t('pick2.subtitle') };
}

/**
 * Landing page: this one or that one (seed §2 /landscape-pick2/{onelinkId?}). A visit through an app
 * campaign link (with a onelinkId) continues in the app launcher; a plain visit goes straight to the chat.
 */
export default async function LandscapePick2Page({ params }: { params: Promise<{ onelinkId?: string[] }> }) {
  const t = await getTranslations('Landing');
  const { onelinkId } = await params;
  const { services } = await getRuntime();
  const roles = (await services.roles.list({ current: 1, size: CANDIDATES, includeNsfw: false })).map(toLandingRole);
  return (
    <div className="pb-8">
      <LandingHero eyebrow={t('pick2.eyebrow')} title={t('pick2.title')} subtitle={t('pick2.subtitle')} />
      <ThisOrThat roles={roles} viaApp={Boolean(onelinkId?.[0])} />
    </div>
  );
}
