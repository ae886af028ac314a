import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns';
import { roleRef, roles } from './roles';
import { userRef } from './users';

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
  (t) => [index('feed_items_kind_score_idx').on(t.kind, t.score.desc(), t.id.desc()), index('feed_items_role_idx').on(t.roleId)],
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
    affinity: integer('affinity').notNull().default(0),
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
