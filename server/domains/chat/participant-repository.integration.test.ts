import { and, eq, sql } from 'drizzle-orm';
import { DataType, KOIN_PER_MESSAGE, TopicType, aiTopicId } from '@/lib/contracts/chat';
import { queryRows, type Database } from '@/server/db/client';
import type { Executor } from '@/server/db/executor';
import { messages, users } from '@/server/db/schema';
import { ApiError, ErrorCode } from '@/server/errors';
import { DATABASE_KINDS } from '@/server/test/test-database';
import { createTestRuntime, type TestRuntime } from '@/server/test/test-runtime';
import { conversationIdOf } from './chat-frames';
import { TURNS_READ } from './conversation-context';
import { MessageIds } from './message-ids';
import { MessagePayments, type PaidMessage, type PaidRead } from './message-payment-repository';
import { MessageRepository, type Topic } from './message-repository';
import { ParticipantRepository } from './participant-repository';

const ROLE_ID = 7;
const TURN_TYPES = [DataType.SingleTalk, DataType.Greeting];

describe.each(DATABASE_KINDS)('MessagePayments and ParticipantRepository.readPaying [%s]', (kind) => {
  let rt: TestRuntime;
  let participants: ParticipantRepository;
  let payments: MessagePayments;
  const ids = new MessageIds();
  let n = 0;

  /** A user with `koin` in the wallet, and their conversation with one character. */
  const newUser = async (koin: number): Promise<Topic> => {
    const [row] = await rt.database.db.insert(users).values({ source: 'google', subject: `paying-${kind}-${++n}-${Date.now()}`, name: `Reader ${n}` }).returning({ id: users.id });
    if (koin > 0) await rt.services.wallet.move([{ userId: row!.id, amount: koin, reason: 'admin_grant' }]);
    return { userId: row!.id, topicId: aiTopicId(ROLE_ID), topicType: TopicType.AiSingle };
  };
  const messageOf = (topic: Topic, content: string, msgId = ids.next()): PaidMessage => ({
    msgId,
    conversationId: conversationIdOf(topic.userId, topic.topicType, topic.topicId),
    ...topic,
    roleId: ROLE_ID,
    dataType: DataType.SingleTalk,
    data: { content, contentType: 't', roleId: ROLE_ID },
    amount: KOIN_PER_MESSAGE,
    idempotencyKey: `chat:${msgId}`,
  });
  const storedIds = async (topic: Topic) =>
    (await rt.database.db.select({ msgId: messages.msgId }).from(messages).where(and(eq(messages.userId, topic.userId), eq(messages.topicId, topic.topicId)))).map((r) => r.msgId);

  beforeAll(async () => {
    rt = await createTestRuntime(kind, { seed: false });
    payments = new MessagePayments(rt.database.priority);
    participants = new ParticipantRepository(rt.database.db, payments);
  });
  afterAll(() => rt.close());

  it('stores and pays for the message and reads the conversation as it was when the statement began', async () => {
    const topic = await newUser(5);
    const first = messageOf(topic, 'Good evening.');
    expect((await participants.readPaying(first, TURNS_READ, TURN_TYPES)).outcome).toBe('stored');

    const second = messageOf(topic, 'How was your day?');
    const { outcome, state } = await participants.readPaying(second, TURNS_READ, TURN_TYPES);
    expect(outcome).toBe('stored');
    // The read is the same as `read` makes beside a payment: earlier turns only, and the koin before this debit.
    expect(state!.turns.map((t) => t.msgId)).toEqual([first.msgId]);
    expect(state!.turns[0]!.data).toMatchObject({ content: 'Good evening.' });
    expect(state!.incoming).toEqual({ balance: 4, idKnown: false });
    expect(state!.participant.info.name).toBe(`Reader ${n}`);
    expect(await rt.services.wallet.balance(topic.userId)).toBe(3);
    expect(await storedIds(topic)).toEqual(expect.arrayContaining([first.msgId, second.msgId]));
    expect(await participants.read(topic, ROLE_ID, TURNS_READ, TURN_TYPES, 0n)).toMatchObject({ incoming: { balance: 3 }, turns: [{ msgId: first.msgId }, { msgId: second.msgId }] });
  });

  it('pays for a message sent again once, and says whose id it was', async () => {
    const topic = await newUser(5);
    const message = messageOf(topic, 'Once.');
    await participants.readPaying(message, TURNS_READ, TURN_TYPES);
    const again = await participants.readPaying(message, TURNS_READ, TURN_TYPES);
    expect(again.outcome).toBe('duplicate');
    expect(again.state!.incoming.idKnown).toBe(true);
    expect(await rt.services.wallet.balance(topic.userId)).toBe(4);

    const other = await newUser(5);
    expect((await participants.readPaying({ ...messageOf(other, 'Mine?'), msgId: message.msgId }, TURNS_READ, TURN_TYPES)).outcome).toBe('taken');
    expect(await rt.services.wallet.balance(other.userId)).toBe(5);
  });

  it('refuses an empty wallet with BalanceNotEnough, storing, paying and reading nothing', async () => {
    const topic = await newUser(0);
    const refused = participants.readPaying(messageOf(topic, 'Anyone there?'), TURNS_READ, TURN_TYPES);
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ code: ErrorCode.BalanceNotEnough });
    expect(await storedIds(topic)).toEqual([]);
    expect(await rt.services.wallet.balance(topic.userId)).toBe(0);
  });

  it("commits a paid message without waiting for the disk, and only that statement's transaction", async () => {
    const commitMode = async (executor: Executor) => (await queryRows<{ mode: string }>(executor as Database, sql`select current_setting('synchronous_commit') as mode`))[0]!.mode;
    const topic = await newUser(5);
    const message = messageOf(topic, 'Quick one.');
    await rt.database.priority.transaction(async (tx) => {
      expect(await commitMode(tx)).toBe('on');
      await new MessageRepository(tx as unknown as Database).insertPaid(message);
      expect(await commitMode(tx)).toBe('off');
    });
    expect(await storedIds(topic)).toEqual([message.msgId]);
    expect(await rt.services.wallet.balance(topic.userId)).toBe(4);

    await new MessageRepository(rt.database.db, payments).insertPaid(messageOf(topic, 'And another.'));
    await participants.readPaying(messageOf(topic, 'And a third.'), TURNS_READ, TURN_TYPES);
    expect(await commitMode(rt.database.priority)).toBe('on');
    expect(await rt.services.wallet.balance(topic.userId)).toBe(2);
  });
  it('pays for the messages that arrive together in one statement, each on its own terms', async () => {
    const [a, b, poor, other] = [await newUser(3), await newUser(3), await newUser(0), await newUser(3)];
    const taken = messageOf(other, 'Taken id.');
    await payments.pay(taken);
    const first = messageOf(a, 'One.');
    const sent = [
      payments.pay(first),
      payments.pay(first),
      payments.payReading(messageOf(b, 'Two.'), { limit: TURNS_READ, dataTypes: TURN_TYPES }),
      payments.pay(messageOf(poor, 'Three.')),
      payments.pay({ ...messageOf(a, 'Four.'), msgId: taken.msgId }),
      payments.pay(messageOf(a, 'Five.')),
    ];
    const settled = await Promise.allSettled(sent);
    const outcomes = settled.map((s) => (s.status === 'fulfilled' ? (typeof s.value === 'string' ? s.value : s.value.outcome) : (s.reason as ApiError).code));
    // The same id twice in one batch is one message, paid once; an empty wallet fails its own message only.
    expect(outcomes).toEqual(['stored', 'duplicate', 'stored', ErrorCode.BalanceNotEnough, 'taken', 'stored']);
    expect(await rt.services.wallet.balance(a.userId)).toBe(1);
    expect(await rt.services.wallet.balance(b.userId)).toBe(2);
    expect(await rt.services.wallet.balance(poor.userId)).toBe(0);
    expect(await rt.services.wallet.balance(other.userId)).toBe(2);
    expect(await storedIds(poor)).toEqual([]);
    // The read beside its payment is the conversation before the batch, with the koin before its debit.
    const read = (settled[2] as PromiseFulfilledResult<PaidRead>).value.state!;
    expect(read).toMatchObject({ turns: [], incoming: { balance: 3, idKnown: false } });
    expect(read.participant.info.name).toBe(`Reader ${n - 2}`);
    // One statement: every message of the batch was written by the same transaction.
    const stored = [first.msgId, ...(await storedIds(b)), ...(await storedIds(a))];
    const writers = await queryRows<{ xid: string }>(rt.database.db, sql`select distinct xmin::text as xid from ${messages} where ${messages.msgId} in (${sql.join(stored.map((id) => sql`${id.toString()}::bigint`), sql`, `)})`);
    expect(writers).toHaveLength(1);
  });
});
