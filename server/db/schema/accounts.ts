import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns';
import { userRef, users } from './users';

/**
 * Local accounts (email + password). The email is normalised (trimmed, lower-case) and unique; the password
 * is kept only as a scrypt hash that names its own parameters and salt, so they can be raised later.
 */
export const localCredentials = pgTable(
  'local_credentials',
  {
    userId: userRef().primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** When the user last asked for a reset link that no mail could carry: the owner sees it and makes one. */
    resetRequestedAt: timestamp('reset_requested_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('local_credentials_email_uq').on(t.email)],
);

/**
 * One-time links: password resets (1 h), email verifications (7 days) and invitations (7 days, optionally
 * bound to an email). Only the token's SHA-256 is stored; a used or expired token opens nothing.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: ref('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_uq').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId),
    check('account_tokens_kind_ck', sql`${t.kind} in ('reset', 'verify', 'invite')`),
  ],
);

/**
 * The instance's owner: at most one row, its key fixed at 1. The first account claims it by inserting that
 * row (ON CONFLICT DO NOTHING) in the transaction that makes the account, so of two sign-ups at once
 * exactly one becomes the owner.
 */
export const instanceOwner = pgTable(
  'instance_owner',
  {
    id: integer('id').primaryKey().default(1),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    claimedAt: createdAt(),
  },
  (t) => [check('instance_owner_single_ck', sql`${t.id} = 1`)],
);

/** What owners did to accounts (invites, disabling, enabling, reset links, owner changes): who, to whom, when. */
export const accountAudit = pgTable(
  'account_audit',
  {
    id: id(),
    actorId: ref('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetUserId: ref('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('account_audit_target_idx').on(t.targetUserId), index('account_audit_created_idx').on(t.createdAt)],
);
