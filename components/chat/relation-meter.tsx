'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { isVisitor, useUser } from '@/lib/client/session';
import { memoryApi, relationKey } from '@/lib/chat/memory-api';
import { RELATION_LEVELS } from '@/lib/contracts/relation-levels';

/** How long a relation read stays fresh: it moves only as the user chats, and the chat refreshes it then. */
const RELATION_STALE_MS = 30_000;

/** Where the user and a character stand: the level's name and the way to the next one. */
export function RelationMeter({ roleId, roleName, compact = false }: { roleId: number; roleName: string; compact?: boolean }) {
  const t = useTranslations('Relation');
  const relation = useQuery({ queryKey: relationKey(roleId), queryFn: ({ signal }) => memoryApi.relation(roleId, signal), staleTime: RELATION_STALE_MS });
  if (!relation.data) return null;
  const { levelKey, level, progress } = relation.data;
  const next = RELATION_LEVELS[level + 1];
  const percent = Math.round(progress * 100);
  const label = next ? t('progressLabel', { level: t(`levels.${levelKey}`), next: t(`levels.${next.key}`), percent }) : t('topLabel', { level: t(`levels.${levelKey}`), name: roleName });
  return (
    <div className={compact ? 'flex items-center gap-1.5' : 'rounded-2xl bg-brand-50/70 p-3 ring-1 ring-brand-600/10'} data-testid="relation-meter">
      <span className={compact ? 'text-[12px] font-bold text-brand-700' : 'flex items-baseline justify-between gap-2'}>
        {compact ? (
          t(`levels.${levelKey}`)
        ) : (
          <>
            <span className="text-sm font-extrabold text-ink">{t('withName', { name: roleName, level: t(`levels.${levelKey}`) })}</span>
            {next ? <span className="text-xs font-semibold text-ink-soft">{t('next', { level: t(`levels.${next.key}`) })}</span> : null}
          </>
        )}
      </span>
      <span
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className={`block overflow-hidden rounded-full bg-ink/10 ${compact ? 'h-1.5 w-10' : 'mt-2 h-2 w-full'}`}
      >
        <span className="block h-full rounded-full bg-gradient-to-r from-brand-500 to-pink-500 transition-[width] duration-700" style={{ width: `${Math.max(percent, 3)}%` }} />
      </span>
    </div>
  );
}

/** The relation on a character's profile, for a signed-in user (a visitor has none to keep). */
export function ProfileRelation({ roleId, roleName }: { roleId: number; roleName: string }) {
  const user = useUser();
  if (!user.data || isVisitor(user.data)) return null;
  return (
    <div className="mt-5">
      <RelationMeter roleId={roleId} roleName={roleName} />
    </div>
  );
}
