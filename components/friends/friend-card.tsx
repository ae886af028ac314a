'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { RoleText } from '@/components/chat/role-text';
import { plainActionText } from '@/lib/chat/action-text';
import { HeartIcon } from '@/components/search/empty-state';
import type { FriendRole } from '@/lib/contracts/friend';
import { fillPlaceholders, isNsfwRole } from '@/lib/contracts/role-rules';
import { compactCount } from '@/lib/format/compact-count';
import { roleProfilePath } from '@/lib/routes';
import { FillImage } from '@/components/ui/fill-image';

interface FriendCardProps {
  role: FriendRole;
  viewerName: string | null;
  adding: boolean;
  liking: boolean;
  onLike: () => void;
  onAdd: () => void;
  onReset: () => void;
}

/**
 * The friend list card of seed §2: cover, name, intro, tags, the greeting (or the newest message), a music
 * tag when the role sings, the unread count and the adult mark; chat, like, and add or start over.
 */
export function FriendCard({ role, viewerName, adding, liking, onLike, onAdd, onReset }: FriendCardProps) {
  const t = useTranslations('Friends');
  const locale = useLocale();
  const greeting = fillPlaceholders(role.roleAppearInfo, { user: viewerName, char: role.roleName, locale });
  const sings = role.playType === 'sing';
  return (
    <article className="flex min-w-0 gap-3 rounded-3xl bg-white p-3 shadow-sm ring-1 ring-black/5 transition hover:shadow-md sm:gap-4 sm:p-4" data-testid="friend-card" aria-labelledby={`friend-${role.roleId}`}>
      <Link href={roleProfilePath(role.roleName, role.roleId)} className="relative block h-[132px] w-[99px] shrink-0 overflow-hidden rounded-2xl bg-brand-50 sm:h-[152px] sm:w-[114px]" aria-label={t('openProfile', { name: role.roleName })}>
        {role.roleCover && <FillImage src={role.roleCover} alt="" sizes="114px" className="object-cover" />}
        {role.messageUnread > 0 && (
          <span className="absolute left-1.5 top-1.5 min-w-6 rounded-full bg-red-600 px-1.5 py-0.5 text-center text-[11px] font-bold text-white shadow" aria-label={t('unread', { count: role.messageUnread })}>
            {role.messageUnread > 99 ? '99+' : role.messageUnread}
          </span>
        )}
        {isNsfwRole(role) && (
          <span className="absolute bottom-1.5 left-1.5 inline-flex items-center gap-1 rounded-full bg-black/60 px-1.5 py-0.5 text-[10px] font-bold text-white" title={t('adult')}>
            <svg aria-hidden viewBox="0 0 24 24" className="h-3 w-3" fill="none" stroke="currentColor" strokeWidth="2.4">
              <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
              <circle cx="12" cy="12" r="3" />
            </svg>
            18+
          </span>
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <h3 id={`friend-${role.roleId}`} className="truncate text-base font-bold text-ink">
              {role.roleName}
            </h3>
            <p className="truncate text-xs text-ink-soft">{role.intro}</p>
          </div>
          <button
            type="button"
            onClick={onLike}
            disabled={liking}
            aria-pressed={role.like}
            aria-label={role.like ? t('unlike', { name: role.roleName }) : t('like', { name: role.roleName })}
            className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-1 text-xs font-semibold transition disabled:opacity-60 ${role.like ? 'bg-rose-50 text-rose-600' : 'text-ink-soft hover:bg-ink/5'}`}
          >
            <HeartIcon className="h-4 w-4" filled={role.like} />
            {compactCount(role.likeCount)}
          </button>
        </div>
        <p className={`mt-2 line-clamp-2 rounded-2xl rounded-tl-sm px-3 py-2 text-[13px] leading-snug ${role.lastMsg ? 'bg-brand-50 text-ink' : 'bg-ink/[0.04] text-ink-soft'}`}>
          {role.lastMsg ? (
            <>
              <span className="sr-only">{t('lastMessage')}: </span>
              {plainActionText(role.lastMsg.content)}
            </>
          ) : (
            <RoleText text={greeting} />
          )}
        </p>
        <ul className="mt-2 flex min-w-0 flex-wrap gap-1" aria-label={t('tags')}>
          {sings && (
            <li className="inline-flex items-center gap-1 rounded-full bg-indigo-50 px-2 py-0.5 text-[11px] font-semibold text-indigo-700">
              <span aria-hidden>♪</span>
              {role.playName ?? t('song')}
            </li>
          )}
          {role.tags.slice(0, sings ? 1 : 2).map((tag) => (
            <li key={tag.id} className="truncate rounded-full bg-brand-50 px-2 py-0.5 text-[11px] font-medium text-brand-700">
              {tag.label ?? tag.title}
            </li>
          ))}
        </ul>
        <div className="mt-auto flex items-center gap-2 pt-3">
          <Link href={`/chat-play/${role.roleId}`} className="inline-flex h-9 items-center gap-1.5 rounded-full bg-brand-600 px-4 text-sm font-bold text-white shadow-sm transition hover:bg-brand-700" aria-label={t('chatWith', { name: role.roleName })}>
            <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
              <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
            </svg>
            {t('chat')}
          </Link>
          {role.isFriend ? (
            <button type="button" onClick={onReset} className="h-9 rounded-full px-3 text-sm font-semibold text-ink-soft ring-1 ring-black/10 transition hover:bg-ink/5 hover:text-ink" aria-label={t('resetLabel', { name: role.roleName })}>
              {t('reset')}
            </button>
          ) : (
            <button
              type="button"
              onClick={onAdd}
              disabled={adding}
              aria-busy={adding || undefined}
              className="inline-flex h-9 items-center gap-1 rounded-full px-3 text-sm font-semibold text-brand-700 ring-1 ring-brand-500/40 transition hover:bg-brand-50 disabled:opacity-70"
              aria-label={t('addLabel', { name: role.roleName })}
            >
              {adding ? (
                <span aria-hidden className="h-3.5 w-3.5 animate-spin rounded-full border-2 border-brand-500 border-t-transparent" />
              ) : (
                <span aria-hidden className="text-base leading-none">
                  +
                </span>
              )}
              {adding ? t('adding') : t('add')}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
