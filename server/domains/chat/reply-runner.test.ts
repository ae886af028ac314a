import { DataType, type MessageData } from '@/lib/contracts/chat';
import type { Timeline } from '@/lib/contracts/timeline';
import { SocketCode, type SocketFrame } from '@/lib/contracts/socket-frame';
import type { ChatModel, ChatRequest, PersonaCard, ReplyResult } from '@/server/providers/llm/chat-model';
import { createLogger } from '@/server/log';
import type { MessageRepository, MessageRow } from './message-repository';
import { ReplyRunner, type ReplyJob } from './reply-runner';

const role = { roleId: 7, name: 'Kiriha' } as PersonaCard;
const topic = { userId: 1, topicId: '7', topicType: 1 };

const TIMELINE: Timeline = {
  segments: [
    { text: 'Hello ', emotion: 'joy', motion: 'appear', gaze: 'user' },
    { text: 'there', emotion: 'curiosity', motion: 'listen', gaze: 'up' },
  ],
};

/** A model that writes 'Hello there' in two pieces once `release` is called, and records how it was asked. */
function fakeModel(options: { failWith?: Error } = {}) {
  const calls: { signal: AbortSignal }[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const model = {
    async *reply(_request: ChatRequest, signal: AbortSignal): AsyncGenerator<string, ReplyResult, void> {
      calls.push({ signal });
      await Promise.race([released, new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))))]);
      if (options.failWith) throw options.failWith;
      yield 'Hello';
      yield ' there';
      return { text: 'Hello there', emotion: 'joy', motion: 'talk', timeline: TIMELINE, model: 'fake' } satisfies ReplyResult;
    },
  } as unknown as ChatModel;
  return { model, calls, release };
}

function runnerWith(model: ChatModel) {
  const frames: SocketFrame[] = [];
  const stored: unknown[] = [];
  const messages = {
    async insertReply(row: Record<string, unknown>) {
      stored.push(row);
      return { ...row, ack: 0, rewriteCount: 0, createdAt: new Date() } as unknown as MessageRow;
    },
  } as unknown as MessageRepository;
  const runner = new ReplyRunner({ model, messages, deliver: async (_userId, frame) => void frames.push(frame), log: createLogger('silent') });
  return { runner, frames, stored };
}

function job(overrides: Partial<ReplyJob> & { refund: () => Promise<void> }): ReplyJob {
  return { topic, conversationId: 'c', role, replyId: 11n, replyTo: '10', request: {} as ChatRequest, rewriteCount: 0, speak: false, ...overrides };
}

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('ReplyRunner asking the model ahead of the payment', () => {
  it('asks at once but sends nothing until the payment went through', async () => {
    const { model, calls, release } = fakeModel();
    const { runner, frames } = runnerWith(model);
    let pay!: (ok: boolean) => void;
    const paid = new Promise<boolean>((resolve) => (pay = resolve));
    const refund = jest.fn(async () => undefined);
    const running = runner.run(job({ paid, refund }));
    await tick();
    expect(calls).toHaveLength(1);
    release();
    await tick();
    expect(frames).toHaveLength(0);
    pay(true);
    const row = await running;
    expect(row?.msgId).toBe(11n);
    expect(frames[0]!.data).toContain('"pending":true');
    expect(frames.at(-1)!.data).toContain('"msgFinish":true');
    // The finished reply carries its timeline beside the single emotion and action, stored and sent alike.
    expect(JSON.parse(frames.at(-1)!.data!) as MessageData).toMatchObject({ emotion: 1, action: 7, timeline: TIMELINE });
    expect(row?.data).toMatchObject({ timeline: TIMELINE });
    expect(refund).not.toHaveBeenCalled();
  });

  it.each([
    ['refused', () => Promise.resolve(false)],
    ['failed', () => Promise.reject(new Error('database gone'))],
  ])('stops the completion unseen, with no refund, when the payment was %s', async (_label, payment) => {
    const paid = payment();
    const { model, calls } = fakeModel();
    const { runner, frames, stored } = runnerWith(model);
    const refund = jest.fn(async () => undefined);
    await expect(runner.run(job({ paid, refund }))).resolves.toBeUndefined();
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(frames).toHaveLength(0);
    expect(stored).toHaveLength(0);
    expect(refund).not.toHaveBeenCalled();
  });

  it('refunds and says so when the model failed before a payment that went through', async () => {
    const { model, release } = fakeModel({ failWith: new Error('model down') });
    const { runner, frames } = runnerWith(model);
    release();
    let pay!: (ok: boolean) => void;
    const paid = new Promise<boolean>((resolve) => (pay = resolve));
    const refund = jest.fn(async () => undefined);
    const running = runner.run(job({ paid, refund }));
    await tick();
    pay(true);
    await expect(running).resolves.toBeUndefined();
    expect(refund).toHaveBeenCalledTimes(1);
    expect(frames).toHaveLength(1);
    expect(frames[0]).toMatchObject({ dataType: DataType.SingleTalk, code: 500 });
  });
});

describe('ReplyRunner settling before the server stops', () => {
  it('waits for a stopped reply to give its koin back', async () => {
    const { model } = fakeModel();
    const { runner } = runnerWith(model);
    const steps: string[] = [];
    const refund = async () => {
      await tick();
      steps.push('refunded');
    };
    const running = runner.run(job({ refund }));
    await tick();
    runner.cancel(topic.userId);
    await runner.settled(5_000);
    steps.push('settled');
    expect(steps).toEqual(['refunded', 'settled']);
    await expect(running).resolves.toBeUndefined();
  });

  it('gives up after its limit on a reply that does not stop, and resolves at once when nothing is under way', async () => {
    const { model, release } = fakeModel();
    const { runner } = runnerWith(model);
    await runner.settled(5_000);
    const running = runner.run(job({ refund: async () => undefined }));
    const started = Date.now();
    await runner.settled(50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    release();
    await expect(running).resolves.toMatchObject({ msgId: 11n });
    await runner.settled(5_000);
  });
});

describe('ReplyRunner stopped at the end of a shutdown grace', () => {
  it('stops the replies running and turns later ones away, each refunded once and its user told', async () => {
    const { model, calls } = fakeModel();
    const { runner, frames, stored } = runnerWith(model);
    const refunds: string[] = [];
    const running = runner.run(job({ refund: async () => void refunds.push('running') }));
    await tick();
    runner.stop();
    await expect(running).resolves.toBeUndefined();
    expect(calls[0]!.signal.aborted).toBe(true);
    // Asked for after the stop (a queued message): the model is not asked at all.
    await expect(runner.run(job({ replyTo: '12', refund: async () => void refunds.push('queued') }))).resolves.toBeUndefined();
    expect(calls).toHaveLength(1);
    expect(refunds).toEqual(['running', 'queued']);
    expect(stored).toHaveLength(0);
    expect(frames.map((f) => [f.code, JSON.parse(f.data!).replyTo])).toEqual([
      [SocketCode.ServerRestarting, '10'],
      [SocketCode.ServerRestarting, '12'],
    ]);
  });

  it('refunds nothing for a message whose payment did not go through', async () => {
    const { model } = fakeModel();
    const { runner, frames } = runnerWith(model);
    runner.stop();
    const refund = jest.fn(async () => undefined);
    await expect(runner.run(job({ paid: Promise.resolve(false), refund }))).resolves.toBeUndefined();
    expect(refund).not.toHaveBeenCalled();
    expect(frames).toHaveLength(0);
  });
});
