import { and, count, desc, eq, inArray, isNotNull, max, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { feedItems, likes, messages, roleTags, roles, tags, users } from '@/server/db/schema';
import { hasTagTitled, visibleRole, type Audience } from '@/server/domains/roles/role-filters';
import type { RoleRow } from '@/server/domains/roles/role-repository';
import type { RowWindow } from '@/server/domains/paging';

/** A role as a feed shows it: the row and its feed entry (null when it has none). */
export interface FeedRoleRow {
  role: RoleRow;
  feedId: number | null;
}

export interface FeedPage {
  rows: FeedRoleRow[];
  total: number;
}

/** For-you weights (seed §7 conditions): a shared tag outweighs popularity, as the user chose those tags. */
export const FOR_YOU_USER_TAG_WEIGHT = 10_000;
export const FOR_YOU_LIKED_TAG_WEIGHT = 2_000;

const roleEntry = and(eq(feedItems.roleId, roles.id), eq(feedItems.kind, 'role'));
const byHeat = [desc(roles.hotScore), desc(roles.id)];

/** Escapes LIKE wildcards so a keyword matches itself. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Role feeds: discover, for-you, played history and search. Every query filters adult roles itself. */
export class FeedRepository {
  constructor(private readonly db: Database) {}

  private async page(where: SQL | undefined, order: SQL[], paging: RowWindow): Promise<FeedPage> {
    const [rows, [total]] = await Promise.all([
      this.db.select({ role: roles, feedId: feedItems.id }).from(roles).leftJoin(feedItems, roleEntry).where(where).orderBy(...order).offset(paging.offset).limit(paging.limit),
      this.db.select({ n: count() }).from(roles).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** Discover: listed roles by hot score, all of them or those in one tab. */
  discover(options: RowWindow & { tagTitle?: string; includeNsfw: boolean }): Promise<FeedPage> {
    const where = and(visibleRole({ includeNsfw: options.includeNsfw }, { ownDrafts: false }), options.tagTitle ? hasTagTitled(options.tagTitle) : undefined);
    return this.page(where, byHeat, options);
  }

  /**
   * For you: hot score, plus (condition like) the role's likes and the tags it shares with roles the
   * caller liked, plus (condition userInfo) the tags it shares with the caller's chosen tags. A guest has
   * liked nothing and chosen nothing, so only heat and likes rank for them.
   */
  forYou(options: RowWindow & { callerId?: number; includeNsfw: boolean; useLikes: boolean; useUserTags: boolean }): Promise<FeedPage> {
    const sharedTags = (tagIds: SQL) => sql`(select count(*) from ${roleTags} frt where frt.role_id = ${roles.id} and frt.tag_id in (${tagIds}))`;
    const caller = options.callerId;
    const likedTags =
      caller === undefined
        ? sql`0`
        : sharedTags(sql`select lrt.tag_id from ${likes} l join ${roleTags} lrt on lrt.role_id = l.target_id where l.user_id = ${caller} and l.target_type = 'role'`);
    const chosenTags = caller === undefined ? sql`0` : sharedTags(sql`select (jsonb_array_elements_text(u.tag_list))::bigint from ${users} u where u.id = ${caller}`);
    const score = sql`${roles.hotScore}
      + ${options.useLikes ? sql`${roles.likeCount} + ${FOR_YOU_LIKED_TAG_WEIGHT} * ${likedTags}` : sql`0`}
      + ${options.useUserTags ? sql`${FOR_YOU_USER_TAG_WEIGHT} * ${chosenTags}` : sql`0`}`;
    return this.page(visibleRole({ includeNsfw: options.includeNsfw }, { ownDrafts: false }), [desc(score), desc(roles.id)], options);
  }

  /** Played history: the roles the caller has messages with, newest conversation first. */
  async history(options: RowWindow & { audience: Audience & { callerId: number } }): Promise<FeedPage> {
    const played = this.db
      .select({ roleId: messages.roleId, lastMsgId: max(messages.msgId).as('last_msg_id') })
      .from(messages)
      .where(and(eq(messages.userId, options.audience.callerId), isNotNull(messages.roleId)))
      .groupBy(messages.roleId)
      .as('played');
    const where = visibleRole(options.audience);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ role: roles, feedId: feedItems.id })
        .from(played)
        .innerJoin(roles, eq(roles.id, played.roleId))
        .leftJoin(feedItems, roleEntry)
        .where(where)
        .orderBy(desc(played.lastMsgId), desc(roles.id))
        .offset(options.offset)
        .limit(options.limit),
      this.db.select({ n: count() }).from(played).innerJoin(roles, eq(roles.id, played.roleId)).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** Search: exact name, then name prefix, name substring, a tag, the intro; popularity breaks ties. */
  search(options: RowWindow & { keyword: string; includeNsfw: boolean }): Promise<FeedPage> {
    const exact = options.keyword.toLowerCase();
    const prefix = `${likeText(options.keyword)}%`;
    const anywhere = `%${likeText(options.keyword)}%`;
    const rank = sql`case
      when lower(${roles.name}) = ${exact} then 0
      when ${roles.name} ilike ${prefix} then 1
      when ${roles.name} ilike ${anywhere} then 2
      when exists (select 1 from ${roleTags} srt join ${tags} st on st.id = srt.tag_id where srt.role_id = ${roles.id} and st.title ilike ${anywhere}) then 3
      when ${roles.intro} ilike ${anywhere} then 4
    end`;
    const where = and(visibleRole({ includeNsfw: options.includeNsfw }, { ownDrafts: false }), sql`(${rank}) is not null`);
    return this.page(where, [sql`(${rank})`, ...byHeat], options);
  }

  /** Which of these feed entries exist, with what they point at. */
  async entries(feedIds: number[]) {
    if (feedIds.length === 0) return [];
    return this.db
      .select({ id: feedItems.id, kind: feedItems.kind, roleId: feedItems.roleId, playId: feedItems.playId, gameId: feedItems.gameId })
      .from(feedItems)
      .where(inArray(feedItems.id, feedIds));
  }
}
