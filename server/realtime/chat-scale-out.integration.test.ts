import { startChatServer, type ChatServer } from '@/server/test/chat-server';
import { ChatSocketClient, visitorLogin } from '@/server/test/chat-socket-client';
import { startIdentityProviders, type IdentityProviders } from '@/server/test/identity-providers';
import { createTestDatabaseUrl } from '@/server/test/test-database';
import { API_BASE } from '@/lib/contracts/envelope';

jest.setTimeout(90_000);

/** DESIGN §1: two instances sharing one PostgreSQL and one Redis behave as one. */
describe('two instances on PostgreSQL and Redis', () => {
  let database: { url: string; drop(): Promise<void> };
  let providers: IdentityProviders;
  let a: ChatServer;
  let b: ChatServer;

  beforeAll(async () => {
    database = await createTestDatabaseUrl();
    providers = await startIdentityProviders();
    const shared = { databaseUrl: database.url, redisUrl: process.env.TEST_REDIS_URL, env: providers.env };
    a = await startChatServer('postgres', shared);
    b = await startChatServer('postgres', shared);
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await providers?.stop();
    await database?.drop();
  });

  it("delivers a reply to the user's sockets on both instances", async () => {
    const who = await visitorLogin(a.port, 'scale-both');
    const onA = await ChatSocketClient.open(a.port, who.userId, who.token);
    const onB = await ChatSocketClient.open(b.port, who.userId, who.token);
    const sent = onA.talk(a.roleId, 'Hello from the first instance');
    const replyOnA = await onA.reply(sent);
    const replyOnB = await onB.reply(sent);
    expect(replyOnB.msgId).toBe(replyOnA.msgId);
    expect(replyOnB.parsed.content).toBe(replyOnA.parsed.content);
    await onA.close();
    await onB.close();
  });

  it('sends an unacknowledged reply again when the user reconnects to the other instance', async () => {
    const who = await visitorLogin(a.port, 'scale-redeliver');
    const onA = await ChatSocketClient.open(a.port, who.userId, who.token);
    const reply = await onA.reply(onA.talk(a.roleId, 'Write back later'));
    await onA.close();
    const onB = await ChatSocketClient.open(b.port, who.userId, who.token);
    expect((await onB.waitFor((f) => f.msgId === reply.msgId)).parsed.content).toBe(reply.parsed.content);
    await onB.close();
  });

  it('kicks the socket on one instance when the account signs in through the other', async () => {
    const login = async (port: number, deviceId: string, checkedLogin: boolean) => {
      const response = await fetch(`http://127.0.0.1:${port}${API_BASE}/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ source: 'google', token: await providers.googleToken({ sub: 'scale-kick' }), deviceId, checkedLogin }),
      });
      return (await response.json()) as { code: number; data: { token: string; userInfo: { userId: number } } };
    };
    const phone = await login(a.port, 'phone', false);
    const onA = await ChatSocketClient.open(a.port, phone.data.userInfo.userId, phone.data.token);
    const laptop = await login(b.port, 'laptop', true);
    expect(laptop.code).toBe(0);
    expect(await onA.waitFor((f) => f.code === 611)).toBeTruthy();
    expect(await onA.closed).toBe(4611);
  });
});
