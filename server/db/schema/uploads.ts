import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { userRef } from './users';

/**
 * Upload tickets that have been used (file/uploadSasString): a ticket is signed, not stored, when it is handed
 * out; the first use records its key here, so a second use of the same URL finds the row and is refused.
 * Rows outlive their ticket only until it expires.
 */
export const uploadTickets = pgTable(
  'upload_tickets',
  {
    key: text('key').primaryKey(),
    userId: userRef(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('upload_tickets_expires_idx').on(t.expiresAt)],
);
