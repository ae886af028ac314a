import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns';
import { users } from './users';

export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    contact: text('contact'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_recent_idx').on(t.id.desc())],
);

/** App reports: launches, impressions and content reports, kept as events. */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('reports_kind_idx').on(t.kind, t.id.desc())],
);
