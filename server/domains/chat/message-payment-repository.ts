import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { balanceNotEnough } from '@/server/domains/wallet/wallet-service';
import type { ConversationRead } from './conversation-read';
import { participantsOf, stateOfRow } from './participant-columns';
import { inItemOrder, TurnBatch } from './turn-batch';

/** A message its sender pays for (SingleTalk). */
export interface PaidMessage {
  msgId: bigint;
  userId: number;
  conversationId: string;
  topicId: string;
  topicType: number;
  roleId: number;
  dataType: string;
  data: Record<string, unknown>;
  /** Koin it costs, and the key that makes paying for it happen once. */
  amount: number;
  idempotencyKey: string;
}

/** What paying for a message came to: stored and paid, or this user's id already ('duplicate'), or another user's ('taken'). */
export type PaidOutcome = 'stored' | 'duplicate' | 'taken';

/** A conversation read beside a message's payment: its newest `limit` turns of `dataTypes` past the summary. */
export interface ReadWanted {
  limit: number;
  dataTypes: string[];
}

interface Payment {
  message: PaidMessage;
  read?: ReadWanted;
}

/** What a payment came to, with the read of its conversation when one was asked for (undefined: no such user). */
export interface PaidRead {
  outcome: PaidOutcome;
  state: ConversationRead | undefined;
}

/**
 * Users' messages stored and paid for (it runs for every chat message), each in its own right but all that arrive
 * within one turn of the event loop in one statement (chat_send_paid_many): one round trip, one transaction and one
 * wake-up of the database for a burst. A message may have its conversation read in the same statement, which then
 * sees the database as the statement began: without the batch's messages, and with the koin before their debits.
 * Each message's koin move through koin_move (migration 0008), the ledger's one primitive that every other movement
 * uses too (WalletService.move: refunds, gifts, check-ins, bonuses, grants); only this statement's transaction commits
 * without waiting for the disk. A wallet that cannot pay fails its own message with BalanceNotEnough, and nothing of it
 * is stored or paid.
 */
export class MessagePayments {
  private readonly query;
  private readonly batch = new TurnBatch<Payment, { outcome: PaidOutcome | 'poor'; state: ConversationRead | undefined }>((items) => this.payAll(items));

  /** `db`: where users' messages are accepted (DatabaseHandle.priority). */
  constructor(db: Database) {
    this.query = participantsOf(
      db,
      sql`chat_send_paid_many(${sql.placeholder('items')}::jsonb) as paid`,
      'paid',
      { ord: sql<number>`paid.ord`, outcome: sql<PaidOutcome | 'poor'>`paid.outcome` },
      sql`paid.turns > 0`,
    ).prepare('chat_send_paid_many');
  }

  /** Stores and pays for `message`: 'stored', or 'duplicate' (this user sent this id already: nothing paid again) or 'taken' (another user's id). */
  async pay(message: PaidMessage): Promise<PaidOutcome> {
    return (await this.settle({ message })).outcome;
  }

  /** As `pay`, with the message's conversation read in the same statement. */
  payReading(message: PaidMessage, read: ReadWanted): Promise<PaidRead> {
    return this.settle({ message, read });
  }

  private async settle(payment: Payment): Promise<PaidRead> {
    const { outcome, state } = await this.batch.run(payment);
    if (outcome === 'poor') throw balanceNotEnough();
    return { outcome, state };
  }

  private async payAll(payments: Payment[]) {
    const items = payments.map(({ message, read }, ord) => ({
      ord,
      msg_id: message.msgId.toString(),
      user_id: message.userId,
      conversation_id: message.conversationId,
      topic_id: message.topicId,
      topic_type: message.topicType,
      role_id: message.roleId,
      data_type: message.dataType,
      data: message.data,
      amount: message.amount,
      idempotency_key: message.idempotencyKey,
      turns: read?.limit ?? 0,
      types: read?.dataTypes ?? [],
    }));
    const rows = inItemOrder(await this.query.execute({ items: JSON.stringify(items) }), payments.length);
    return payments.map((payment, ord) => {
      const row = rows[ord];
      if (!row) throw new Error('chat_send_paid_many answered no row for a message');
      return { outcome: row.outcome, state: payment.read && row.user ? stateOfRow(row, row.user) : undefined };
    });
  }
}
