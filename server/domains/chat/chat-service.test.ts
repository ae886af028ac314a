import { DataType } from '@/lib/contracts/chat';
import type { RoleDetail } from '@/lib/contracts/role';
import type { SocketFrame } from '@/lib/contracts/socket-frame';
import type { UserInfo } from '@/lib/contracts/user';
import type { RoleService } from '@/server/domains/roles/role-service';
import type { SessionUser } from '@/server/domains/users/session-user';
import type { UserService } from '@/server/domains/users/user-service';
import type { WalletService } from '@/server/domains/wallet/wallet-service';
import { createLogger } from '@/server/log';
import type { ChatModel, ChatRequest, ReplyResult } from '@/server/providers/llm/chat-model';
import type { PlotSessionRepository } from './plot-session-repository';
import { ChatService } from './chat-service';
import { ConversationContext, FOLD_AT, RECENT_TURNS, TURNS_READ, type ConversationState } from './conversation-context';
import type { TurnRow } from './conversation-read';
import type { RelationRepository } from '@/server/domains/friends/relation-repository';
import type { MemoryRepository, SummaryFold } from './memory-repository';
import { MessageIds } from './message-ids';
import type { MessageRepository, MessageRow } from './message-repository';
import type { ParticipantRepository } from './participant-repository';
import type { ReplyLeaseRepository } from './reply-lease-repository';
import { ReplyLeases } from './reply-leases';
import { ReplyRunner } from './reply-runner';

const user = { userId: 1 } as SessionUser;
const roleDetail = { roleId: 7, roleName: 'Kiriha', gender: 'female', intro: '', roleAppearInfo: '', personality: 'calm', scenario: '', exampleDialogue: '', tags: [], nsfw: false } as unknown as RoleDetail;
const REPLY = 'Hello there';

/** A promise with its resolve and reject at hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const tick = () => new Promise((r) => setTimeout(r, 10));

/**
 * A ChatService over a real ConversationContext and ReplyRunner, with the database and the model replaced:
 * each message's prompt read and payment answer when the test says so, and the model records every request.
 */
function chatWith() {
  const asked: { request: ChatRequest; signal: AbortSignal }[] = [];
  const model = {
    async *reply(request: ChatRequest, signal: AbortSignal): AsyncGenerator<string, ReplyResult, void> {
      asked.push({ request, signal });
      await tick();
      if (signal.aborted) throw new Error('aborted');
      yield REPLY;
      return { text: REPLY, emotion: 'joy', motion: 'talk', model: 'fake' } as unknown as ReplyResult;
    },
    summarize: async () => 'They talked.',
  } as unknown as ChatModel;
  const frames: SocketFrame[] = [];
  const deliver = async (_userId: number, frame: SocketFrame) => void frames.push(frame);
  const reads: ReturnType<typeof deferred<ConversationState>>[] = [];
  const payments: ReturnType<typeof deferred<'stored' | 'duplicate'>>[] = [];
  const stored: MessageRow[] = [];
  /** How each message was read and paid for: apart (two statements) or together (readPaying, one). */
  const statements: ('read' | 'insertPaid' | 'readPaying')[] = [];
  const payment = () => {
    const paid = deferred<'stored' | 'duplicate'>();
    payments.push(paid);
    return paid.promise;
  };
  const read = () => {
    const found = deferred<ConversationState>();
    reads.push(found);
    return found.promise;
  };
  const messages = {
    insertPaid: () => {
      statements.push('insertPaid');
      return payment();
    },
    // Fewer turns past the summary than a fold needs.
    countAfter: async () => 20,
    async insertReply(row: Record<string, unknown>) {
      const kept = { ...row, ack: 0, rewriteCount: 0, createdAt: new Date() } as unknown as MessageRow;
      stored.push(kept);
      return kept;
    },
  } as unknown as MessageRepository;
  const participants = {
    read: () => {
      statements.push('read');
      return read();
    },
    // One statement: its answer comes when both its read and its payment have answered, and fails when either does.
    readPaying: () => {
      statements.push('readPaying');
      return Promise.all([read(), payment()]).then(([state, outcome]) => ({ state, outcome }));
    },
  } as unknown as ParticipantRepository;
  /** Each read of the memory: a summary check (nothing here says anything about the user to remember). */
  const memoryReads = jest.fn(async () => ({ summary: '', facts: [], summarizedThrough: null, revision: 0, forgotten: [] }));
  const summariesSaved = jest.fn(async (_fold: SummaryFold) => true);
  const memory = { get: memoryReads, saveFacts: async () => true, saveSummary: summariesSaved } as unknown as MemoryRepository;
  const refunds = jest.fn(async () => undefined);
  const chat = new ChatService({
    messages,
    context: new ConversationContext({ participants, messages, memory }),
    memory,
    relations: { record: async () => ({ affinity: 0, level: 0, levelKey: 'stranger', progress: 0, previousLevel: 0 }) } as unknown as RelationRepository,
    runner: new ReplyRunner({ model, messages, deliver, log: createLogger('silent') }),
    wallet: { move: refunds } as unknown as WalletService,
    roles: { findRecent: async () => roleDetail } as unknown as RoleService,
    users: {} as UserService,
    ids: new MessageIds(),
    leases: new ReplyLeases({ repository: { orphans: async () => [], remainingMs: async () => undefined } as unknown as ReplyLeaseRepository, wallet: { move: refunds } as unknown as WalletService, deliver, log: createLogger('silent') }),
    plotSessions: { current: async () => undefined } as unknown as PlotSessionRepository,
    plotOf: async () => {
      throw new Error('no plots here');
    },
    deliver,
    log: createLogger('silent'),
  });
  return { chat, asked, frames, reads, payments, stored, refunds, statements, memoryReads, summariesSaved };
}

