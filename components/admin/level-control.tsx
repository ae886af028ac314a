'use client';

import { useTranslations } from 'next-intl';
import { WhiteListLevel } from '@/lib/contracts/whitelist-levels';

const LEVELS = [WhiteListLevel.None, WhiteListLevel.Internal, WhiteListLevel.External] as const;
export type Level = (typeof LEVELS)[number];

/** Picks a person's whitelist level (seed §3: 0 none, 1 internal, 2 external) with one tap. */
export function LevelControl({ name, level, onChange, busy }: { name: string; level: number; onChange: (level: Level) => void; busy?: boolean }) {
  const t = useTranslations('Admin');
  return (
    <div role="group" aria-label={t('users.levelFor', { name })} aria-busy={busy || undefined} className="inline-flex rounded-full bg-ink/5 p-0.5">
      {LEVELS.map((value) => {
        const active = value === level;
        return (
          <button
            key={value}
            type="button"
            aria-pressed={active}
            disabled={busy}
            onClick={() => !active && onChange(value)}
            className={`h-8 rounded-full px-3 text-xs font-bold transition disabled:cursor-wait ${
              active ? (value === WhiteListLevel.None ? 'bg-white text-ink shadow-sm' : value === WhiteListLevel.Internal ? 'bg-brand-600 text-white shadow-sm' : 'bg-indigo-600 text-white shadow-sm') : 'text-ink-soft hover:text-ink'
            }`}
          >
            {t(`levels.${value}`)}
          </button>
        );
      })}
    </div>
  );
}
