'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { FeedIcon } from '@/components/feed/feed-icons';
import type { Tag } from '@/lib/contracts/role';
import { compactCount } from '@/lib/format/compact-count';
import { roleProfilePath } from '@/lib/routes';
import { FillImage } from '@/components/ui/fill-image';

/** What a card shows of a role: the role card contract and the role of a feed item both fit. */
export interface RoleCardView {
  roleId: number;
  roleName: string;
  roleCover: string | null;
  intro: string;
  tags: Tag[];
  likeCount: number;
}

export interface RoleCardProps {
  role: RoleCardView;
  /** The first row's covers load first (largest contentful paint). */
  priority?: boolean;
  /** Where the cover leads; the shareable profile unless a list starts a chat from it. */
  href?: string;
  /** Called when the cover is opened (a click impression, for feeds). */
  onOpen?: () => void;
  /** Replaces the intro under the name (the feed's scrolling greeting). */
  teaser?: React.ReactNode;
  /** A button in the cover's top corner (add friend). */
  action?: React.ReactNode;
  /** Adult content not yet confirmed in this browser: the cover is blurred and this covers it (seed §4). */
  mask?: React.ReactNode;
  cardRef?: Ref<HTMLElement>;
}

/**
 * How wide a card's cover shows in the grids that hold cards: two columns on a phone, three from 640px, and
 * four to six from 1024px in the 72rem main column (so never wider than a quarter of it).
 */
const ROLE_CARD_SIZES = '(min-width: 1024px) 288px, (min-width: 640px) calc(33vw - 24px), calc(50vw - 22px)';

/**
 * The role card (seed §3): cover, name, intro or greeting, tags and likes. Lists from the server render it
 * with a role alone (it opens the profile); feeds add the chat link, the greeting, actions and the mask.
 */
export function RoleCard({ role, priority = false, href, onOpen, teaser, action, mask, cardRef }: RoleCardProps) {
  const t = useTranslations('RoleCard');
  const profile = roleProfilePath(role.roleName, role.roleId);
  const opensProfile = !href || href === profile;
  const masked = mask !== undefined && mask !== null;
  return (
    <article
      ref={cardRef}
      data-role-id={role.roleId}
      data-masked={masked || undefined}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5 transition duration-200 hover:-translate-y-0.5 hover:shadow-lg hover:shadow-brand-500/10 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
    >
      <div className="relative aspect-[3/4] w-full overflow-hidden bg-gradient-to-br from-brand-100 to-indigo-100">
        <Link
          href={href ?? profile}
          onClick={onOpen}
          aria-label={opensProfile ? t('open', { name: role.roleName }) : t('chatWith', { name: role.roleName })}
          className="absolute inset-0 block rounded-t-2xl focus-visible:outline-offset-[-3px]"
        >
          {role.roleCover && (
            <FillImage
              src={role.roleCover}
              alt=""
              priority={priority}
              sizes={ROLE_CARD_SIZES}
              className={`object-cover transition duration-500 motion-reduce:transition-none ${masked ? 'scale-110 blur-2xl' : 'group-hover:scale-[1.03]'}`}
            />
          )}
        </Link>
        <div aria-hidden className="pointer-events-none absolute inset-x-0 top-0 h-16 bg-gradient-to-b from-black/35 to-transparent" />
        <span className="pointer-events-none absolute left-2 top-2 flex items-center gap-1 rounded-full bg-black/45 px-2 py-0.5 text-[11px] font-semibold text-white">
          <FeedIcon name="heart" filled className="h-3 w-3 text-pink-300" />
          <span className="sr-only">{t('likes', { count: compactCount(role.likeCount) })}</span>
          <span aria-hidden>{compactCount(role.likeCount)}</span>
        </span>
        {action ? <div className="absolute right-2 top-2">{action}</div> : null}
        {mask}
        <div className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 via-black/45 to-transparent p-3 pt-12 text-white">
          <h2 className="-my-1 line-clamp-2 py-1 text-[15px] font-bold leading-tight drop-shadow [hyphens:auto] [overflow-wrap:break-word] sm:text-base">
            {opensProfile ? (
              role.roleName
            ) : (
              <Link href={profile} className="pointer-events-auto rounded hover:underline">
                {role.roleName}
              </Link>
            )}
          </h2>
          {masked ? null : (teaser ?? <p className="mt-1 line-clamp-2 text-xs leading-[1.125rem] text-white/90 [hyphens:auto] [overflow-wrap:break-word]">{role.intro}</p>)}
        </div>
      </div>
      {role.tags.length > 0 ? (
        // Whole tags only: the ones that do not fit on the row are left out, never cut.
        <ul className="flex h-9 min-w-0 flex-wrap gap-1 overflow-hidden px-2.5 py-2" aria-label={t('tags')}>
          {role.tags.slice(0, 3).map((tag) => (
            <li key={tag.id} className="max-w-full truncate rounded-full bg-brand-50 px-2 py-0.5 text-[11px] font-semibold leading-4 text-brand-700">
              {tag.label ?? tag.title}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