/** What the database holds for the user: their persona's name, their koin, and the conversation's turns. */
function state(options: { name: string; balance: number; turns?: TurnRow[] }): ConversationState {
  return {
    participant: {
      info: { userId: 1, name: 'Guest 1', lang: 'en-US', autoAudio: false } as unknown as UserInfo,
      persona: { name: options.name, gender: 'non', age: null, description: '' },
      memory: { summary: '', facts: [], summarizedThrough: null, revision: 0, forgotten: [] },
    },
    turns: options.turns ?? [],
    incoming: { balance: options.balance, idKnown: false },
  };
}

const ids = new MessageIds();
const talk = (chat: ChatService, content: string, msgId = ids.nextString()) => ({ msgId, done: chat.singleTalk(user, msgId, { roleId: 7, content, contentType: 't' }) });
const pendingOf = (frames: SocketFrame[], replyTo: string) => frames.filter((f) => f.dataType === DataType.SingleTalk && String(f.data).includes(`"replyTo":"${replyTo}"`));

/** One message answered from a read and payment that both go through at once; answers the turns the database then holds. */
async function firstExchange(fx: ReturnType<typeof chatWith>, balance = 10): Promise<TurnRow[]> {
  const first = talk(fx.chat, 'Good evening.');
  await tick();
  fx.reads[0]!.resolve(state({ name: 'Ann', balance }));
  fx.payments[0]!.resolve('stored');
  await first.done;
  const reply = fx.stored[0]!;
  return [
    { msgId: BigInt(first.msgId), fromUid: '1', data: { content: 'Good evening.', contentType: 't', roleId: 7 } },
    { msgId: reply.msgId, fromUid: reply.fromUid, data: reply.data },
  ];
}

describe('ChatService answering from what it knew after the last reply', () => {
  it('asks the model for the next message before its prompt is read, and sends the words once the read agrees and the message is paid', async () => {
    const fx = chatWith();
    const turns = await firstExchange(fx);
    expect(fx.asked).toHaveLength(1);

    const second = talk(fx.chat, 'How was your day?');
    await tick();
    // Neither the read nor the payment has answered, and the model is asked already, with both earlier turns.
    expect(fx.asked).toHaveLength(2);
    expect(fx.asked[1]!.request.history.map((t) => t.text)).toEqual(['Good evening.', REPLY, 'How was your day?']);
    await tick();
    expect(pendingOf(fx.frames, second.msgId)).toHaveLength(0);

    fx.reads[1]!.resolve(state({ name: 'Ann', balance: 9, turns }));
    await tick();
    expect(pendingOf(fx.frames, second.msgId)).toHaveLength(0);
    fx.payments[1]!.resolve('stored');
    await second.done;
    expect(fx.asked).toHaveLength(2);
    expect(fx.asked[1]!.signal.aborted).toBe(false);
    expect(pendingOf(fx.frames, second.msgId).at(-1)?.data).toContain('"msgFinish":true');
    expect(fx.stored).toHaveLength(2);
  });

  it('reads and pays for a guessed message in one statement, and a message without a guess in two', async () => {
    const fx = chatWith();
    const turns = await firstExchange(fx);
    expect(fx.statements).toEqual(['read', 'insertPaid']);
    const second = talk(fx.chat, 'How was your day?');
    await tick();
    expect(fx.statements).toEqual(['read', 'insertPaid', 'readPaying']);
    fx.reads[1]!.resolve(state({ name: 'Ann', balance: 9, turns }));
    fx.payments[1]!.resolve('stored');
    await second.done;
    expect(fx.asked).toHaveLength(2);
    expect(fx.stored).toHaveLength(2);
  });

  it('stops a guess the read disagrees with unseen and asks again with what was read', async () => {
    const fx = chatWith();
    const turns = await firstExchange(fx);
    const second = talk(fx.chat, 'Do you know who I am now?');
    await tick();
    expect(fx.asked[1]!.request.partner.name).toBe('Ann');
    // The persona was renamed elsewhere since the last reply.
    fx.reads[1]!.resolve(state({ name: 'Bea', balance: 9, turns }));
    fx.payments[1]!.resolve('stored');
    await second.done;
    expect(fx.asked).toHaveLength(3);
    expect(fx.asked[1]!.signal.aborted).toBe(true);
    expect(fx.asked[2]!.request.partner.name).toBe('Bea');
    const finals = pendingOf(fx.frames, second.msgId).filter((f) => String(f.data).includes('"msgFinish":true'));
    expect(finals).toHaveLength(1);
    expect(fx.stored).toHaveLength(2);
    expect(fx.refunds).not.toHaveBeenCalled();
  });

  it('does not ask the model before the read for the message after the one that spent the last koin', async () => {
    const fx = chatWith();
    await firstExchange(fx, 1);
    const second = talk(fx.chat, 'And another?');
    await tick();
    expect(fx.asked).toHaveLength(1);
    fx.reads[1]!.resolve(state({ name: 'Ann', balance: 0 }));
    const refused = Object.assign(new Error('Not enough koin'), { code: 614 });
    fx.payments[1]!.reject(refused);
    await expect(second.done).rejects.toBe(refused);
    expect(fx.asked).toHaveLength(1);
  });

  it('never guesses for a message sent again', async () => {
    const fx = chatWith();
    const turns = await firstExchange(fx);
    const again = talk(fx.chat, 'Good evening.', String(turns[0]!.msgId));
    await tick();
    expect(fx.asked).toHaveLength(1);
    fx.reads[1]!.resolve({ ...state({ name: 'Ann', balance: 9, turns }), incoming: { balance: 9, idKnown: true } });
    fx.payments[1]!.resolve('duplicate');
    await again.done;
    expect(fx.asked).toHaveLength(1);
    expect(fx.stored).toHaveLength(1);
  });
});

