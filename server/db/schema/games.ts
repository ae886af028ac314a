import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns';
import { users } from './users';

/** Story games (seed §3 Game); status ALL 0, GENERATING 1, DRAFT 2, FAIL 3, PUBLISHED 10, APPROVED 50. */
export const games = pgTable(
  'games',
  {
    id: id(),
    authorId: ref('author_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    intro: text('intro').notNull().default(''),
    coverUrl: text('cover_url'),
    status: integer('status').notNull().default(2),
    setting: jsonb('setting').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('games_status_idx').on(t.status, t.id.desc()), index('games_author_idx').on(t.authorId, t.id.desc())],
);

export const gameChapters = pgTable(
  'game_chapters',
  {
    id: id(),
    gameId: ref('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    setting: jsonb('setting').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('game_chapters_game_idx').on(t.gameId, t.sort)],
);

/** eventType normal, objective or buildin; triggers click_interact, emotional, intent, … (seed §3). */
export const gameEvents = pgTable(
  'game_events',
  {
    id: id(),
    chapterId: ref('chapter_id')
      .notNull()
      .references(() => gameChapters.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull().default('normal'),
    trigger: jsonb('trigger').$type<Record<string, unknown>>().notNull().default({}),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('game_events_chapter_idx').on(t.chapterId, t.sort)],
);

export const gameActions = pgTable(
  'game_actions',
  {
    id: id(),
    eventId: ref('event_id')
      .notNull()
      .references(() => gameEvents.id, { onDelete: 'cascade' }),
    actionType: text('action_type').notNull(),
    actionData: jsonb('action_data').$type<unknown[]>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('game_actions_event_idx').on(t.eventId, t.sort)],
);
