import { bigint, boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, ref } from './columns';
import { userRef } from './users';

/**
 * Passkeys (WebAuthn credentials) that sign a user in. The credential id is the authenticator's; the user
 * handle is the WebAuthn user id the account's passkeys share (random, so it says nothing about the user).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    credentialId: text('credential_id').primaryKey(),
    userId: userRef(),
    userHandle: text('user_handle').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** 'singleDevice' or 'multiDevice' (a synced passkey). */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * One WebAuthn ceremony's challenge, or the login ticket a passkey sign-up hands to the sign-in: single use
 * (taken by deleting it), expiring, kept in the database so any instance can finish what another began.
 * `userId` is the session that began it (or, for a ticket, the account it signs in); `data` what the ceremony
 * carries (a sign-up's name and email).
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    challenge: text('challenge'),
    userId: ref('user_id'),
    rpId: text('rp_id'),
    origins: jsonb('origins').$type<string[]>(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('passkey_challenges_expires_idx').on(t.expiresAt)],
);
