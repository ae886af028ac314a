'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { RoleCard } from '@/components/role/role-card';
import type { FeedItem } from '@/lib/contracts/feed';

/** A feed item as a role card that opens the profile, with a chat button in the cover's corner. */
export function FeedCard({ item, priority = false, chatLabel }: { item: FeedItem; priority?: boolean; chatLabel?: string }) {
  const t = useTranslations('Search');
  const { role } = item;
  return (
    <RoleCard
      role={{ ...role, tags: item.tags }}
      priority={priority}
      action={
        <Link
          href={`/chat-play/${role.roleId}`}
          aria-label={chatLabel ?? t('chat', { name: role.roleName })}
          className="grid h-9 w-9 place-items-center rounded-full bg-white/90 text-brand-600 shadow-md ring-1 ring-black/5 backdrop-blur transition hover:bg-white hover:text-brand-700"
        >
          <svg aria-hidden viewBox="0 0 24 24" className="h-[18px] w-[18px]" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
          </svg>
        </Link>
      }
    />
  );
}
