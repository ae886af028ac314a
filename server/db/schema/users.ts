import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns';

/** Visitors and signed-in users (seed §3 userInfo). A visitor has source 'visitor' and is keyed by device. */
export const users = pgTable(
  'users',
  {
    id: id(),
    source: text('source').notNull(),
    subject: text('subject').notNull(),
    name: text('name').notNull(),
    /** The person chose `name` (a nickname they typed, a provider's profile name); a visitor's "Guest 12" is not chosen. */
    nameChosen: boolean('name_chosen').notNull().default(true),
    /** When the chat first asked a person without a chosen name what to call them (seed enter_nickname); asked once. */
    nameAskedAt: timestamp('name_asked_at', { withTimezone: true }),
    email: text('email'),
    avatar: text('avatar'),
    gender: text('gender').notNull().default('non'),
    lang: text('lang'),
    openNsfw: boolean('open_nsfw').notNull().default(false),
    autoAudio: boolean('auto_audio').notNull().default(true),
    llmConfig: jsonb('llm_config').$type<Record<string, unknown>>(),
    tagList: jsonb('tag_list').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    mergedInto: ref('merged_into'),
    /** Set by an owner: the user's sessions ended then, and no sign-in opens the account until it is enabled again. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_source_subject_uq').on(t.source, t.subject)],
);

/**
 * A visitor's device. The device id names it; the device secret opens it: only the secret's SHA-256 is
 * stored. Devices from before secrets have none until their first login with a live session of the visitor.
 */
export const visitorDevices = pgTable(
  'visitor_devices',
  {
    deviceId: text('device_id').primaryKey(),
    userId: userRef(),
    secretHash: text('secret_hash'),
    systemType: text('system_type'),
    systemVersion: text('system_version'),
    phoneModel: text('phone_model'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('visitor_devices_user_idx').on(t.userId)],
);

/** Backend tokens: only a hash is stored, so a leaked table cannot be replayed. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: userRef(),
    tokenHash: text('token_hash').notNull(),
    deviceId: text('device_id'),
    systemType: text('system_type'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** The chat persona a user presents to characters. */
export const userPersonalConfigs = pgTable('user_personal_configs', {
  userId: userRef().primaryKey(),
  config: jsonb('config').$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

export const pushTokens = pgTable(
  'push_tokens',
  {
    userId: userRef(),
    systemType: text('system_type').notNull(),
    deviceToken: text('device_token').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.systemType] })],
);

/** Whitelist levels (seed §6): 1 internal, 2 external. */
export const whitelist = pgTable('whitelist', {
  userId: userRef().primaryKey(),
  level: integer('level').notNull(),
  grantedBy: ref('granted_by'),
  createdAt: createdAt(),
});

/** A row that belongs to a user and goes with the user's account (seed §7 user/cancel). */
export function userRef() {
  return ref('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
}
