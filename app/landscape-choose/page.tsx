import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { LandingHero } from '@/components/landing/landing-hero';
import { landingChatPath } from '@/components/landing/landing-roles';
import { RoleCard } from '@/components/role/role-card';
import { getRuntime } from '@/server/runtime/global-runtime';

/** Two rows of three on desktop, three rows of two on a phone. */
const CHOICES = 6;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Landing');
  return { title: t('choose.title'), description: t('choose.subtitle') };
}

/** Landing page: choose one of the most loved characters and start chatting (seed §2 landing pages). */
export default async function LandscapeChoosePage() {
  const t = await getTranslations('Landing');
  const { services } = await getRuntime();
  // Public campaign pages never show adult roles.
  const roles = await services.roles.list({ current: 1, size: CHOICES, includeNsfw: false });
  return (
    <div className="pb-8">
      <LandingHero eyebrow={t('choose.eyebrow')} title={t('choose.title')} subtitle={t('choose.subtitle')} />
      <ul className="mx-auto grid max-w-4xl grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5" aria-label={t('choose.listLabel')}>
        {roles.map((role, i) => (
          <li key={role.roleId}>
            <RoleCard role={role} priority={i < 3} href={landingChatPath(role.roleId, false)} />
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center">
        <Link href="/" className="rounded-full px-4 py-2 text-sm font-bold text-brand-700 hover:bg-brand-50">
          {t('moreOnDiscover')} →
        </Link>
      </p>
    </div>
  );
}
