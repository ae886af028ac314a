'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { RoleText } from '@/components/chat/role-text';
import { useState } from 'react';
import { fillPlaceholders } from '@/lib/contracts/role-rules';
import { landingChatPath, type LandingRole } from './landing-roles';
import { FillImage } from '@/components/ui/fill-image';

/** /landscape-unlock: a character left a message; unlocking reveals it and opens the way to reply. */
export function UnlockCard({ role }: { role: LandingRole }) {
  const t = useTranslations('Landing');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const greeting = fillPlaceholders(role.roleAppearInfo, { user: null, char: role.roleName, locale });
  return (
    <section aria-label={t('unlock.title')} className="relative mx-auto max-w-md overflow-hidden rounded-[2rem] bg-ink shadow-2xl ring-1 ring-black/10">
      <div className="relative aspect-[3/4]">
        {role.roleCover && (
          <FillImage src={role.roleCover} alt={t('coverAlt', { name: role.roleName })} priority sizes="(min-width: 480px) 448px, calc(100vw - 32px)" className={`object-cover transition duration-700 motion-reduce:transition-none ${open ? '' : 'scale-110 blur-xl'}`} />
        )}
        <div className="absolute inset-0 bg-gradient-to-t from-black/90 via-black/30 to-black/10" />
        <div className="absolute inset-x-0 bottom-0 p-5 text-white sm:p-6">
          <p className="text-xs font-bold uppercase tracking-wider text-white/70">{t('unlock.from', { name: role.roleName })}</p>
          {open ? (
            <div aria-live="polite">
              <p className="mt-2 rounded-3xl rounded-tl-md bg-white/95 p-4 text-[15px] leading-relaxed text-ink shadow-lg">
                <RoleText text={greeting} />
              </p>
              <Link href={landingChatPath(role.roleId, false)} className="mt-4 flex h-12 items-center justify-center rounded-full bg-gradient-to-r from-brand-500 to-indigo-500 text-sm font-bold text-white shadow-lg transition hover:opacity-90">
                {t('unlock.reply', { name: role.roleName })}
              </Link>
            </div>
          ) : (
            <>
              <div aria-hidden className="mt-2 space-y-2 rounded-3xl rounded-tl-md bg-white/15 p-4 backdrop-blur-md">
                <div className="h-3 w-11/12 rounded-full bg-white/40" />
                <div className="h-3 w-4/5 rounded-full bg-white/40" />
                <div className="h-3 w-2/3 rounded-full bg-white/40" />
              </div>
              <button type="button" onClick={() => setOpen(true)} className="mt-4 flex h-12 w-full items-center justify-center gap-2 rounded-full bg-white text-sm font-bold text-brand-700 shadow-lg transition hover:bg-brand-50">
                <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
                  <rect x="5" y="11" width="14" height="9" rx="2" />
                  <path d="M8 11V8a4 4 0 0 1 7.5-2" />
                </svg>
                {t('unlock.action')}
              </button>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
