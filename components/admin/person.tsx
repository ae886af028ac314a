'use client';

import { useTranslations } from 'next-intl';
import type { ManagedUser } from '@/lib/contracts/whitelist';

const LEVEL_STYLES: Record<number, string> = {
  1: 'bg-brand-50 text-brand-700 ring-brand-500/30',
  2: 'bg-indigo-50 text-indigo-700 ring-indigo-500/30',
};

export function Avatar({ user, size = 'h-10 w-10' }: { user: Pick<ManagedUser, 'avatar' | 'name'>; size?: string }) {
  return (
    <span aria-hidden className={`${size} shrink-0 overflow-hidden rounded-full bg-brand-100 ring-2 ring-white shadow-sm`}>
      {user.avatar ? (
        // eslint-disable-next-line @next/next/no-img-element -- avatars are our own media or a provider's picture
        <img src={user.avatar} alt="" className="h-full w-full object-cover" />
      ) : (
        <span className="grid h-full w-full place-items-center font-bold text-brand-700">{user.name.slice(0, 1).toUpperCase()}</span>
      )}
    </span>
  );
}

export function LevelBadge({ level }: { level: number }) {
  const t = useTranslations('Admin');
  if (!LEVEL_STYLES[level]) return null;
  return <span className={`rounded-full px-2 py-0.5 text-[11px] font-bold ring-1 ${LEVEL_STYLES[level]}`}>{t(`levels.${level as 1 | 2}`)}</span>;
}

export function SourceBadge({ source }: { source: string }) {
  const t = useTranslations('Admin');
  const known = ['visitor', 'password', 'google', 'facebook', 'apple'].includes(source);
  return (
    <span className="rounded-full bg-ink/5 px-2 py-0.5 text-[11px] font-semibold text-ink-soft">
      {known ? t(`sources.${source as 'visitor' | 'password' | 'google' | 'facebook' | 'apple'}`) : source}
    </span>
  );
}

/** Who a person is at a glance: picture, name, ID, email, sign-in source and whitelist level. */
export function PersonSummary({ user, self, meta }: { user: ManagedUser; self?: boolean; meta?: React.ReactNode }) {
  const t = useTranslations('Admin');
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar user={user} />
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
          <span className="truncate font-bold text-ink">{user.name}</span>
          {self ? <span className="rounded-full bg-ink px-2 py-0.5 text-[11px] font-bold text-white">{t('you')}</span> : null}
          <LevelBadge level={user.whiteListLevel} />
        </p>
        <p className="truncate text-sm text-ink-soft">{user.email ?? t('noEmail')}</p>
        <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-ink-soft">
          <span className="tabular-nums">{t('userId', { id: user.userId })}</span>
          <SourceBadge source={user.source} />
          {meta}
        </p>
      </div>
    </div>
  );
}
