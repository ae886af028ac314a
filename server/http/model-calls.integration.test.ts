import Redis from 'ioredis';
import { API_BASE } from '@/lib/contracts/envelope';
import { chatServerFixture, startChatServer, type ChatServer } from '@/server/test/chat-server';
import { ChatSocketClient, visitorLogin } from '@/server/test/chat-socket-client';
import { startLlmStandIn, type LlmStandIn } from '@/server/test/llm-stand-in';
import { createTestDatabaseUrl, type DatabaseKind } from '@/server/test/test-database';

jest.setTimeout(120_000);

interface Answer {
  status: number;
  code: number;
  retryAfter: string | null;
  data: { msgId?: string; data?: string; meta?: { rewriteCount?: number } } | null;
}

/** One call as a client makes it, with what the envelope and the headers say. */
async function request(port: number, method: 'GET' | 'POST', path: string, token: string, body?: unknown): Promise<Answer> {
  const response = await fetch(`http://127.0.0.1:${port}${API_BASE}${path}`, {
    method,
    headers: { 'x-auth': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; data: Answer['data'] };
  return { status: response.status, code: envelope.code, retryAfter: response.headers.get('retry-after'), data: envelope.data };
}

const times = <T>(n: number, make: () => Promise<T>) => Promise.all(Array.from({ length: n }, make));

/** A burst of 10 that refills at 1 a minute: every test sees exactly the burst, however slowly it runs. */
const LIMITS = { KOKO_MODEL_CALLS_PER_MINUTE: '1', KOKO_MODEL_CALL_BURST: '10' };
const BURST = 10;

/** Each test database numbers its users from 1, so a bucket left in Redis by an earlier run is cleared. */
async function clearRedisBuckets(userId: number) {
  const redis = new Redis(process.env.TEST_REDIS_URL!);
  await redis.del(`koko:rate:model:${userId}`);
  await redis.quit();
}

describe.each([
  ['pglite', false],
  ['postgres', true],
] as [DatabaseKind, boolean][])('calls that reach a model [%s, limit in Redis: %s]', (kind, redis) => {
  let llm: LlmStandIn;
  beforeAll(async () => {
    llm = await startLlmStandIn({ delayMs: 20 });
  });
  // Declared after the stand-in's start, so the server starts after it and stops before it.
  const fx = chatServerFixture(kind, () => ({ redisUrl: redis ? process.env.TEST_REDIS_URL : undefined, env: { KOKO_LLM_BASE_URL: llm.url, KOKO_LLM_MODEL: 'stand-in-1', KOKO_LLM_TIMEOUT_MS: '5000', ...LIMITS } }));
  afterAll(async () => {
    await llm.stop();
  });
  const guest = async (koin = 0) => {
    const who = await fx.guest(koin);
    if (redis) await clearRedisBuckets(who.userId);
    return who;
  };

  it('asks the model once and takes 1 koin for 20 rephrases of one reply sent at once; the repeats get the same text, past the limit 429', async () => {
    const { socket, token } = await guest(10);
    const reply = await socket.reply(socket.talk(fx.server.roleId, 'Tell me about your day.'));
    const [balance, asked] = [await fx.balanceOf(token), llm.requests];
    // Half of them write the id with a leading zero: the same reply.
    expect(reply.msgId!.length).toBeLessThan(19);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => request(fx.server.port, 'POST', '/chat/msgRephrase', token, { msgId: i % 2 ? `0${reply.msgId}` : reply.msgId })));
    expect(llm.requests - asked).toBe(1);
    expect(await fx.balanceOf(token)).toBe(balance - 1);
    const done = answers.filter((a) => a.code === 0);
    expect(done).toHaveLength(BURST);
    expect(new Set(done.map((a) => a.data!.data)).size).toBe(1);
    expect(done.every((a) => a.data!.msgId === reply.msgId && a.data!.meta!.rewriteCount === 1)).toBe(true);
    expect(answers.filter((a) => a.status === 429 && a.code === 429)).toHaveLength(20 - BURST);
    await socket.close();
  });

  it('takes a koin for each rephrase asked one after another, each a new rewrite', async () => {
    const { socket, token } = await guest(10);
    const reply = await socket.reply(socket.talk(fx.server.roleId, 'Say that again, differently.'));
    const [balance, asked] = [await fx.balanceOf(token), llm.requests];
    const first = await request(fx.server.port, 'POST', '/chat/msgRephrase', token, { msgId: reply.msgId });
    const second = await request(fx.server.port, 'POST', '/chat/msgRephrase', token, { msgId: reply.msgId });
    expect([first.data!.meta!.rewriteCount, second.data!.meta!.rewriteCount]).toEqual([1, 2]);
    expect(llm.requests - asked).toBe(2);
    expect(await fx.balanceOf(token)).toBe(balance - 2);
    await socket.close();
  });

  it('refunds a rephrase whose completion failed, and takes the koin again when it is asked again', async () => {
    const { socket, token } = await guest(10);
    const reply = await socket.reply(socket.talk(fx.server.roleId, 'What do you think?'));
    const balance = await fx.balanceOf(token);
    llm.failing = true;
    try {
      const failed = await request(fx.server.port, 'POST', '/chat/msgRephrase', token, { msgId: reply.msgId });
      expect(failed.code).toBe(500);
    } finally {
      llm.failing = false;
    }
    expect(await fx.balanceOf(token)).toBe(balance);
    const asked = llm.requests;
    const again = await request(fx.server.port, 'POST', '/chat/msgRephrase', token, { msgId: reply.msgId });
    expect(again.code).toBe(0);
    expect(again.data!.meta!.rewriteCount).toBe(1);
    expect(llm.requests - asked).toBe(1);
    expect(await fx.balanceOf(token)).toBe(balance - 1);
    await socket.close();
  });

  it('lets 10 of 40 reply inspirations, single suggestions and touches each, sent at once, reach the model; the rest are 429 with Retry-After; none costs koin', async () => {
    const { socket, token } = await guest();
    const [balance, asked] = [await fx.balanceOf(token), llm.requests];
    const roleId = fx.server.roleId;
    const answers = (
      await Promise.all([
        times(40, () => request(fx.server.port, 'GET', `/chat/suggestion?roleId=${roleId}&num=2`, token)),
        times(40, () => request(fx.server.port, 'POST', '/chat/singleSuggestion', token, { roleId })),
        times(40, () => request(fx.server.port, 'GET', `/chat/click?roleId=${roleId}&bodyPart=11`, token)),
      ])
    ).flat();
    expect(llm.requests - asked).toBe(BURST);
    expect(answers.filter((a) => a.code === 0)).toHaveLength(BURST);
    const refused = answers.filter((a) => a.code !== 0);
    expect(refused).toHaveLength(120 - BURST);
    for (const answer of refused) {
      expect(answer).toMatchObject({ status: 429, code: 429, data: null });
      // One token comes back a minute: within a minute, in whole seconds.
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(60);
    }
    expect(await fx.balanceOf(token)).toBe(balance);
    // Each user has a budget of their own.
    const other = await guest();
    expect((await request(fx.server.port, 'GET', `/chat/suggestion?roleId=${roleId}&num=2`, other.token)).code).toBe(0);
    await socket.close();
    await other.socket.close();
  });
});

