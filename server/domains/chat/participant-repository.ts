import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import type { ConversationRead } from './conversation-read';
import { MessagePayments, type PaidMessage, type PaidRead } from './message-payment-repository';
import type { Topic } from './message-repository';
import { participantsOf, stateOfRow } from './participant-columns';
import { inItemOrder, TurnBatch } from './turn-batch';

/** One read a reply asked for. */
interface ReadItem {
  topic: Topic;
  roleId: number;
  limit: number;
  dataTypes: string[];
  incomingId: bigint;
}

/**
 * Reads what a reply needs to know in one statement (it runs for every chat message): the participant, the
 * newest turns of the conversation past the memory's summary (oldest first), and what the sender's wallet
 * held and whether the message being answered was stored already when it was read.
 */
export class ParticipantRepository {
  /** Built once: a prepared query skips Drizzle's query building, and PostgreSQL's parsing, on every call. */
  private readonly query;
  /** Reads asked for within one turn of the event loop (replies that finished together start the next ones) go as one. */
  private readonly reads = new TurnBatch<ReadItem, ConversationRead | undefined>((items) => this.readAll(items));

  /** `payments`: where a user's message is accepted and paid (on DatabaseHandle.priority), so where readPaying runs. */
  constructor(
    db: Database,
    private readonly payments: MessagePayments = new MessagePayments(db),
  ) {
    this.query = participantsOf(db, sql`chat_reads_wanted(${sql.placeholder('items')}::jsonb) as want`, 'want', { ord: sql<number>`want.ord` }).prepare(
      'chat_participant_turns',
    );
  }

  /**
   * The participant of a conversation with its newest `limit` turns of `dataTypes` past the summary; `incomingId`
   * is the message being answered (0 when there is none).
   */
  read(topic: Topic, roleId: number, limit: number, dataTypes: string[], incomingId = 0n): Promise<ConversationRead | undefined> {
    return this.reads.run({ topic, roleId, limit, dataTypes, incomingId });
  }

  private async readAll(items: ReadItem[]): Promise<(ConversationRead | undefined)[]> {
    const wanted = items.map(({ topic, roleId, limit, dataTypes, incomingId }, ord) => ({
      ord,
      user_id: topic.userId,
      role_id: roleId,
      topic_id: topic.topicId,
      topic_type: topic.topicType,
      turns: limit,
      types: dataTypes,
      msg_id: incomingId.toString(),
    }));
    const rows = inItemOrder(await this.query.execute({ items: JSON.stringify(wanted) }), items.length);
    return rows.map((row) => (row?.user ? stateOfRow(row, row.user) : undefined));
  }

  /**
   * Stores and pays for `message` (MessagePayments) and reads its conversation as `read` does, in one statement:
   * one round trip and one transaction where there would be two. Not enough koin throws BalanceNotEnough, and then
   * nothing was stored, paid or read.
   */
  readPaying(message: PaidMessage, limit: number, dataTypes: string[]): Promise<PaidRead> {
    return this.payments.payReading(message, { limit, dataTypes });
  }
}
