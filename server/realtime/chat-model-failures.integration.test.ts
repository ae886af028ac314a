import { eq } from 'drizzle-orm';
import { walletLedger } from '@/server/db/schema';
import { startChatServer, type ChatServer } from '@/server/test/chat-server';
import { apiCall, ChatSocketClient, visitorLogin } from '@/server/test/chat-socket-client';
import { startLlmStandIn, type LlmStandIn } from '@/server/test/llm-stand-in';
import { DATABASE_KINDS } from '@/server/test/test-database';

jest.setTimeout(60_000);

describe.each(DATABASE_KINDS)('chat against an OpenAI-compatible endpoint [%s]', (kind) => {
  let llm: LlmStandIn;
  let server: ChatServer;
  let device = 0;

  beforeAll(async () => {
    llm = await startLlmStandIn({ delayMs: 5 });
    server = await startChatServer(kind, { env: { KOKO_LLM_BASE_URL: llm.url, KOKO_LLM_MODEL: 'stand-in-1', KOKO_LLM_TIMEOUT_MS: '1000' } });
  });
  afterAll(async () => {
    await server.stop();
    await llm.stop();
  });

  async function guest() {
    const who = await visitorLogin(server.port, `llm-${kind}-${(device += 1)}`);
    return { ...who, socket: await ChatSocketClient.open(server.port, who.userId, who.token) };
  }
  const balanceOf = async (token: string) => (await apiCall<{ balance: number }>(server.port, 'POST', '/app/user/getWallet', token, {})).data.balance;

  it('streams the model reply without its emotion tag and maps the tag to the emotion code', async () => {
    const { socket, token } = await guest();
    const before = await balanceOf(token);
    const sent = socket.talk(server.roleId, 'Hi!');
    const reply = await socket.reply(sent);
    expect(reply.parsed).toMatchObject({ content: 'Oh, hello there! It is good to see you.', emotion: 1, llmModel: 'stand-in-1' });
    expect(socket.frames.every((f) => !String(f.parsed.content ?? '').includes('[emotion'))).toBe(true);
    expect(await balanceOf(token)).toBe(before - 1);
    await socket.close();
  });

  it.each([
    ['a server error', 'Tell me something [500]'],
    ['rate limiting', 'Tell me something [429]'],
    ['no first token before the timeout', 'Tell me something [slow]'],
    ['a stream cut in the middle', 'Tell me something [cut]'],
  ])('refunds the koin and says "AI completion failed" on %s', async (_label, text) => {
    const { socket, token, userId } = await guest();
    const before = await balanceOf(token);
    const sent = socket.talk(server.roleId, text);
    const failure = await socket.waitFor((f) => f.parsed.replyTo === sent && f.code !== 0, 20_000);
    expect(failure.code).toBe(500);
    expect(failure.parsed.message).toBe('AI completion failed');
    expect(await balanceOf(token)).toBe(before);
    const reasons = (await server.running.runtime.database.db.select({ reason: walletLedger.reason }).from(walletLedger).where(eq(walletLedger.userId, userId))).map((r) => r.reason);
    expect(reasons).toEqual(expect.arrayContaining(['chat', 'chat_refund']));
    expect(socket.frames.some((f) => f.parsed.msgFinish === true)).toBe(false);
    await socket.close();
  });

  it('stops the completion and refunds when the user leaves mid-reply', async () => {
    const { socket, token } = await guest();
    const before = await balanceOf(token);
    const sent = socket.talk(server.roleId, 'Take your time [hang]');
    await socket.waitFor((f) => f.parsed.pending === true && f.parsed.replyTo === sent);
    const abandonedBefore = llm.abandoned;
    await socket.close();
    for (let i = 0; i < 50 && llm.abandoned === abandonedBefore; i += 1) await new Promise((r) => setTimeout(r, 100));
    expect(llm.abandoned).toBe(abandonedBefore + 1);
    for (let i = 0; i < 50 && (await balanceOf(token)) !== before; i += 1) await new Promise((r) => setTimeout(r, 100));
    expect(await balanceOf(token)).toBe(before);
  });

  it('offers reply inspirations from the model', async () => {
    const { token, socket } = await guest();
    const { data } = await apiCall<{ list: string[] }>(server.port, 'GET', `/chat/suggestion?roleId=${server.roleId}&num=2`, token);
    expect(data.list).toHaveLength(2);
    await socket.close();
  });
});
