import { and, count, desc, eq, inArray, isNotNull, max, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { feedItems, likes, messages, roleTags, roleTranslations, roles, tagTranslations, tags, users } from '@/server/db/schema';
import { matchesBySubstring, searchConfigOf } from '@/server/domains/catalogue/search-language';
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

/**
 * A close spelling in an intro must be closer than one in a name (SEARCH_WORD_SIMILARITY, set on every
 * connection): intros are long, and a short keyword is like some word of most of them.
 */
const INTRO_WORD_SIMILARITY = 0.6;

/** Close spellings join a search whose exact matches are fewer than a page. */
const FUZZY_BELOW = 20;

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

  /**
   * Search in the reader's language and in English, over name, intro and tags:
   * 0. the exact name, 1. a name that starts with the keyword, 2. a name with a word that does, 3. full-text
   * matches (words stemmed per language: "grandmothers" finds "grandmother"; in Chinese, Japanese and Korean,
   * which have no spaces, any substring), a tag first, then by rank, 4. close spellings ("kirra" → "Kirara",
   * "grandma" → "grandmother") and other name substrings, by trigram word similarity; popularity breaks ties.
   * Every way in has an index: the candidates are the union of one indexed lookup each, then ranked; close
   * spellings are looked for only when the exact ways find fewer than a page (FUZZY_BELOW).
   */
  async search(options: RowWindow & { keyword: string; includeNsfw: boolean; locale: string }): Promise<FeedPage> {
    const { keyword, locale } = options;
    const lower = keyword.toLowerCase();
    const anywhere = `%${likeText(lower)}%`;
    const config = searchConfigOf(locale);
    const english = sql`websearch_to_tsquery('english', ${keyword})`;
    const local = sql`websearch_to_tsquery(${config}::regconfig, ${keyword})`;
    const unspaced = matchesBySubstring(locale);
    const t = roleTranslations;
    const tagHit = sql`select srt.role_id from ${roleTags} srt join ${tags} st on st.id = srt.tag_id
      left join ${tagTranslations} stt on stt.tag_id = st.id and stt.locale = ${locale}
      where st.title ilike ${anywhere} or stt.label ilike ${anywhere}
        or to_tsvector('english', st.title) @@ ${english} or to_tsvector(${config}::regconfig, coalesce(stt.label, '')) @@ ${local}`;
    // The exact ways in: words (stemmed), name substrings, tags; each has an index.
    const exact = sql`
      select id from ${roles} where search_en @@ ${english}
      union select id from ${roles} where name ilike ${anywhere}
      union select role_id from ${t} where locale = ${locale} and search @@ ${local}
      union select role_id from ${t} where locale = ${locale} and name ilike ${anywhere}
      ${unspaced ? sql`union select role_id from ${t} where locale = ${locale} and intro ilike ${anywhere}` : sql``}
      union ${tagHit}`;
    // Close spellings are looked for only when the exact ways in find less than a page: a word of many intros
    // ("conversation") never pays for the trigram similarity of every intro. Each branch is skipped by a
    // one-time filter, so the rule holds for every page of the same search.
    const fewExact = sql`(select count(*) from exact) < ${FUZZY_BELOW}`;
    const candidates = sql`
      with exact as (${exact})
      select id from exact
      union select role_ids_spelled_like(${keyword}, ${locale}, ${INTRO_WORD_SIMILARITY}) where ${fewExact}`;
    const names = [sql`lower(${roles.name})`, sql`lower(coalesce(${t.name}, ''))`];
    const startsWith = (pattern: string) => sql`(${names[0]} like ${pattern} or ${names[1]} like ${pattern})`;
    const tagged = sql`${roles.id} in (${tagHit})`;
    const fullText = sql`(${roles.searchEn} @@ ${english} or coalesce(${t.search} @@ ${local}, false)
      ${unspaced ? sql`or coalesce(${t.intro} ilike ${anywhere} or ${t.name} ilike ${anywhere}, false)` : sql``}
      or ${tagged})`;
    const tier = sql`case
      when ${names[0]} = ${lower} or ${names[1]} = ${lower} then 0
      when ${startsWith(`${likeText(lower)}%`)} then 1
      when ${startsWith(`% ${likeText(lower)}%`)} then 2
      when ${fullText} then 3
      else 4 end`;
    // ts_rank is below 1: a tag outranks words of the intro.
    const score = sql`case when (${tier}) = 3
      then (case when ${tagged} then 1 else 0 end) + greatest(ts_rank(${roles.searchEn}, ${english}), coalesce(ts_rank(${t.search}, ${local}), 0))
      else greatest(word_similarity(${keyword}, ${roles.name}), word_similarity(${keyword}, ${roles.intro}),
        coalesce(word_similarity(${keyword}, ${t.name}), 0), coalesce(word_similarity(${keyword}, ${t.intro}), 0)) end`;
    const translation = and(eq(t.roleId, roles.id), eq(t.locale, locale));
    const where = and(visibleRole({ includeNsfw: options.includeNsfw }, { ownDrafts: false }), sql`${roles.id} in (${candidates})`);
    // The total comes with the page (one pass over the candidates); past the last page it is counted apart.
    const rows = await this.db
      .select({ role: roles, feedId: feedItems.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(roles)
      .leftJoin(t, translation)
      .leftJoin(feedItems, roleEntry)
      .where(where)
      .orderBy(sql`(${tier})`, desc(score), ...byHeat)
      .offset(options.offset)
      .limit(options.limit);
    if (rows.length > 0) return { rows: rows.map(({ role, feedId }) => ({ role, feedId })), total: rows[0]!.total };
    if (options.offset === 0) return { rows: [], total: 0 };
    const [total] = await this.db.select({ n: count() }).from(roles).where(where);
    return { rows: [], total: total?.n ?? 0 };
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
