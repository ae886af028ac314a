'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { landingChatPath, type LandingRole } from './landing-roles';
import { FillImage } from '@/components/ui/fill-image';

/** /landscape-pick2: two characters side by side; pick one to chat, or see another pair. */
export function ThisOrThat({ roles, viaApp }: { roles: LandingRole[]; viaApp: boolean }) {
  const t = useTranslations('Landing');
  const [pair, setPair] = useState(0);
  const pairs = Math.max(1, Math.floor(roles.length / 2));
  const shown = roles.slice((pair % pairs) * 2, (pair % pairs) * 2 + 2);
  return (
    <section aria-label={t('pick2.title')} className="mx-auto max-w-3xl">
      <div className="relative grid grid-cols-2 gap-3 sm:gap-6">
        {shown.map((role) => (
          <Link
            key={role.roleId}
            href={landingChatPath(role.roleId, viaApp)}
            className="group relative block aspect-[3/4] overflow-hidden rounded-[1.75rem] bg-gradient-to-br from-brand-100 to-indigo-100 shadow-xl ring-1 ring-black/5 transition hover:-translate-y-1 motion-reduce:transition-none"
            aria-label={t('pick2.choose', { name: role.roleName })}
          >
            {role.roleCover && <FillImage src={role.roleCover} alt="" priority sizes="(min-width: 768px) 384px, 50vw" className="object-cover transition duration-500 group-hover:scale-[1.03] motion-reduce:transition-none" />}
            <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 via-black/30 to-transparent p-3 pt-14 text-white sm:p-5">
              <span className="block text-lg font-black leading-tight drop-shadow sm:text-2xl">{role.roleName}</span>
              <span className="mt-1 line-clamp-2 block text-xs text-white/85 sm:text-sm">{role.intro}</span>
              <span className="mt-3 inline-flex rounded-full bg-white px-3 py-1.5 text-xs font-bold text-brand-700 shadow sm:px-4 sm:text-sm">{t('pick2.cta')}</span>
            </span>
          </Link>
        ))}
        <span aria-hidden className="absolute left-1/2 top-1/2 grid h-12 w-12 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-white text-sm font-black text-brand-700 shadow-xl ring-4 ring-brand-100 sm:h-16 sm:w-16 sm:text-base">
          {t('pick2.or')}
        </span>
      </div>
      {pairs > 1 && (
        <div className="mt-6 text-center">
          <button type="button" onClick={() => setPair((p) => p + 1)} className="h-11 rounded-full bg-white px-6 text-sm font-bold text-ink shadow-sm ring-1 ring-black/10 transition hover:bg-ink/5">
            {t('pick2.another')}
          </button>
        </div>
      )}
    </section>
  );
}
