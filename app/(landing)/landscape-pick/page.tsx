import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LandingHero } from '@/components/landing/landing-hero';
import { toLandingRole } from '@/components/landing/landing-roles';
import { RolePicker } from '@/components/landing/role-picker';
import { getRuntime } from '@/server/runtime/global-runtime';

/** Characters the picker goes through before it starts over. */
const CANDIDATES = 12;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Landing');
  return { title: t('pick.title'), description: t('pick.subtitle') };
}

/** Landing page: one character at a time, skip or pick (seed §2 landing pages). */
export default async function LandscapePickPage() {
  const t = await getTranslations('Landing');
  const { services } = await getRuntime();
  const roles = (await services.roles.list({ current: 1, size: CANDIDATES, includeNsfw: false })).map(toLandingRole);
  return (
    <div className="pb-8">
      <LandingHero eyebrow={t('pick.eyebrow')} title={t('pick.title')} subtitle={t('pick.subtitle')} />
      <RolePicker roles={roles} />
    </div>
  );
}
