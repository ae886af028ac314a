import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, ref } from './columns';
import { userRef } from './users';

/** Chat messages as the wire describes them (seed §3 Message); msgId is a snowflake, unique. */
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
    createdAt: createdAt(),
  },
  (t) => [index('messages_topic_idx').on(t.userId, t.topicId, t.topicType, t.msgId.desc())],
);
