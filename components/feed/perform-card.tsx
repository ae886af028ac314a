'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { PerformCard as PerformCardData } from '@/lib/contracts/feed';
import { FeedIcon } from './feed-icons';
import { FillImage } from '@/components/ui/fill-image';

/** The performance chat with the performing role (seed §2 card actions). */
export const performChatPath = (card: { roleId: number; playId: number }) => `/chat-play/${card.roleId}?playId=${card.playId}`;

/** The Dance tab's grid: one column on a phone, two from 640px, three from 1024px, in the 72rem main column. */
const PERFORM_CARD_SIZES = '(min-width: 1024px) 368px, (min-width: 640px) calc(50vw - 32px), calc(100vw - 32px)';

/** A performance of the Dance tab (seed §3 perform card): type icon, cover, title and @author. */
export function PerformCard({ card, priority }: { card: PerformCardData; priority: boolean }) {
  const t = useTranslations('Feed');
  const kind = card.playType === 'sing' ? 'sing' : 'dance';
  const href = card.roleId === null ? null : performChatPath({ roleId: card.roleId, playId: card.playId });
  const cover = (
    <>
      {card.performCover ? (
        <FillImage src={card.performCover} alt="" priority={priority} sizes={PERFORM_CARD_SIZES} className="object-cover transition duration-500 group-hover:scale-[1.03] motion-reduce:transition-none" />
      ) : null}
      <span aria-hidden className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/10 to-transparent" />
      <span aria-hidden className="absolute left-1/2 top-1/2 grid h-12 w-12 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-white/25 text-white ring-1 ring-white/50 backdrop-blur-md transition group-hover:scale-110 motion-reduce:transition-none">
        <FeedIcon name="play" filled className="ml-0.5 h-5 w-5" />
      </span>
    </>
  );
  return (
    <article data-play-id={card.playId} className="group relative overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5 transition hover:-translate-y-0.5 hover:shadow-lg motion-reduce:transition-none">
      <div className="relative aspect-[5/2] w-full overflow-hidden bg-gradient-to-br from-indigo-100 to-brand-100">
        {href ? (
          <Link href={href} aria-label={t('performChatWith', { title: card.performTitle })} className="absolute inset-0 block">
            {cover}
          </Link>
        ) : (
          cover
        )}
        <span className="pointer-events-none absolute left-3 top-3 flex items-center gap-1 rounded-full bg-black/35 px-2.5 py-1 text-[11px] font-bold uppercase tracking-wide text-white backdrop-blur-sm">
          <FeedIcon name={kind === 'sing' ? 'mic' : 'dance'} className="h-3.5 w-3.5" />
          {t(kind === 'sing' ? 'sing' : 'dance')}
        </span>
        <div className="pointer-events-none absolute inset-x-0 bottom-0 flex items-end justify-between gap-3 p-3 text-white">
          <div className="min-w-0">
            <h2 className="line-clamp-2 text-base font-bold leading-tight drop-shadow [hyphens:auto] [overflow-wrap:break-word]">{card.performTitle}</h2>
            <p className="truncate text-xs text-white/85">@{card.author}</p>
          </div>
          {href ? (
            <span aria-hidden className="flex shrink-0 items-center gap-1 rounded-full bg-white px-3 py-1.5 text-xs font-bold text-brand-700 shadow">
              <FeedIcon name="chat" className="h-3.5 w-3.5" />
              {t('performChat')}
            </span>
          ) : null}
        </div>
      </div>
    </article>
  );
}
