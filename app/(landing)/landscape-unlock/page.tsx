import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LandingHero } from '@/components/landing/landing-hero';
import { toLandingRole } from '@/components/landing/landing-roles';
import { UnlockCard } from '@/components/landing/unlock-card';
import { getRuntime } from '@/server/runtime/global-runtime';
import { roleIdOf } from '@/server/web/visible-role';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Landing');
  return { title: t('unlock.title'), description: t('unlock.subtitle') };
}

/** Landing page: a message from a character, unlocked with a tap (seed §2 landing pages); ?roleId picks who. */
export default async function LandscapeUnlockPage({ searchParams }: { searchParams: Promise<{ roleId?: string }> }) {
  const t = await getTranslations('Landing');
  const { services } = await getRuntime();
  const asked = roleIdOf((await searchParams).roleId);
  // Shown to anyone who has the link: a listed role that is not adult, whoever opens it.
  const usable = asked === undefined ? undefined : await services.roles.findVisible(asked, { includeNsfw: false });
  const role = usable ?? (await services.roles.list({ current: 1, size: 1, includeNsfw: false }))[0];
  return (
    <div className="pb-8">
      <LandingHero eyebrow={t('unlock.eyebrow')} title={t('unlock.title')} subtitle={t('unlock.subtitle')} />
      {role && <UnlockCard role={toLandingRole(role)} />}
    </div>
  );
}
