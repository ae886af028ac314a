import { DataType, KOIN_PER_MESSAGE } from '@/lib/contracts/chat';
import type { UserInfo } from '@/lib/contracts/user';
import type { PersonaCard } from '@/server/providers/llm/chat-model';
import { ConversationContext, type ConversationState, type PreparedRequest } from './conversation-context';
import type { TurnRow } from './conversation-read';
import { ConversationSnapshots } from './conversation-snapshots';
import type { PaidMessage, PaidOutcome } from './message-payment-repository';
import type { MessageRow, Topic } from './message-repository';
import { SpeculativeReply } from './speculative-reply';

const topic: Topic = { userId: 1, topicId: 'ai-7', topicType: 1 };
const key = 'conversation';
const role = { roleId: 7, name: 'Kiriha' } as PersonaCard;
const turns: TurnRow[] = [
  { msgId: 10n, fromUid: '1', data: { content: 'Good evening.' } },
  { msgId: 11n, fromUid: 'r7', data: { content: 'Hello there' } },
];

/** A promise with its resolve and reject at hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

function state(name: string, balance = 9): ConversationState {
  return {
    participant: {
      info: { userId: 1, name: 'Guest 1', lang: 'en-US', autoAudio: false } as unknown as UserInfo,
      persona: { name, gender: 'non', age: null, description: '' },
      memory: { summary: '', facts: [], summarizedThrough: null, revision: 0, forgotten: [] },
    },
    turns,
    incoming: { balance, idKnown: false },
  };
}

const messageOf = (msgId: bigint, content: string): PaidMessage => ({
  msgId,
  conversationId: 'c',
  ...topic,
  roleId: role.roleId,
  dataType: DataType.SingleTalk,
  data: { content, contentType: 't', roleId: role.roleId },
  amount: KOIN_PER_MESSAGE,
  idempotencyKey: `chat:${msgId}`,
});

/**
 * The strategy over a fake database, whose reads and payments answer when the test says so, and a fake writer of
 * replies that, like ReplyRunner, writes nothing when the payment it was handed did not go through.
 */
function setUp() {
  const reads: ReturnType<typeof deferred<ConversationState>>[] = [];
  const payments: ReturnType<typeof deferred<PaidOutcome>>[] = [];
  const statements: string[] = [];
  const readNow = () => {
    const found = deferred<ConversationState>();
    reads.push(found);
    return found.promise;
  };
  const payNow = () => {
    const paid = deferred<PaidOutcome>();
    payments.push(paid);
    return paid.promise;
  };
  const context = {
    read: () => (statements.push('read'), readNow()),
    readPaying: () => (statements.push('readPaying'), Promise.all([readNow(), payNow()]).then(([found, outcome]) => ({ state: found, outcome }))),
  };
  const messages = { insertPaid: () => (statements.push('insertPaid'), payNow()) };
  const snapshots = new ConversationSnapshots();
  const strategy = new SpeculativeReply({ context, messages, snapshots });
  const builder = new ConversationContext({} as never);
  /** Every request the model was asked, with whether its words were shown (its payment went through). */
  const asked: { prepared: PreparedRequest; early: boolean; shown?: boolean }[] = [];
  let nextReply = 100n;
  const ask = async (prepared: PreparedRequest, paid?: Promise<boolean>): Promise<MessageRow | undefined> => {
    const call: (typeof asked)[number] = { prepared, early: paid !== undefined };
    asked.push(call);
    call.shown = paid ? await paid : true;
    if (!call.shown) return undefined;
    nextReply += 1n;
    return { msgId: nextReply, fromUid: 'r7', data: { content: 'A reply.' } } as unknown as MessageRow;
  };
  /** Sends one message: started as it arrives, then answered in its turn (the conversation is idle unless said). */
  const send = (msgId: bigint, content: string, idle = true) => {
    const message = messageOf(msgId, content);
    const speculation = strategy.start(key, topic, idle, message);
    const stored = speculation.paid.then(
      (outcome) => outcome === 'stored',
      () => false,
    );
    const build = (found: ConversationState) => builder.build(found, role, { seed: 1, incoming: { msgId, text: content } });
    return { speculation, done: strategy.answer(speculation, stored, Promise.resolve(undefined), build, ask) };
  };
  return { strategy, snapshots, statements, reads, payments, asked, send };
}

/** A conversation this instance answered last: it holds a snapshot of what it knew after that reply. */
function answeredBefore(fx: ReturnType<typeof setUp>, name = 'Ann') {
  fx.snapshots.keep(key, { ...state(name, 10), turns: [] }, turns[0]!, turns[1]!);
}

