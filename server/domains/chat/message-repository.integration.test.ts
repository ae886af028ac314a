import { and, eq } from 'drizzle-orm';
import { DataType, TopicType, aiTopicId } from '@/lib/contracts/chat';
import { messages, users } from '@/server/db/schema';
import { DATABASE_KINDS } from '@/server/test/test-database';
import { createTestRuntime, type TestRuntime } from '@/server/test/test-runtime';
import { conversationIdOf, roleUid } from './chat-frames';
import { MessageIds } from './message-ids';
import { MessagePayments } from './message-payment-repository';
import { MessageRepository, type Topic } from './message-repository';

const ROLE_ID = 7;

describe.each(DATABASE_KINDS)('MessageRepository: replies and acknowledgements [%s]', (kind) => {
  let rt: TestRuntime;
  let repository: MessageRepository;
  const ids = new MessageIds();
  let n = 0;

  const newTopic = async (): Promise<Topic> => {
    const [row] = await rt.database.db.insert(users).values({ source: 'google', subject: `replies-${kind}-${++n}-${Date.now()}`, name: `Listener ${n}` }).returning({ id: users.id });
    return { userId: row!.id, topicId: aiTopicId(ROLE_ID), topicType: TopicType.AiSingle };
  };
  const replyOf = (topic: Topic, content: string, msgId = ids.next()) => ({
    msgId,
    userId: topic.userId,
    conversationId: conversationIdOf(topic.userId, topic.topicType, topic.topicId),
    topicId: topic.topicId,
    topicType: topic.topicType,
    fromUid: roleUid(ROLE_ID),
    roleId: ROLE_ID,
    dataType: DataType.SingleTalk,
    data: { content, msgFinish: true, emotion: 3, replyTo: '42' },
  });
  const acks = async (topic: Topic) =>
    Object.fromEntries(
      (await rt.database.db.select({ msgId: messages.msgId, ack: messages.ack }).from(messages).where(and(eq(messages.userId, topic.userId), eq(messages.topicId, topic.topicId)))).map((r) => [
        r.msgId.toString(),
        r.ack,
      ]),
    );

  beforeAll(async () => {
    rt = await createTestRuntime(kind, { seed: false });
    repository = new MessageRepository(rt.database.db, new MessagePayments(rt.database.priority));
  });
  afterAll(() => rt.close());

  it('stores a reply unacknowledged and answers it as the table reads it; a taken id stores nothing', async () => {
    const topic = await newTopic();
    const reply = replyOf(topic, 'Hello <b>there</b> "friend" 🌙');
    const stored = await repository.insertReply(reply);
    expect(stored).toMatchObject({ ...reply, ack: 0, rewriteCount: 0, msgType: 'Biz' });
    expect(typeof stored!.msgId).toBe('bigint');
    expect(stored!.createdAt).toBeInstanceOf(Date);
    expect(await repository.find(topic.userId, reply.msgId)).toEqual(stored);

    expect(await repository.insertReply({ ...replyOf(topic, 'Again?'), msgId: reply.msgId })).toBeUndefined();
    expect((await repository.find(topic.userId, reply.msgId))!.data).toEqual(reply.data);
  });

  it('stores replies finished together in one statement, each answered to its caller, and one that cannot be stored fails alone', async () => {
    const topic = await newTopic();
    const taken = replyOf(topic, 'first');
    await repository.insertReply(taken);
    const [a, b] = [replyOf(topic, 'together a'), replyOf(topic, 'together b')];
    // A reply to a user who does not exist breaks the batch's statement; it is tried again alone.
    const orphan = { ...replyOf(topic, 'nobody'), userId: 2_000_000_000 };
    const answers = await Promise.allSettled([
      repository.insertReply(a),
      repository.insertReply({ ...replyOf(topic, 'again'), msgId: taken.msgId }),
      repository.insertReply(orphan),
      repository.insertReply(b),
    ]);
    expect(answers.map((x) => x.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((answers[0] as PromiseFulfilledResult<unknown>).value).toMatchObject({ ...a, ack: 0 });
    expect((answers[1] as PromiseFulfilledResult<unknown>).value).toBeUndefined();
    expect((answers[3] as PromiseFulfilledResult<unknown>).value).toMatchObject({ ...b, ack: 0 });
    expect(await acks(topic)).toEqual({ [taken.msgId.toString()]: 0, [a.msgId.toString()]: 0, [b.msgId.toString()]: 0 });
    expect((await repository.find(topic.userId, taken.msgId))!.data).toEqual(taken.data);
  });

  it('acknowledges only the listed messages of the user who received them', async () => {
    const topic = await newTopic();
    const other = await newTopic();
    const [a, b, c] = [replyOf(topic, 'a'), replyOf(topic, 'b'), replyOf(topic, 'c')];
    const theirs = replyOf(other, 'theirs');
    for (const reply of [a, b, c, theirs]) await repository.insertReply(reply);

    await repository.acknowledge(topic.userId, [a.msgId, c.msgId, theirs.msgId, ids.next()]);
    await repository.acknowledge(topic.userId, []);
    expect(await acks(topic)).toEqual({ [a.msgId.toString()]: 1, [b.msgId.toString()]: 0, [c.msgId.toString()]: 1 });
    expect(await acks(other)).toEqual({ [theirs.msgId.toString()]: 0 });
    expect((await repository.unacked(topic.userId, 10)).map((r) => r.msgId)).toEqual([b.msgId]);
  });

  it("writes acknowledgements arriving together in one statement, each user's for their own messages only", async () => {
    const [mine, theirs] = [await newTopic(), await newTopic()];
    const [a, b, c] = [replyOf(mine, 'a'), replyOf(mine, 'b'), replyOf(theirs, 'c')];
    for (const reply of [a, b, c]) await repository.insertReply(reply);

    // Each claims the other's message too; only their own are marked.
    await Promise.all([repository.acknowledge(mine.userId, [a.msgId, c.msgId]), repository.acknowledge(theirs.userId, [c.msgId, b.msgId])]);
    expect(await acks(mine)).toEqual({ [a.msgId.toString()]: 1, [b.msgId.toString()]: 0 });
    expect(await acks(theirs)).toEqual({ [c.msgId.toString()]: 1 });
  });
});
