import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, ref, updatedAt } from './columns';
import { rolePlots, roleRef } from './roles';
import { sessions, userRef } from './users';

/**
 * Chat messages as the wire describes them (seed §3 Message); msgId is a snowflake, unique. `ack` is 0 for
 * a message the server sent that the client has not acknowledged yet (redelivered on reconnect), else 1.
 */
export const messages = pgTable(
  'messages',
  {
    msgId: bigint('msg_id', { mode: 'bigint' }).primaryKey(),
    userId: userRef(),
    conversationId: text('conversation_id'),
    topicId: text('topic_id').notNull(),
    topicType: integer('topic_type').notNull(),
    fromUid: text('from_uid').notNull(),
    roleId: ref('role_id'),
    msgType: text('msg_type').notNull().default('Biz'),
    dataType: text('data_type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    ack: integer('ack').notNull().default(0),
    rewriteCount: integer('rewrite_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_topic_idx').on(t.userId, t.topicId, t.topicType, t.msgId.desc()),
    index('messages_unacked_idx').on(t.userId, t.msgId).where(sql`${t.ack} = 0`),
    /** Paid messages that never got a reply lease are looked for among the recent ones (ReplyLeases). */
    index('messages_created_idx').on(t.createdAt),
  ],
);

/** What a character remembers of a user (seed: memory): a rolling summary of older turns and the user's facts. */
export const chatMemories = pgTable(
  'chat_memories',
  {
    userId: userRef(),
    roleId: roleRef(),
    summary: text('summary').notNull().default(''),
    facts: jsonb('facts').$type<Record<string, unknown>[]>().notNull().default(sql`'[]'::jsonb`),
    /** The newest message folded into the summary; later ones are sent as recent turns. */
    summarizedThrough: bigint('summarized_through', { mode: 'bigint' }),
    /**
     * Counts the user's own edits of this memory (a fact changed or deleted, the summary rewritten, everything
     * forgotten): a fact or a summary the chat began writing before an edit is not saved over it.
     */
    revision: integer('revision').notNull().default(0),
    /**
     * Values the user deleted or changed (`{value, through}`): the turns up to message `through` still say them, and no
     * prompt or fold reads those turns' sentences that name them. Dropped once the summary covers `through`.
     */
    forgotten: jsonb('forgotten').$type<{ value: string; through: string }[]>().notNull().default(sql`'[]'::jsonb`),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** One-time socket tickets (DESIGN §6): the browser opens its socket with one instead of the session token. */
export const socketTickets = pgTable('socket_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  sessionId: ref('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * Who is writing a paid message's reply: the instance renews `until` while the reply is under way and removes the
 * row once it is stored or refunded. A paid message with neither reply nor refund whose lease ran out (its
 * instance died) is refunded by whichever instance sweeps first (ReplyLeases).
 */
export const replyLeases = pgTable('reply_leases', {
  msgId: bigint('msg_id', { mode: 'bigint' }).primaryKey(),
  userId: userRef(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});

/**
 * A plot a user is playing with a character (EnterPlot until it completes or ExitPlot): one per conversation.
 * `roundsDone` counts the replies stored in it, so a reconnect resumes where the scene was.
 */
export const plotSessions = pgTable(
  'plot_sessions',
  {
    userId: userRef(),
    roleId: roleRef(),
    plotId: ref('plot_id')
      .notNull()
      .references(() => rolePlots.id, { onDelete: 'cascade' }),
    roundsDone: integer('rounds_done').notNull().default(0),
    startedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('plot_sessions_plot_idx').on(t.plotId)],
);
