import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns';
import { roleRef, roles } from './roles';
import { userRef, users } from './users';

/** Discover / for-you / performance feed entries; kind is role, perform or game. */
export const feedItems = pgTable(
  'feed_items',
  {
    id: id(),
    kind: text('kind').notNull(),
    roleId: ref('role_id').references(() => roles.id, { onDelete: 'cascade' }),
    playId: ref('play_id'),
    gameId: ref('game_id'),
    score: integer('score').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('feed_items_kind_score_idx').on(t.kind, t.score.desc(), t.id.desc()),
    index('feed_items_role_idx').on(t.roleId),
    // Feeds join a role or a play to its one entry; a second entry would show the card twice.
    uniqueIndex('feed_items_role_uq').on(t.roleId).where(sql`${t.kind} = 'role'`),
    uniqueIndex('feed_items_play_uq').on(t.playId).where(sql`${t.kind} = 'perform'`),
  ],
);

/**
 * Card impressions reported by clients (seed §3 Tracking reports): one row per feed item and event, with
 * the batch it was shown in. A guest without a session is known by device only.
 */
export const feedImpressions = pgTable(
  'feed_impressions',
  {
    id: id(),
    userId: ref('user_id').references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id'),
    eventType: text('event_type').notNull(),
    /** The page that showed the card (seed: type discover), one of FEED_SOURCES in lib/contracts/feed. */
    source: text('source'),
    feedId: ref('feed_id')
      .notNull()
      .references(() => feedItems.id, { onDelete: 'cascade' }),
    recommendationId: text('recommendation_id'),
    pageNum: integer('page_num'),
    tagTitle: text('tag_title'),
    impressions: jsonb('impressions').$type<number[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('feed_impressions_feed_idx').on(t.feedId, t.eventType), index('feed_impressions_user_idx').on(t.userId, t.createdAt.desc())],
);

export const friends = pgTable(
  'friends',
  {
    userId: userRef(),
    roleId: roleRef(),
    pushDisable: boolean('push_disable').notNull().default(false),
    unread: integer('unread').notNull().default(0),
    lastMsgAt: timestamp('last_msg_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('friends_user_recent_idx').on(t.userId, t.lastMsgAt.desc())],
);

/** How a user and a role stand with each other (seed §7 getAiRelation). */
export const relations = pgTable(
  'relations',
  {
    userId: userRef(),
    roleId: roleRef(),
    /** How close they are, grown by real conversation (lib/contracts/relation-levels). */
    affinity: integer('affinity').notNull().default(0),
    /** The named level the affinity last reached (RELATION_LEVELS index). */
    level: integer('level').notNull().default(0),
    /** Distinct days the user talked with the role. */
    daysChatted: integer('days_chatted').notNull().default(0),
    /** The day (UTC, YYYY-MM-DD) `dayPoints` count for. */
    day: text('day'),
    /** Affinity gained on `day`, held under a daily cap. */
    dayPoints: integer('day_points').notNull().default(0),
    /** Replies exchanged in the current sitting, which began when a message came after a long pause. */
    sessionTurns: integer('session_turns').notNull().default(0),
    /** When the user's last message was counted. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** The user's last few messages, normalised, so a repeated one earns nothing. */
    recent: jsonb('recent').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    memory: jsonb('memory').$type<Record<string, unknown>>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** feedType is role, perform or game (seed §3 enums). */
export const likes = pgTable(
  'likes',
  {
    userId: userRef(),
    targetType: text('target_type').notNull(),
    targetId: ref('target_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.targetType, t.targetId] }), index('likes_target_idx').on(t.targetType, t.targetId)],
);

export const banners = pgTable(
  'banners',
  {
    id: id(),
    slug: text('slug').unique(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    imgUrl: text('img_url').notNull(),
    videoUrl: text('video_url'),
    linkUrl: text('link_url').notNull(),
    /** 'true', 'false' or 'whitelist' (seed §3 Banner item). */
    show: text('show').notNull().default('true'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('banners_show_sort_idx').on(t.show, t.sort)],
);
