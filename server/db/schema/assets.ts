import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns';
import { roles } from './roles';
import { users } from './users';

/** Generated or uploaded properties: avatar, voice, bgm, music, song, skybox, animation, cover. */
export const assets = pgTable(
  'assets',
  {
    id: id(),
    ownerId: ref('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull().default(''),
    /** Seed §4: 1 generating, 2 draft, 10 published, 50 approved. */
    status: integer('status').notNull().default(1),
    resource: jsonb('resource').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('assets_owner_kind_idx').on(t.ownerId, t.kind, t.status, t.id.desc())],
);

/** Background generation work, claimed with FOR UPDATE SKIP LOCKED by any instance (DESIGN §1). */
export const generationTasks = pgTable(
  'generation_tasks',
  {
    id: id(),
    ownerId: ref('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    assetId: ref('asset_id').references(() => assets.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Task state (seed §4): 0 idle, 1 doing, 2 success, 3 fail. */
    status: integer('status').notNull().default(0),
    progress: integer('progress').notNull().default(0),
    input: jsonb('input').$type<Record<string, unknown>>().notNull().default({}),
    output: jsonb('output').$type<Record<string, unknown>>(),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /** The generator's seed: a retry makes the same thing. */
    seed: integer('seed').notNull().default(0),
    /** The step running (seed §4 task filter 11, 12, 13), null before the first. */
    step: integer('step'),
    /** Set by the owner's cancel; the instance running it stops at its next heartbeat. */
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    cancelled: boolean('cancelled').notNull().default(false),
    /** Koin the current start cost (0 on the free quota), whether it went back, and how many starts were charged. */
    koin: integer('koin').notNull().default(0),
    refunded: boolean('refunded').notNull().default(false),
    charges: integer('charges').notNull().default(1),
    /** Whether the current start used the day's free quota (counted per user, kind and UTC day). */
    free: boolean('free').notNull().default(false),
    lockedBy: text('locked_by'),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('generation_tasks_queue_idx').on(t.status, t.runAfter),
    index('generation_tasks_owner_idx').on(t.ownerId, t.id.desc()),
    index('generation_tasks_asset_idx').on(t.assetId, t.id.desc()),
  ],
);

/** Performances (seed §3 play): playType custom, action, sing or dance. */
export const plays = pgTable(
  'plays',
  {
    id: id(),
    slug: text('slug').unique(),
    roleId: ref('role_id').references(() => roles.id, { onDelete: 'cascade' }),
    authorId: ref('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull().default('KOKO'),
    playType: text('play_type').notNull(),
    title: text('title').notNull(),
    topic: text('topic').notNull().default(''),
    draft: boolean('draft').notNull().default(true),
    status: integer('status').notNull().default(2),
    coverUrl: text('cover_url'),
    videoUrl: text('video_url'),
    resource: jsonb('resource').$type<Record<string, unknown>>().notNull().default({}),
    propertyList: jsonb('property_list').$type<Record<string, unknown>[]>().notNull().default([]),
    likeCount: integer('like_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('plays_feed_idx').on(t.status, t.playType, t.id.desc()), index('plays_author_idx').on(t.authorId, t.id.desc())],
);
