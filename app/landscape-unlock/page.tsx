import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LandingHero } from '@/components/landing/landing-hero';
import { toLandingRole } from '@/components/landing/landing-roles';
import { UnlockCard } from '@/components/landing/unlock-card';
import { isNsfwRole, LISTED_ROLE_STATUSES } from '@/lib/contracts/role-rules';
import { getRuntime } from '@/server/runtime/global-runtime';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Landing');
  return { title: t('unlock.title'), description: t('unlock.subtitle') };
}

/** Landing page: a message from a character, unlocked with a tap (seed §2 landing pages); ?roleId picks who. */
export default async function LandscapeUnlockPage({ searchParams }: { searchParams: Promise<{ roleId?: string }> }) {
  const t = await getTranslations('Landing');
  const { services } = await getRuntime();
  const asked = Number((await searchParams).roleId);
  const chosen = Number.isSafeInteger(asked) && asked > 0 ? await services.roles.find(asked) : undefined;
  const usable = chosen && !isNsfwRole(chosen) && (LISTED_ROLE_STATUSES as number[]).includes(chosen.roleStatus) ? chosen : undefined;
  const role = usable ?? (await services.roles.list({ current: 1, size: 1, includeNsfw: false }))[0];
  return (
    <div className="pb-8">
      <LandingHero eyebrow={t('unlock.eyebrow')} title={t('unlock.title')} subtitle={t('unlock.subtitle')} />
      {role && <UnlockCard role={toLandingRole(role)} />}
    </div>
  );
}