/** DESIGN §1: with Redis, the budget and the rephrase's payment hold across instances. */
describe('calls that reach a model on two instances sharing PostgreSQL and Redis', () => {
  let llm: LlmStandIn;
  let database: { url: string; drop(): Promise<void> };
  let a: ChatServer;
  let b: ChatServer;

  beforeAll(async () => {
    llm = await startLlmStandIn({ delayMs: 50 });
    database = await createTestDatabaseUrl();
    const shared = {
      databaseUrl: database.url,
      redisUrl: process.env.TEST_REDIS_URL,
      env: { KOKO_LLM_BASE_URL: llm.url, KOKO_LLM_MODEL: 'stand-in-1', KOKO_LLM_TIMEOUT_MS: '5000', ...LIMITS },
    };
    a = await startChatServer('postgres', shared);
    b = await startChatServer('postgres', shared);
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.drop();
    await llm?.stop();
  });

  const signIn = async (deviceId: string, koin = 0) => {
    const who = await visitorLogin(a.port, `${deviceId}-${process.pid}`);
    await clearRedisBuckets(who.userId);
    if (koin) await a.running.runtime.services.wallet.move([{ userId: who.userId, amount: koin, reason: 'admin_grant' }]);
    return who;
  };

  it('lets one burst through in all, however the calls are spread over the instances', async () => {
    const who = await signIn('two-budget');
    const asked = llm.requests;
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => request(i % 2 ? b.port : a.port, 'GET', `/chat/suggestion?roleId=${a.roleId}&num=2`, who.token)));
    expect(llm.requests - asked).toBe(BURST);
    expect(answers.filter((x) => x.code === 0)).toHaveLength(BURST);
    expect(answers.filter((x) => x.status === 429)).toHaveLength(40 - BURST);
  });

  it('asks the model once for a rephrase sent to both instances at once; the other instance answers 409', async () => {
    const who = await signIn('two-rephrase', 10);
    const socket = await ChatSocketClient.open(a.port, who.userId, who.token);
    const reply = await socket.reply(socket.talk(a.roleId, 'Tell me a story.'));
    const wallet = a.running.runtime.services.wallet;
    const [balance, asked] = [await wallet.balance(who.userId), llm.requests];
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => request(i % 2 ? b.port : a.port, 'POST', '/chat/msgRephrase', who.token, { msgId: reply.msgId })));
    expect(llm.requests - asked).toBe(1);
    expect(await wallet.balance(who.userId)).toBe(balance - 1);
    const done = answers.filter((x) => x.code === 0);
    expect(done).toHaveLength(3);
    expect(new Set(done.map((x) => x.data!.data)).size).toBe(1);
    expect(answers.filter((x) => x.status === 409 && x.code === 409)).toHaveLength(3);
    await socket.close();
  });
});
