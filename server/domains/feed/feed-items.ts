import type { FeedItem } from '@/lib/contracts/feed';
import { isNsfwRole, type Tag } from '@/lib/contracts/role';
import type { RolePlay } from '@/server/domains/roles/role-repository';
import type { FeedRoleRow } from './feed-repository';

/** Maps one page of feed rows to feed items (seed §3); every item names the feed ids shown with it. */
export function toFeedItems(rows: FeedRoleRow[], recommendationId: string, tagsByRole: Map<number, Tag[]>, playsByRole: Map<number, RolePlay>): FeedItem[] {
  const impressions = rows.flatMap((r) => (r.feedId === null ? [] : [r.feedId]));
  return rows.map(({ role, feedId }) => {
    const tags = tagsByRole.get(role.id) ?? [];
    const play = playsByRole.get(role.id);
    return {
      feedId,
      recommendationId,
      role: {
        roleId: role.id,
        roleName: role.name,
        roleCover: role.coverUrl,
        roleStatus: role.status,
        promotion: role.promotion,
        playId: play?.id ?? null,
        playName: play?.title ?? null,
        intro: role.intro,
        likeCount: role.likeCount,
      },
      tags,
      nsfw: isNsfwRole({ nsfw: role.nsfw, tags }),
      roleAppearInfo: role.greeting,
      gameId: null,
      gameName: null,
      performId: null,
      performName: null,
      impressions,
    };
  });
}