describe('SpeculativeReply', () => {
  it('asks from the snapshot before the read, and keeps that request when the read finds the same prompt', async () => {
    const fx = setUp();
    answeredBefore(fx);
    const { speculation, done } = fx.send(20n, 'How was your day?');
    expect(speculation.guess).toBeDefined();
    expect(fx.statements).toEqual(['readPaying']);
    await tick();
    // Nothing is read or paid yet, and the model is asked already, from the snapshot.
    expect(fx.asked).toHaveLength(1);
    expect(fx.asked[0]!.early).toBe(true);
    expect(fx.asked[0]!.prepared.request.history.map((t) => t.text)).toEqual(['Good evening.', 'Hello there', 'How was your day?']);
    fx.reads[0]!.resolve(state('Ann'));
    fx.payments[0]!.resolve('stored');
    const reply = await done;
    expect(reply?.msgId).toBe(101n);
    expect(fx.asked).toHaveLength(1);
    expect(fx.asked[0]!.shown).toBe(true);
    // What it knows now answers the next message ahead of its read.
    expect(fx.snapshots.forMessage(key, 200n)?.newestId).toBe(101n);
  });

  it('drops the request asked from the snapshot unseen when the read finds another prompt, and asks again with what was read', async () => {
    const fx = setUp();
    answeredBefore(fx);
    const { done } = fx.send(20n, 'Do you know who I am now?');
    await tick();
    expect(fx.asked[0]!.prepared.request.partner.name).toBe('Ann');
    // The persona was renamed elsewhere since the last reply.
    fx.reads[0]!.resolve(state('Bea'));
    fx.payments[0]!.resolve('stored');
    const reply = await done;
    expect(fx.asked.map((a) => [a.prepared.request.partner.name, a.early, a.shown])).toEqual([
      ['Ann', true, false],
      ['Bea', false, true],
    ]);
    expect(reply?.msgId).toBe(101n);
    expect(fx.statements).toEqual(['readPaying']);
  });

  it('without a snapshot, a read beside the payment that failed is done again once the message is paid for', async () => {
    const fx = setUp();
    const { done } = fx.send(20n, 'Hello?');
    fx.reads[0]!.reject(new Error('read failed'));
    fx.payments[0]!.resolve('stored');
    await tick();
    expect(fx.statements).toEqual(['read', 'insertPaid', 'read']);
    expect(fx.asked).toHaveLength(0);
    fx.reads[1]!.resolve(state('Ann'));
    await done;
    expect(fx.asked.map((a) => [a.early, a.shown])).toEqual([[false, true]]);
  });

  it('stops the early request before anything is shown when the payment fails, and does not ask again', async () => {
    const fx = setUp();
    answeredBefore(fx);
    const { done } = fx.send(20n, 'One more?');
    await tick();
    fx.reads[0]!.resolve(state('Ann'));
    fx.payments[0]!.reject(Object.assign(new Error('Not enough koin'), { code: 614 }));
    expect(await done).toBeUndefined();
    expect(fx.asked.map((a) => [a.early, a.shown])).toEqual([[true, false]]);
    expect(fx.snapshots.forMessage(key, 200n)).toBeUndefined();
  });

  it('without a snapshot, reads beside the payment and asks as soon as the read saw a wallet that can pay', async () => {
    const fx = setUp();
    const { speculation, done } = fx.send(20n, 'Hi.');
    expect(speculation.guess).toBeUndefined();
    expect(fx.statements).toEqual(['read', 'insertPaid']);
    fx.reads[0]!.resolve(state('Ann'));
    await tick();
    expect(fx.asked.map((a) => a.early)).toEqual([true]);
    fx.payments[0]!.resolve('stored');
    await done;
    expect(fx.asked[0]!.shown).toBe(true);
  });

  it('does not ask before the payment when the read saw an empty wallet', async () => {
    const fx = setUp();
    const { done } = fx.send(20n, 'Hi.');
    fx.reads[0]!.resolve(state('Ann', 0));
    await tick();
    expect(fx.asked).toHaveLength(0);
    fx.payments[0]!.reject(Object.assign(new Error('Not enough koin'), { code: 614 }));
    expect(await done).toBeUndefined();
    expect(fx.asked).toHaveLength(0);
  });

  it('in a busy conversation, pays first and reads in the message turn, never guessing', async () => {
    const fx = setUp();
    answeredBefore(fx);
    const { speculation, done } = fx.send(20n, 'Hi.', false);
    expect(speculation.guess).toBeUndefined();
    expect(fx.statements).toEqual(['insertPaid']);
    fx.payments[0]!.resolve('stored');
    await tick();
    expect(fx.statements).toEqual(['insertPaid', 'read']);
    fx.reads[0]!.resolve(state('Ann'));
    await done;
    expect(fx.asked.map((a) => [a.early, a.shown])).toEqual([[false, true]]);
  });
});
