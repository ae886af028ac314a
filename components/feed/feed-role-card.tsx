'use client';

import dynamic from 'next/dynamic';
import { useLocale } from 'next-intl';
import { useMemo, useRef } from 'react';
import { RoleCard } from '@/components/role/role-card';
import type { FeedItem } from '@/lib/contracts/feed';
import { chosenName, isNsfwRole } from '@/lib/contracts/role-rules';
import { useUser } from '@/lib/client/session';
import { AddFriendButton } from './add-friend-button';
import { useAdultConsent } from './adult-consent';
import { reportClick, type FeedSource } from './feed-api';
import { useCardInView, useGreetingDone } from './feed-viewport';
import { greetingText } from './greeting-text';
import { ScrollingGreeting } from './scrolling-greeting';
import { useReducedMotion } from './use-reduced-motion';

/** The mask and its age question load only with a list that holds an adult card (server-rendered with it). */
const AdultMask = dynamic(() => import('./adult-mask').then((m) => m.AdultMask));

interface FeedRoleCardProps {
  item: FeedItem;
  /** The card's place in the list, for the greeting spotlight. */
  index: number;
  pageNum: number;
  source: FeedSource;
  tagTitle: string;
  priority: boolean;
  /** The name the viewer chose as the server knew it, until the user query has it (greeting placeholders); null: none. */
  viewerName: string | null;
}

/** A feed card (seed §3 feed item): chat from the cover, add friend, the scrolling greeting, exposure, the adult mask. */
export function FeedRoleCard({ item, index, pageNum, source, tagTitle, priority, viewerName }: FeedRoleCardProps) {
  const ref = useRef<HTMLElement>(null);
  const { data: user } = useUser();
  const reducedMotion = useReducedMotion();
  const consented = useAdultConsent();
  const { role } = item;
  const exposure = item.feedId === null ? null : { feedId: item.feedId, recommendationId: item.recommendationId, pageNum, impressions: item.impressions };
  const spotlit = useCardInView(ref, index, exposure);
  const done = useGreetingDone(index);
  const masked = (item.nsfw || isNsfwRole(item)) && !consented;
  const locale = useLocale();
  const userName = user ? chosenName(user) : viewerName;
  const greeting = useMemo(() => greetingText(item.roleAppearInfo, { user: userName, char: role.roleName, locale }), [item.roleAppearInfo, userName, role.roleName, locale]);

  return (
    <RoleCard
      cardRef={ref}
      role={{ ...role, tags: item.tags }}
      priority={priority}
      href={`/chat-play/${role.roleId}`}
      onOpen={exposure ? () => reportClick(exposure, source, tagTitle) : undefined}
      teaser={greeting ? <ScrollingGreeting text={greeting} active={spotlit && !reducedMotion} onDone={done} /> : undefined}
      action={<AddFriendButton roleId={role.roleId} roleName={role.roleName} />}
      mask={masked ? <AdultMask roleName={role.roleName} /> : undefined}
    />
  );
}