describe('ChatService folding older turns into the summary', () => {
  it('folds from the turns it saw, reading nothing, and still answers the next message ahead of its read', async () => {
    const fx = chatWith();
    // The read sees every turn past the summary (fewer than a read takes): with this message and its reply, a fold is due.
    const turns = Array.from({ length: FOLD_AT - 2 }, (_, i) => ({ msgId: BigInt(i + 1), fromUid: i % 2 ? 'r7' : '1', data: { content: `Turn ${i}.` } }));
    const first = talk(fx.chat, 'One.');
    await tick();
    fx.reads[0]!.resolve(state({ name: 'Ann', balance: 10, turns }));
    fx.payments[0]!.resolve('stored');
    await first.done;
    await tick();
    expect(fx.memoryReads).not.toHaveBeenCalled();
    expect(fx.summariesSaved).toHaveBeenCalledTimes(1);
    expect(fx.summariesSaved.mock.calls[0]![0]).toMatchObject({ after: null, through: BigInt(FOLD_AT - RECENT_TURNS), turns: FOLD_AT - RECENT_TURNS, summary: 'They talked.' });

    // The next message is asked of the model at once, with the new summary and the turns it left.
    const next = talk(fx.chat, 'Two.');
    await tick();
    expect(fx.statements).toEqual(['read', 'insertPaid', 'readPaying']);
    expect(fx.asked[1]!.request.summary).toBe('They talked.');
    const left = [...turns.slice(FOLD_AT - RECENT_TURNS), { msgId: BigInt(first.msgId), fromUid: '1', data: { content: 'One.' } }, { ...fx.stored[0]! }];
    fx.reads[1]!.resolve({ ...state({ name: 'Ann', balance: 9, turns: left }), participant: { ...state({ name: 'Ann', balance: 9 }).participant, memory: { summary: 'They talked.', facts: [], summarizedThrough: BigInt(FOLD_AT - RECENT_TURNS), revision: 0, forgotten: [] } } });
    fx.payments[1]!.resolve('stored');
    await next.done;
    expect(fx.asked).toHaveLength(2);
    expect(pendingOf(fx.frames, next.msgId)).not.toHaveLength(0);
  });

  it('checks once whether a fold is due for the replies that finished while the check waited its turn', async () => {
    const fx = chatWith();
    // The conversation has as many turns past the summary as a read takes: every reply may make a fold due.
    const turns = Array.from({ length: TURNS_READ }, (_, i) => ({ msgId: BigInt(i + 1), fromUid: i % 2 ? 'r7' : '1', data: { content: `Turn ${i}.` } }));
    const sent = ['One.', 'Two.', 'Three.'].map((content) => talk(fx.chat, content));
    for (let round = 0; round < 20 && fx.stored.length < sent.length; round += 1) {
      fx.reads.forEach((read) => read.resolve(state({ name: 'Ann', balance: 10, turns })));
      fx.payments.forEach((paid) => paid.resolve('stored'));
      await tick();
    }
    await Promise.all(sent.map((s) => s.done));
    await tick();
    expect(fx.stored).toHaveLength(3);
    expect(fx.memoryReads).toHaveBeenCalledTimes(1);

    // A reply after that check has run is checked again.
    const later = talk(fx.chat, 'Four.');
    for (let round = 0; round < 20 && fx.stored.length < 4; round += 1) {
      fx.reads.forEach((read) => read.resolve(state({ name: 'Ann', balance: 10, turns })));
      fx.payments.forEach((paid) => paid.resolve('stored'));
      await tick();
    }
    await later.done;
    await tick();
    expect(fx.memoryReads).toHaveBeenCalledTimes(2);
  });
});
