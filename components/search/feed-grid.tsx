'use client';

import type { FeedItem } from '@/lib/contracts/feed';
import { FeedCard } from './feed-card';

/** The grid of role tiles shared by search results and played history. */
export function FeedGrid({ items, label, chatLabel }: { items: FeedItem[]; label: string; chatLabel?: (name: string) => string }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4" aria-label={label}>
      {items.map((item, i) => (
        <li key={item.role.roleId}>
          <FeedCard item={item} priority={i < 4} chatLabel={chatLabel?.(item.role.roleName)} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder tiles while the first page loads. */
export function FeedGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul aria-hidden className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-2xl bg-white ring-1 ring-black/5">
          <div className="aspect-[3/4] animate-pulse bg-gradient-to-b from-brand-50 to-brand-100" />
          <div className="h-9" />
        </li>
      ))}
    </ul>
  );
}
