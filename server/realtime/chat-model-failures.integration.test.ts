import { eq } from 'drizzle-orm';
import { walletLedger } from '@/server/db/schema';
import { MemoryRepository } from '@/server/domains/chat/memory-repository';
import { chatServerFixture } from '@/server/test/chat-server';
import { apiCall } from '@/server/test/chat-socket-client';
import { startLlmStandIn, type LlmStandIn } from '@/server/test/llm-stand-in';
import { DATABASE_KINDS } from '@/server/test/test-database';

jest.setTimeout(60_000);

describe.each(DATABASE_KINDS)('chat against an OpenAI-compatible endpoint [%s]', (kind) => {
  let llm: LlmStandIn;
  beforeAll(async () => {
    llm = await startLlmStandIn({ delayMs: 5 });
  });
  // Declared after the stand-in's start, so the server starts after it and stops before it.
  const fx = chatServerFixture(kind, () => ({ env: { KOKO_LLM_BASE_URL: llm.url, KOKO_LLM_MODEL: 'stand-in-1', KOKO_LLM_TIMEOUT_MS: '1000' } }));
  afterAll(async () => {
    await llm.stop();
  });

  it('streams the model reply without its emotion tag and maps the tag to the emotion code', async () => {
    const { socket, token } = await fx.guest();
    const before = await fx.balanceOf(token);
    const sent = socket.talk(fx.server.roleId, 'Hi!');
    const reply = await socket.reply(sent);
    expect(reply.parsed).toMatchObject({ content: 'Oh, hello there! It is good to see you.', emotion: 1, llmModel: 'stand-in-1' });
    expect(socket.frames.every((f) => !String(f.parsed.content ?? '').includes('[emotion'))).toBe(true);
    expect(await fx.balanceOf(token)).toBe(before - 1);
    await socket.close();
  });

  it('answers a message sent right behind another with the first one and its reply in the prompt', async () => {
    const { socket } = await fx.guest();
    const first = socket.talk(fx.server.roleId, 'I am called Robin.');
    const second = socket.talk(fx.server.roleId, 'What did I just tell you?');
    await socket.reply(first);
    await socket.reply(second);
    const lastUser = (messages: { role: string; content: string }[]) => messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
    const prompt = llm.prompts.find((messages) => lastUser(messages).includes('What did I just tell you?'))!;
    const said = prompt.map((m) => m.content).join('\n');
    expect(said).toContain('I am called Robin.');
    expect(said).toContain('Oh, hello there! It is good to see you.');
    // The first message comes before its reply, and the one being answered last.
    expect(said.indexOf('I am called Robin.')).toBeLessThan(said.indexOf('Oh, hello there!'));
    expect(prompt.at(-1)).toEqual({ role: 'user', content: expect.stringContaining('What did I just tell you?') });
    await socket.close();
  });

  it.each([
    ['a server error', 'Tell me something [500]'],
    ['rate limiting', 'Tell me something [429]'],
    ['no first token before the timeout', 'Tell me something [slow]'],
    ['a stream cut in the middle', 'Tell me something [cut]'],
  ])('refunds the koin and says "AI completion failed" on %s', async (_label, text) => {
    const { socket, token, userId } = await fx.guest();
    const before = await fx.balanceOf(token);
    const sent = socket.talk(fx.server.roleId, text);
    const failure = await socket.waitFor((f) => f.parsed.replyTo === sent && f.code !== 0, 20_000);
    expect(failure.code).toBe(500);
    expect(failure.parsed.message).toBe('AI completion failed');
    expect(await fx.balanceOf(token)).toBe(before);
    const reasons = (await fx.server.running.runtime.database.db.select({ reason: walletLedger.reason }).from(walletLedger).where(eq(walletLedger.userId, userId))).map((r) => r.reason);
    expect(reasons).toEqual(expect.arrayContaining(['chat', 'chat_refund']));
    expect(socket.frames.some((f) => f.parsed.msgFinish === true)).toBe(false);
    await socket.close();
  });

  it('stops the completion and refunds when the user leaves mid-reply', async () => {
    const { socket, token } = await fx.guest();
    const before = await fx.balanceOf(token);
    const sent = socket.talk(fx.server.roleId, 'Take your time [hang]');
    await socket.waitFor((f) => f.parsed.pending === true && f.parsed.replyTo === sent);
    const abandonedBefore = llm.abandoned;
    await socket.close();
    for (let i = 0; i < 50 && llm.abandoned === abandonedBefore; i += 1) await new Promise((r) => setTimeout(r, 100));
    expect(llm.abandoned).toBe(abandonedBefore + 1);
    for (let i = 0; i < 50 && (await fx.balanceOf(token)) !== before; i += 1) await new Promise((r) => setTimeout(r, 100));
    expect(await fx.balanceOf(token)).toBe(before);
  });

  it('never asks the model for a message the wallet cannot pay for', async () => {
    const { socket, token, userId } = await fx.guest();
    await fx.server.running.runtime.services.wallet.move([{ userId, amount: -(await fx.balanceOf(token)), reason: 'admin_take' }]);
    const asked = llm.requests;
    const sent = socket.talk(fx.server.roleId, 'Can I still talk? [hang]');
    expect((await socket.waitFor((f) => f.msgId === sent && f.code !== 0)).code).toBe(614);
    await new Promise((r) => setTimeout(r, 200));
    expect(llm.requests).toBe(asked);
    await socket.close();
  });

  it('puts what the user just said about themselves in the prompt of the reply it asks ahead of the payment, and keeps it', async () => {
    const { socket, userId } = await fx.guest();
    await socket.reply(socket.talk(fx.server.roleId, 'My name is Odalys and I have a cat called Pim.'));
    const said = (llm.prompts.find((messages) => messages.some((m) => m.content.includes('Odalys and I have a cat'))) ?? []).map((m) => m.content).join('\n');
    expect(said).toMatch(/What you remember about Odalys:/);
    expect(said).toMatch(/Pim/);
    const memory = await new MemoryRepository(fx.server.running.runtime.database.db).get(userId, fx.server.roleId);
    expect(memory.facts.map((f) => f.value)).toEqual(expect.arrayContaining(['Odalys', 'Pim']));
    await socket.close();
  });

  it('answers with what the database holds when the conversation changed elsewhere since the last reply', async () => {
    const { socket, token } = await fx.guest();
    await socket.reply(socket.talk(fx.server.roleId, 'Good evening.'));
    let asked = llm.requests;
    await socket.reply(socket.talk(fx.server.roleId, 'How was your day?'));
    expect(llm.requests).toBe(asked + 1);

    // The persona changes through the API, not the chat. The reply may have been asked from what this instance
    // knew after the last one (chat-service.test.ts): that request is stopped unseen, and the reply written is the
    // one asked with the persona the read found; one koin, one reply.
    await apiCall(fx.server.port, 'POST', '/user/upsertUserPersonalConfig', token, { name: 'Marisol' });
    const before = await fx.balanceOf(token);
    asked = llm.requests;
    const sent = socket.talk(fx.server.roleId, 'Do you know who I am now?');
    const reply = await socket.reply(sent);
    const prompts = llm.prompts.filter((messages) => messages.some((m) => m.content.includes('Do you know who I am now?'))).map((messages) => messages.map((m) => m.content).join('\n'));
    expect(llm.requests - asked).toBe(prompts.length);
    expect(prompts.length).toBeLessThanOrEqual(2);
    expect(prompts.at(-1)).toContain('Marisol');
    if (prompts.length === 2) expect(prompts[0]).not.toContain('Marisol');
    expect(await fx.balanceOf(token)).toBe(before - 1);
    expect(socket.frames.filter((f) => f.parsed.replyTo === sent && f.parsed.msgFinish === true)).toEqual([reply]);
    await socket.close();
  });

  it('never asks the model for the message after the one that spent the last koin', async () => {
    const { socket, token, userId } = await fx.guest();
    await fx.server.running.runtime.services.wallet.move([{ userId, amount: 1 - (await fx.balanceOf(token)), reason: 'admin_take' }]);
    await socket.reply(socket.talk(fx.server.roleId, 'One last thing.'));
    const asked = llm.requests;
    const sent = socket.talk(fx.server.roleId, 'And another? [hang]');
    expect((await socket.waitFor((f) => f.msgId === sent && f.code !== 0)).code).toBe(614);
    await new Promise((r) => setTimeout(r, 200));
    expect(llm.requests).toBe(asked);
    expect(await fx.balanceOf(token)).toBe(0);
    await socket.close();
  });

  it('refuses with 614 a message whose wallet was emptied elsewhere since the last reply, storing and saying nothing of it', async () => {
    const { socket, token, userId } = await fx.guest();
    await socket.reply(socket.talk(fx.server.roleId, 'Hello again.'));
    // The chat believes the wallet can pay for the next message (it is asked from that guess, read and paid in one statement).
    await fx.server.running.runtime.services.wallet.move([{ userId, amount: -(await fx.balanceOf(token)), reason: 'admin_take' }]);
    const sent = socket.talk(fx.server.roleId, 'Still there?');
    expect((await socket.waitFor((f) => f.msgId === sent && f.code !== 0)).code).toBe(614);
    await new Promise((r) => setTimeout(r, 300));
    expect(socket.frames.filter((f) => f.parsed.replyTo === sent)).toEqual([]);
    expect(await fx.balanceOf(token)).toBe(0);
    const history = await apiCall<{ data: { list: { msgId: string }[] } }>(fx.server.port, 'POST', '/user/getHistoryMsg', token, { topicId: String(fx.server.roleId), topicType: 1, pageSize: 10, pageCurrent: 0 });
    expect(history.data.data.list.map((m) => m.msgId)).toHaveLength(2);
    expect(history.data.data.list.map((m) => m.msgId)).not.toContain(sent);
    await socket.close();
  });

  it('offers reply inspirations from the model', async () => {
    const { token, socket } = await fx.guest();
    const { data } = await apiCall<{ list: string[] }>(fx.server.port, 'GET', `/chat/suggestion?roleId=${fx.server.roleId}&num=2`, token);
    expect(data.list).toHaveLength(2);
    await socket.close();
  });
});
