import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, tsvector, updatedAt } from './columns';
import { users } from './users';

/** Role status (seed §4): 1 generating, 2 draft, 10 published, 50 approved (see lib/contracts/role-create.ts). */
export const roles = pgTable(
  'roles',
  {
    id: id(),
    slug: text('slug'),
    authorId: ref('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull().default('KOKO'),
    name: text('name').notNull(),
    gender: text('gender').notNull().default('non'),
    intro: text('intro').notNull().default(''),
    greeting: text('greeting').notNull().default(''),
    personality: text('personality').notNull().default(''),
    scenario: text('scenario').notNull().default(''),
    exampleDialogue: text('example_dialogue').notNull().default(''),
    nsfw: boolean('nsfw').notNull().default(false),
    status: integer('status').notNull().default(2),
    coverUrl: text('cover_url'),
    look: jsonb('look').$type<Record<string, unknown>>(),
    voice: jsonb('voice').$type<Record<string, unknown>>(),
    character: jsonb('character').$type<Record<string, unknown>>(),
    likeCount: integer('like_count').notNull().default(0),
    hotScore: integer('hot_score').notNull().default(0),
    promotion: boolean('promotion').notNull().default(false),
    /** The creation flow's last progress code (seed §4), saved by pipeSave; null before the first. */
    progress: integer('progress'),
    /** Staff review: none, pending, approved, rejected, takenDown (lib/contracts/role-create.ts REVIEW_STATES). */
    reviewState: text('review_state').$type<'none' | 'pending' | 'approved' | 'rejected' | 'takenDown'>().notNull().default('none'),
    /** Why staff rejected or took the role down; the author reads it. */
    reviewNote: text('review_note'),
    reviewedBy: ref('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The English search document: name (weight A) and intro (B), stemmed in English. */
    searchEn: tsvector('search_en')
      .notNull()
      .generatedAlwaysAs(sql`setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, intro), 'B')`),
  },
  (t) => [
    uniqueIndex('roles_slug_uq').on(t.slug),
    index('roles_search_en_idx').using('gin', t.searchEn),
    index('roles_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('roles_intro_trgm_idx').using('gin', t.intro.op('gin_trgm_ops')),
    index('roles_feed_idx').on(t.status, t.hotScore.desc(), t.id.desc()),
    index('roles_author_idx').on(t.authorId, t.status),
    index('roles_name_lower_idx').on(sql`lower(${t.name})`),
    index('roles_review_idx').on(t.reviewState, t.reviewRequestedAt),
  ],
);

/** Tags; titles are unique case-insensitively, and tabs are the discover categories. */
export const tags = pgTable(
  'tags',
  {
    id: id(),
    title: text('title').notNull(),
    tagType: text('tag_type').notNull().default('role'),
    background: text('background'),
    isTab: boolean('is_tab').notNull().default(false),
    nsfw: boolean('nsfw').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    /** Who created the tag with app/tag/create (null for the house's tags); they may change its background. */
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tags_title_uq').on(t.tagType, sql`lower(${t.title})`), index('tags_tab_idx').on(t.isTab, t.sort)],
);

export const roleTags = pgTable(
  'role_tags',
  {
    roleId: roleRef(),
    tagId: ref('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.tagId] }), index('role_tags_tag_idx').on(t.tagId, t.roleId)],
);

/** A role's chosen properties (avatar, voice, bgm, skybox, animation), each an asset. */
export const roleProperties = pgTable(
  'role_properties',
  {
    roleId: roleRef(),
    kind: text('kind').notNull(),
    assetId: ref('asset_id').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.kind, t.assetId] }), index('role_properties_asset_idx').on(t.assetId)],
);

/** A row about a role that goes with the role. */
export function roleRef() {
  return ref('role_id')
    .notNull()
    .references(() => roles.id, { onDelete: 'cascade' });
}

/**
 * How far a periodic aggregation has read (hot-score.ts): for `chat`, the newest message id already counted into
 * roles' hot scores. One row per source; the row's lock makes instances take turns.
 */
export const hotScoreMarks = pgTable('hot_score_marks', {
  source: text('source').primaryKey(),
  lastMsgId: bigint('last_msg_id', { mode: 'bigint' }).notNull(),
  updatedAt: updatedAt(),
});

/**
 * A role's plots (seed §2 plotsDeck, plotEdit): short scenes its author writes, with a goal and a number of dialogue
 * rounds (1–5) after which the scene is complete. Listed in `sort` order.
 */
export const rolePlots = pgTable(
  'role_plots',
  {
    id: id(),
    roleId: roleRef(),
    title: text('title').notNull(),
    /** What the user and the character are doing, and what the scene is for. */
    scene: text('scene').notNull(),
    /** `{{user}}: …` / `{{char}}: …` lines showing how the scene sounds. */
    dialogueExample: text('dialogue_example').notNull(),
    rounds: integer('rounds').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('role_plots_role_idx').on(t.roleId, t.sort, t.id)],
);
