'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import type { FriendListKind } from './friend-keys';
import { FriendList, useFriendList } from './friend-list';

const KINDS: FriendListKind[] = ['friends', 'strangers'];

/** The friends page: the caller's friends and strangers to meet, as two tabs (arrow keys move between them). */
export function FriendsPage({ viewerName }: { viewerName: string | null }) {
  const t = useTranslations('Friends');
  const [active, setActive] = useState<FriendListKind>('friends');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const friendTotal = useFriendList('friends').data?.pages[0]?.page.total;

  const select = (index: number) => {
    const kind = KINDS[(index + KINDS.length) % KINDS.length]!;
    setActive(kind);
    tabs.current[KINDS.indexOf(kind)]?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={t('title')} className="mb-5 inline-flex rounded-full bg-white p-1 shadow-sm ring-1 ring-black/5">
        {KINDS.map((kind, i) => {
          const selected = kind === active;
          return (
            <button
              key={kind}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              id={`tab-${kind}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`panel-${kind}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(kind)}
              onKeyDown={(e) => {
                if (e.key === 'ArrowRight') select(i + 1);
                if (e.key === 'ArrowLeft') select(i - 1);
              }}
              className={`rounded-full px-4 py-2 text-sm font-bold transition sm:px-5 ${selected ? 'bg-ink text-white shadow' : 'text-ink-soft hover:text-ink'}`}
            >
              {kind === 'friends' ? t('friendsTab') : t('strangersTab')}
              {kind === 'friends' && friendTotal !== undefined && friendTotal > 0 && (
                <span className={`ml-1.5 rounded-full px-1.5 py-0.5 text-[11px] ${selected ? 'bg-white/20' : 'bg-brand-50 text-brand-700'}`}>{friendTotal}</span>
              )}
            </button>
          );
        })}
      </div>
      <FriendList key={active} kind={active} viewerName={viewerName} id={`panel-${active}`} labelledBy={`tab-${active}`} />
    </>
  );
}
