'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { RoleText } from '@/components/chat/role-text';
import { useState } from 'react';
import { fillPlaceholders } from '@/lib/contracts/role-rules';
import { landingChatPath, type LandingRole } from './landing-roles';
import { FillImage } from '@/components/ui/fill-image';

/** /landscape-pick: one character at a time, with their greeting; skip to the next or pick them to chat. */
export function RolePicker({ roles }: { roles: LandingRole[] }) {
  const t = useTranslations('Landing');
  const locale = useLocale();
  const [index, setIndex] = useState(0);
  const role = roles[index % roles.length];
  if (!role) return null;
  const greeting = fillPlaceholders(role.roleAppearInfo, { user: null, char: role.roleName, locale });
  return (
    <section aria-roledescription={t('pick.carousel')} aria-label={t('pick.title')} className="mx-auto grid max-w-4xl items-center gap-6 md:grid-cols-2 md:gap-10">
      <div key={role.roleId} className="relative mx-auto aspect-[3/4] w-full max-w-sm overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-100 to-indigo-100 shadow-2xl ring-1 ring-black/5">
        {role.roleCover && <FillImage src={role.roleCover} alt={t('coverAlt', { name: role.roleName })} priority sizes="(min-width: 416px) 384px, calc(100vw - 32px)" className="object-cover" />}
        <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 via-black/30 to-transparent p-5 pt-16 text-white">
          <p className="text-xs font-semibold text-white/80" aria-live="polite">
            {t('pick.position', { current: (index % roles.length) + 1, total: roles.length })}
          </p>
          <h2 className="text-2xl font-black drop-shadow">{role.roleName}</h2>
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('tags')}>
            {role.tags.slice(0, 3).map((tag) => (
              <li key={tag.id} className="rounded-full bg-white/20 px-2 py-0.5 text-[11px] font-semibold backdrop-blur">
                {tag.label ?? tag.title}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="text-center md:text-left">
        <p className="text-sm text-ink-soft">{role.intro}</p>
        <blockquote className="mt-4 rounded-3xl rounded-tl-md bg-white p-4 text-left text-[15px] leading-relaxed text-ink shadow-md ring-1 ring-black/5">
          <span className="mb-1 block text-xs font-bold uppercase tracking-wider text-brand-600">{t('saysHi', { name: role.roleName })}</span>
          <RoleText text={greeting} className="line-clamp-5 block" />
        </blockquote>
        <div className="mt-6 flex items-center justify-center gap-3 md:justify-start">
          <button type="button" onClick={() => setIndex((i) => i + 1)} className="h-12 rounded-full bg-white px-6 text-sm font-bold text-ink shadow-sm ring-1 ring-black/10 transition hover:bg-ink/5">
            {t('pick.skip')}
          </button>
          <Link href={landingChatPath(role.roleId, false)} className="inline-flex h-12 items-center rounded-full bg-gradient-to-r from-brand-600 to-indigo-600 px-7 text-sm font-bold text-white shadow-lg shadow-brand-500/30 transition hover:opacity-90">
            {t('pick.choose', { name: role.roleName })}
          </Link>
        </div>
      </div>
    </section>
  );
}
