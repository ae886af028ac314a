import { sql } from 'drizzle-orm';
import { DataType, TopicType, aiTopicId } from '@/lib/contracts/chat';
import { queryRows } from '@/server/db/client';
import { chatMemories, roles, users } from '@/server/db/schema';
import { DATABASE_KINDS } from '@/server/test/test-database';
import { createTestRuntime, type TestRuntime } from '@/server/test/test-runtime';
import { conversationIdOf, roleUid } from './chat-frames';
import { MemoryRepository, type SummaryFold } from './memory-repository';
import { MessageIds } from './message-ids';
import { MessageRepository, type Topic } from './message-repository';

const TURN_TYPES = [DataType.SingleTalk, DataType.Greeting];

describe.each(DATABASE_KINDS)('MemoryRepository [%s]', (kind) => {
  let rt: TestRuntime;
  let memory: MemoryRepository;
  let messages: MessageRepository;
  const ids = new MessageIds();
  let n = 0;
  /** The character every conversation here is with. */
  let roleId: number;

  /** A user and their conversation with one character, holding `turns` turns (and one message that is no turn). */
  const conversation = async (turns: number): Promise<{ topic: Topic; turnIds: bigint[] }> => {
    const [row] = await rt.database.db.insert(users).values({ source: 'google', subject: `memory-${kind}-${++n}-${Date.now()}`, name: `Rememberer ${n}` }).returning({ id: users.id });
    const topic = { userId: row!.id, topicId: aiTopicId(roleId), topicType: TopicType.AiSingle };
    const conversationId = conversationIdOf(topic.userId, topic.topicType, topic.topicId);
    const turnIds: bigint[] = [];
    for (let i = 0; i < turns; i++) {
      const msgId = ids.next();
      const fromUid = i % 2 ? roleUid(roleId) : String(topic.userId);
      await messages.insert({ msgId, conversationId, ...topic, fromUid, roleId: roleId, dataType: DataType.SingleTalk, data: { content: `turn ${i}` }, ack: 1 });
      turnIds.push(msgId);
      if (i === 1) await messages.insert({ msgId: ids.next(), conversationId, ...topic, fromUid, roleId: roleId, dataType: DataType.Notify, data: { content: 'not a turn' }, ack: 1 });
    }
    return { topic, turnIds };
  };
  const foldOf = (topic: Topic, after: bigint | null, through: bigint, turns: number, summary: string, revision = 0): SummaryFold => ({
    topic,
    roleId: roleId,
    dataTypes: TURN_TYPES,
    after,
    through,
    turns,
    summary,
    revision,
  });

  beforeAll(async () => {
    rt = await createTestRuntime(kind, { seed: false });
    memory = new MemoryRepository(rt.database.db);
    messages = new MessageRepository(rt.database.db);
    const [role] = await rt.database.db.insert(roles).values({ name: 'Mira', status: 10 }).returning({ id: roles.id });
    roleId = role!.id;
  });
  afterAll(() => rt.close());

  it('saves a summary written from the turns the conversation holds, and keeps the facts beside it', async () => {
    const { topic, turnIds } = await conversation(6);
    expect(await memory.saveFacts(topic.userId, roleId, [{ kind: 'name', value: 'Ann', source: 'I am Ann.' }], 0)).toBe(true);
    expect(await memory.saveSummary(foldOf(topic, null, turnIds[3]!, 4, 'They met.'))).toBe(true);
    expect(await memory.get(topic.userId, roleId)).toEqual({ summary: 'They met.', summarizedThrough: turnIds[3], facts: [{ kind: 'name', value: 'Ann', source: 'I am Ann.' }], revision: 0, forgotten: [] });

    // Facts learned later leave the summary as it is.
    await memory.saveFacts(topic.userId, roleId, [{ kind: 'pet', value: 'Biscuit', source: 'I have a cat called Biscuit.' }], 0);
    expect(await memory.get(topic.userId, roleId)).toMatchObject({ summary: 'They met.', summarizedThrough: turnIds[3], facts: [{ value: 'Biscuit' }] });

    // The next fold goes on from where this one stopped.
    expect(await memory.saveSummary(foldOf(topic, turnIds[3]!, turnIds[5]!, 2, 'They met and talked.'))).toBe(true);
    expect(await memory.get(topic.userId, roleId)).toMatchObject({ summary: 'They met and talked.', summarizedThrough: turnIds[5] });
  });

  it('saves nothing when the memory has moved on or the turns are not the ones the summary was written from', async () => {
    const { topic, turnIds } = await conversation(8);
    // Without a memory row yet: a summary from a turn count the conversation does not hold is refused.
    expect(await memory.saveSummary(foldOf(topic, null, turnIds[3]!, 3, 'Missed a turn.'))).toBe(false);
    expect(await memory.get(topic.userId, roleId)).toEqual({ summary: '', facts: [], summarizedThrough: null, revision: 0, forgotten: [] });

    expect(await memory.saveSummary(foldOf(topic, null, turnIds[3]!, 4, 'First.'))).toBe(true);
    // Written by another hand first: a fold from where the memory stood before is refused, whoever wrote it.
    expect(await memory.saveSummary(foldOf(topic, null, turnIds[5]!, 6, 'Stale.'))).toBe(false);
    expect(await memory.saveSummary(foldOf(topic, turnIds[1]!, turnIds[5]!, 4, 'Stale too.'))).toBe(false);
    expect(await memory.get(topic.userId, roleId)).toMatchObject({ summary: 'First.', summarizedThrough: turnIds[3] });
  });

  it('saves the summaries folded together in one statement, each on its own terms', async () => {
    const [a, b, c] = [await conversation(6), await conversation(6), await conversation(6)];
    const saved = await Promise.all([
      memory.saveSummary(foldOf(a.topic, null, a.turnIds[3]!, 4, 'A.')),
      memory.saveSummary(foldOf(b.topic, null, b.turnIds[3]!, 5, 'B, wrong count.')),
      memory.saveSummary(foldOf(c.topic, null, c.turnIds[1]!, 2, 'C.')),
    ]);
    expect(saved).toEqual([true, false, true]);
    const summaries = await Promise.all([a, b, c].map(({ topic }) => memory.get(topic.userId, roleId)));
    expect(summaries.map((m) => m.summary)).toEqual(['A.', '', 'C.']);
    const writers = await queryRows<{ xid: string }>(
      rt.database.db,
      sql`select distinct xmin::text as xid from ${chatMemories} where ${chatMemories.userId} in (${a.topic.userId}, ${c.topic.userId})`,
    );
    expect(writers).toHaveLength(1);
  });

  const ann = { kind: 'name' as const, value: 'Ann', source: 'I am Ann.' };
  const cat = { kind: 'pet' as const, value: 'Biscuit', source: 'I have a cat called Biscuit.' };

  it("lets the user's edit win over a summary and facts the chat began writing before it", async () => {
    const { topic, turnIds } = await conversation(6);
    await memory.saveFacts(topic.userId, roleId, [ann, cat], 0);
    const read = await memory.get(topic.userId, roleId);
    // The user deletes the cat while a fold and a new fact, both from the memory read before, are on their way.
    const edited = await memory.edit(topic.userId, roleId, (m) => ({ facts: m.facts.filter((f) => f.value !== 'Biscuit') }));
    expect(edited).toMatchObject({ facts: [ann], revision: 1 });
    expect(await memory.saveSummary(foldOf(topic, null, turnIds[3]!, 4, 'Ann talked about Biscuit.', read.revision))).toBe(false);
    expect(await memory.saveFacts(topic.userId, roleId, [ann, cat, { kind: 'like', value: 'tea', source: 'I like tea.' }], read.revision)).toBe(false);
    expect(await memory.get(topic.userId, roleId)).toEqual({ summary: '', facts: [ann], summarizedThrough: null, revision: 1, forgotten: [] });

    // Read again after the edit, the chat writes as before.
    expect(await memory.saveSummary(foldOf(topic, null, turnIds[3]!, 4, 'Ann said hello.', 1))).toBe(true);
    expect(await memory.saveFacts(topic.userId, roleId, [ann, { kind: 'like', value: 'tea', source: 'I like tea.' }], 1)).toBe(true);
    expect(await memory.get(topic.userId, roleId)).toMatchObject({ summary: 'Ann said hello.', facts: [ann, { value: 'tea' }], revision: 1 });
  });

  it('edits only the column it changes, and makes no row for an edit that changes nothing', async () => {
    const { topic } = await conversation(2);
    expect(await memory.edit(topic.userId, roleId, () => undefined)).toBeUndefined();
    expect(await rt.database.db.select().from(chatMemories).where(sql`${chatMemories.userId} = ${topic.userId}`)).toEqual([]);
    expect(await memory.edit(topic.userId, roleId, () => ({ summary: 'Written by hand.' }))).toMatchObject({ summary: 'Written by hand.', facts: [], revision: 1 });
    await memory.saveFacts(topic.userId, roleId, [cat], 1);
    expect(await memory.edit(topic.userId, roleId, () => ({ summary: '' }))).toMatchObject({ summary: '', facts: [cat], revision: 2 });
  });

  it('keeps the values the user took back with the newest turn that may say them, until everything is forgotten', async () => {
    const { topic, turnIds } = await conversation(3);
    expect(await memory.newestTurn(topic, TURN_TYPES)).toBe(turnIds[2]);
    await memory.saveFacts(topic.userId, roleId, [ann], 0);
    const taken = [{ value: 'Ann', through: turnIds[2]!.toString() }];
    expect(await memory.edit(topic.userId, roleId, () => ({ facts: [], forgotten: taken }))).toMatchObject({ facts: [], forgotten: taken });
    expect((await memory.get(topic.userId, roleId)).forgotten).toEqual(taken);
    expect((await memory.forget(topic, roleId, TURN_TYPES)).forgotten).toEqual([]);
    expect(await memory.newestTurn({ ...topic, topicId: 'nothing-here' }, TURN_TYPES)).toBeNull();
  });

  it('forgets everything: facts, summary, and the turns said so far', async () => {
    const { topic, turnIds } = await conversation(5);
    await memory.saveFacts(topic.userId, roleId, [ann], 0);
    expect(await memory.saveSummary(foldOf(topic, null, turnIds[1]!, 2, 'Ann said hi.'))).toBe(true);
    expect(await memory.forget(topic, roleId, TURN_TYPES)).toEqual({ summary: '', facts: [], summarizedThrough: turnIds[4], revision: 1, forgotten: [] });
    // A conversation with nothing remembered yet is forgotten too.
    const fresh = await conversation(3);
    expect(await memory.forget(fresh.topic, roleId, TURN_TYPES)).toEqual({ summary: '', facts: [], summarizedThrough: fresh.turnIds[2], revision: 1, forgotten: [] });
  });
});
