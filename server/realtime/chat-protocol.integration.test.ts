import { and, eq } from 'drizzle-orm';
import { EMOTIONS, MotionType } from '@/lib/contracts/chat';
import { messages } from '@/server/db/schema';
import { chatServerFixture } from '@/server/test/chat-server';
import { apiCall, ChatSocketClient, clientMsgId, visitorLogin } from '@/server/test/chat-socket-client';
import { DATABASE_KINDS } from '@/server/test/test-database';

jest.setTimeout(60_000);

describe.each(DATABASE_KINDS)('chat over the socket [%s]', (kind) => {
  const fx = chatServerFixture(kind);
  const storedFor = (userId: number) => fx.server.running.runtime.database.db.select().from(messages).where(eq(messages.userId, userId));

  const enter = (socket: ChatSocketClient) => socket.send({ msgId: clientMsgId(), dataType: 'EnterChat', data: JSON.stringify({ roleId: fx.server.roleId }) });

  it('greets once per conversation with the intro and the greeting, names filled in', async () => {
    const { socket, token, userId } = await fx.guest();
    expect((await apiCall(fx.server.port, 'POST', '/userSetting', token, { nickname: 'Mira' })).code).toBe(0);
    enter(socket);
    const greeting = await socket.waitFor((f) => f.dataType === 'Greeting');
    const intro = await socket.waitFor((f) => f.dataType === 'Intro');
    expect(greeting).toMatchObject({ ack: 0, fromUid: `r${fx.server.roleId}`, topicId: String(fx.server.roleId), topicType: 1 });
    expect(String(greeting.parsed.content)).toMatch(/^\*Kiriha points/);
    expect(String(greeting.parsed.content)).toContain("Don't get the wrong idea, Mira, I only accepted you");
    expect(String(greeting.parsed.content)).not.toMatch(/\{\{(user|char)\}\}/);
    expect(String(intro.parsed.content)).toMatch(/sword dojo/);

    enter(socket);
    await new Promise((r) => setTimeout(r, 300));
    expect((await storedFor(userId)).filter((m) => m.dataType === 'Greeting')).toHaveLength(1);
    expect(socket.frames.filter((f) => f.dataType === 'EnterNickname')).toHaveLength(0);
    await socket.close();
  });

  it("asks a fresh visitor's name once (enter_nickname) with a greeting that needs none; a later greeting uses the name they gave", async () => {
    const { socket, token, userId } = await fx.guest();
    enter(socket);
    const asked = await socket.waitFor((f) => f.dataType === 'EnterNickname');
    expect(asked).toMatchObject({ topicId: String(fx.server.roleId), topicType: 1, code: 0 });
    expect(asked.parsed).toEqual({ roleId: fx.server.roleId });
    const greeting = await socket.waitFor((f) => f.dataType === 'Greeting');
    expect(String(greeting.parsed.content)).toContain("Don't get the wrong idea, I only accepted you");
    expect(String(greeting.parsed.content)).not.toMatch(/Guest|\{\{/);
    enter(socket);
    await new Promise((r) => setTimeout(r, 300));
    expect(socket.frames.filter((f) => f.dataType === 'EnterNickname')).toHaveLength(1);

    const me = await apiCall<{ nameChosen: boolean }>(fx.server.port, 'GET', '/user', token);
    expect(me.data).toMatchObject({ nameChosen: false });
    const named = await apiCall<{ name: string; nameChosen: boolean }>(fx.server.port, 'POST', '/userSetting', token, { nickname: 'Mira' });
    expect(named.data).toMatchObject({ name: 'Mira', nameChosen: true });
    // The conversation starts over (resetFriend): the new greeting says the name, and the name is not asked again.
    await fx.server.running.runtime.database.db.delete(messages).where(eq(messages.userId, userId));
    enter(socket);
    const again = await socket.waitFor((f) => f.dataType === 'Greeting' && f.msgId !== greeting.msgId);
    expect(String(again.parsed.content)).toContain("Don't get the wrong idea, Mira, I only accepted you");
    expect(socket.frames.filter((f) => f.dataType === 'EnterNickname')).toHaveLength(1);
    await socket.close();
  });

  it('acknowledges a message, streams the reply, finishes it with an emotion and an action, and takes 1 koin', async () => {
    const { socket, token, userId } = await fx.guest();
    const before = await fx.balanceOf(token);
    const sent = socket.talk(fx.server.roleId, 'Hello! You look like you know your way around a sword.');
    const ack = await socket.waitFor((f) => f.dataType === 'MsgAck');
    expect(JSON.parse(ack.data!)).toEqual({ msgIdList: [sent] });
    const reply = await socket.reply(sent);
    const pending = socket.frames.filter((f) => f.msgId === reply.msgId && f.parsed.pending === true);
    expect(pending.length).toBeGreaterThan(0);
    expect(String(reply.parsed.content).startsWith(String(pending[0]!.parsed.content))).toBe(true);
    expect(reply).toMatchObject({ ack: 0, fromUid: `r${fx.server.roleId}`, code: 0 });
    expect(reply.parsed.emotion).toBeGreaterThanOrEqual(1);
    expect(reply.parsed.emotion).toBeLessThanOrEqual(EMOTIONS.length);
    expect(Object.values(MotionType)).toContain(reply.parsed.action);
    expect(await fx.balanceOf(token)).toBe(before - 1);

    const history = await apiCall<{ data: { list: { msgId: string; fromUid: string }[]; total: number } }>(fx.server.port, 'POST', '/user/getHistoryMsg', token, { topicId: String(fx.server.roleId), topicType: 1, pageSize: 10, pageCurrent: 0 });
    expect(history.data.data.list.map((m) => m.msgId)).toEqual([reply.msgId, sent]);
    expect(history.data.data.list[1]!.fromUid).toBe(String(userId));
    await socket.close();
  });

  it('speaks the reply for a user with auto-play voice on, and not for one who turned it off', async () => {
    const { socket, token } = await fx.guest();
    const reply = await socket.reply(socket.talk(fx.server.roleId, 'Say something out loud, please.'));
    expect(reply.parsed.voice).toMatch(/\/media\/voices\//);
    expect(reply.parsed.duration).toBeGreaterThan(0);
    const visemes = reply.parsed.visemes as { startMs: number; endMs: number }[];
    expect(visemes.length).toBeGreaterThan(0);
    expect(visemes.at(-1)!.endMs).toBeCloseTo(Number(reply.parsed.duration) * 1000, -1);
    const audio = await fetch(`http://127.0.0.1:${fx.server.port}${String(reply.parsed.voice)}`, { headers: { range: 'bytes=0-11' } });
    expect(audio.status).toBe(206);
    expect(Buffer.from(await audio.arrayBuffer()).subarray(0, 4).toString()).toBe('RIFF');

    expect((await apiCall(fx.server.port, 'POST', '/userSetting', token, { autoAudio: false })).code).toBe(0);
    const quiet = await socket.reply(socket.talk(fx.server.roleId, 'And now quietly.'));
    expect(quiet.parsed.voice).toBeUndefined();
    await socket.close();
  });

  it('takes the same msgId sent three times as one message: one debit, one reply', async () => {
    const { socket, token, userId } = await fx.guest();
    const before = await fx.balanceOf(token);
    const id = clientMsgId();
    for (let i = 0; i < 3; i += 1) socket.talk(fx.server.roleId, 'Same message, sent again', id);
    await socket.reply(id);
    await new Promise((r) => setTimeout(r, 500));
    expect(socket.frames.filter((f) => f.parsed.msgFinish === true && f.parsed.replyTo === id)).toHaveLength(1);
    expect(await fx.balanceOf(token)).toBe(before - 1);
    expect((await storedFor(userId)).filter((m) => m.fromUid === String(userId))).toHaveLength(1);
    await socket.close();
  });

  it("refuses another user's message id with 409, paying and storing nothing for the second sender", async () => {
    const first = await fx.guest();
    const second = await fx.guest();
    const id = clientMsgId();
    first.socket.talk(fx.server.roleId, 'Mine first', id);
    await first.socket.reply(id);
    const before = await fx.balanceOf(second.token);
    second.socket.talk(fx.server.roleId, 'Same id, other user', id);
    const refusal = await second.socket.waitFor((f) => f.msgId === id && f.code !== 0);
    expect(refusal.code).toBe(409);
    expect(await fx.balanceOf(second.token)).toBe(before);
    expect(await storedFor(second.userId)).toHaveLength(0);
    await Promise.all([first.socket.close(), second.socket.close()]);
  });

  it('answers 614 with nothing stored and nothing asked of the model when the wallet is empty', async () => {
    const { socket, token, userId } = await fx.guest();
    const balance = await fx.balanceOf(token);
    await fx.server.running.runtime.services.wallet.move([{ userId, amount: -balance, reason: 'admin_take' }]);
    const sent = socket.talk(fx.server.roleId, 'Can I still talk?');
    const refusal = await socket.waitFor((f) => f.msgId === sent && f.code !== 0);
    expect(refusal.code).toBe(614);
    expect(refusal.parsed.message).toBe('Not Enough Koin! Get more in Profile');
    expect(await storedFor(userId)).toHaveLength(0);
    expect(await fx.balanceOf(token)).toBe(0);
    await socket.close();
  });

  it('sends an unacknowledged reply again on reconnect, and not once it is acknowledged', async () => {
    const { socket, token, userId } = await fx.guest();
    const sent = socket.talk(fx.server.roleId, 'Remember to write back');
    const reply = await socket.reply(sent);
    await socket.close();

    const again = await ChatSocketClient.open(fx.server.port, userId, token);
    const redelivered = await again.waitFor((f) => f.msgId === reply.msgId);
    expect(redelivered.parsed.content).toBe(reply.parsed.content);
    again.ack([reply.msgId!]);
    await new Promise((r) => setTimeout(r, 300));
    await again.close();

    const third = await ChatSocketClient.open(fx.server.port, userId, token);
    await new Promise((r) => setTimeout(r, 500));
    expect(third.frames.some((f) => f.msgId === reply.msgId)).toBe(false);
    const [row] = await fx.server.running.runtime.database.db.select({ ack: messages.ack }).from(messages).where(and(eq(messages.userId, userId), eq(messages.msgId, BigInt(reply.msgId!))));
    expect(row!.ack).toBe(1);
    await third.close();
  });

  it('answers bad frames with error frames and keeps the socket open', async () => {
    const { socket, token } = await fx.guest();
    const before = await fx.balanceOf(token);
    socket.sendRaw('{not json');
    socket.send({ msgId: clientMsgId(), dataType: 'SingleTalk', data: '{"roleId":' });
    socket.send({ msgId: clientMsgId(), dataType: 'SingleTalk', data: JSON.stringify({ roleId: fx.server.roleId, content: '   ' }) });
    socket.send({ dataType: 'SingleTalk', data: JSON.stringify({ roleId: fx.server.roleId, content: 'no id' }) });
    socket.send({ msgId: clientMsgId(), dataType: 'SingleTalk', data: JSON.stringify({ roleId: 999_999_999, content: 'nobody' }) });
    socket.send({ msgId: clientMsgId(), dataType: 'Teleport', data: '{}' });
    socket.send({ msgId: 'abc', dataType: 'SingleTalk' });
    const errors = () => socket.frames.filter((f) => f.code !== 0);
    for (let i = 0; i < 50 && errors().length < 7; i += 1) await new Promise((r) => setTimeout(r, 100));
    // Frames are answered as they finish, so the order of the answers is not the order sent.
    expect(errors().map((f) => f.code).sort()).toEqual([-1, 400, 400, 400, 400, 400, 404]);
    expect(errors().some((f) => String(f.parsed.message).startsWith('content:'))).toBe(true);

    socket.send({ msgType: 'HeartBeat', msgId: '42' });
    expect(await socket.waitFor((f) => f.msgType === 'HeartBeat')).toMatchObject({ msgId: '42', ack: 1 });
    expect(await fx.balanceOf(token)).toBe(before);
    await socket.close();
  });

  it('closes the socket with 1009 on a frame over 64 KiB', async () => {
    const { socket } = await fx.guest();
    socket.talk(fx.server.roleId, 'x'.repeat(70 * 1024));
    expect(await socket.closed).toBe(1009);
  });

  it('refuses frames over the rate limit with 429 and debits only what it accepted', async () => {
    const { socket, token } = await fx.guest();
    await fx.server.running.runtime.services.wallet.move([{ userId: (await visitorLoginId(token)), amount: 100, reason: 'admin_grant' }]);
    const before = await fx.balanceOf(token);
    const ids = Array.from({ length: 45 }, () => socket.talk(fx.server.roleId, 'quick!'));
    const settled = () => socket.frames.filter((f) => (f.dataType === 'MsgAck' && ids.some((id) => f.data!.includes(id))) || (f.code === 429 && ids.includes(f.msgId!)));
    for (let i = 0; i < 100 && settled().length < ids.length; i += 1) await new Promise((r) => setTimeout(r, 100));
    const limited = socket.frames.filter((f) => f.code === 429);
    const accepted = socket.frames.filter((f) => f.dataType === 'MsgAck').length;
    expect(limited.length).toBeGreaterThan(0);
    expect(accepted).toBeGreaterThanOrEqual(30);
    expect(accepted + limited.length).toBe(45);
    for (let i = 0; i < 200 && (await fx.balanceOf(token)) !== before - accepted; i += 1) await new Promise((r) => setTimeout(r, 100));
    expect(await fx.balanceOf(token)).toBe(before - accepted);
    await socket.close();
  });

  it('answers GetHistory over the socket, newest first', async () => {
    const { socket } = await fx.guest();
    const sent = socket.talk(fx.server.roleId, 'Tell me about the dojo.');
    const reply = await socket.reply(sent);
    socket.send({ msgId: clientMsgId(), dataType: 'GetHistory', topicId: String(fx.server.roleId), topicType: 1, data: JSON.stringify({ pageSize: 10, pageCurrent: 0 }) });
    const page = await socket.waitFor((f) => f.dataType === 'GetHistory');
    expect((page.parsed.list as { msgId: string }[]).map((m) => m.msgId)).toEqual([reply.msgId, sent]);
    await socket.close();
  });

  it('refuses history queries with numbers past the int4 columns, naming the field, over HTTP and the socket', async () => {
    const { socket, token } = await fx.guest();
    const topicId = String(fx.server.roleId);
    for (const body of [{ topicId, topicType: 2_147_483_648 }, { topicId, topicType: '2147483648' }, { topicId, topicType: -1 }]) {
      const answer = await apiCall(fx.server.port, 'POST', '/user/getHistoryMsg', token, body);
      expect(answer).toMatchObject({ code: 400, data: null });
      expect(answer.message).toMatch(/^topicType: /);
    }
    const paged = await apiCall(fx.server.port, 'POST', '/user/getHistoryMsg', token, { topicId, topicType: 1, pageCurrent: 2 ** 53 });
    expect(paged.message).toMatch(/^pageCurrent: /);

    const inData = clientMsgId();
    socket.send({ msgId: inData, dataType: 'GetHistory', topicId, data: JSON.stringify({ topicType: 2_147_483_648 }) });
    const refused = await socket.waitFor((f) => f.msgId === inData);
    expect(refused.code).toBe(400);
    expect(String(refused.parsed.message)).toMatch(/^topicType: /);
    socket.send({ msgId: clientMsgId(), dataType: 'GetHistory', topicId, topicType: 2_147_483_648, data: '{}' });
    const bad = await socket.waitFor((f) => f.code === 400 && f.msgId === undefined);
    expect(String(bad.parsed.message)).toMatch(/^topicType: /);
    // The socket stays open and answers the next query.
    const good = clientMsgId();
    socket.send({ msgId: good, dataType: 'GetHistory', topicId, topicType: 1, data: '{}' });
    expect((await socket.waitFor((f) => f.msgId === good)).code).toBe(0);
    await socket.close();
  });

  it('lets 30 parallel messages against 14 koin through exactly 14 times, ending at 0', async () => {
    const { socket, token, userId } = await fx.guest();
    const balance = await fx.balanceOf(token);
    await fx.server.running.runtime.services.wallet.move([{ userId, amount: 14 - balance, reason: 'admin_take' }]);
    const ids = Array.from({ length: 30 }, (_, i) => socket.talk(fx.server.roleId, `message ${i}`));
    const done = () => socket.frames.filter((f) => (f.parsed.msgFinish === true && ids.includes(String(f.parsed.replyTo))) || (f.code === 614 && ids.includes(f.msgId!)));
    for (let i = 0; i < 300 && done().length < 30; i += 1) await new Promise((r) => setTimeout(r, 100));
    expect(socket.frames.filter((f) => f.parsed.msgFinish === true && ids.includes(String(f.parsed.replyTo)))).toHaveLength(14);
    expect(socket.frames.filter((f) => f.code === 614)).toHaveLength(16);
    expect(await fx.balanceOf(token)).toBe(0);
    expect(await fx.server.running.runtime.services.wallet.ledgerSum(userId)).toBe(0);
    await socket.close();
  });

  it('opens the web socket with a one-time ticket, which works once', async () => {
    const who = await visitorLogin(fx.server.port, `ticket-${kind}`);
    const { data } = await apiCall<{ ticket: string; userId: number }>(fx.server.port, 'GET', '/user/socketTicket', who.token);
    expect(data.userId).toBe(who.userId);
    const socket = await ChatSocketClient.open(fx.server.port, who.userId, data.ticket);
    socket.send({ msgType: 'HeartBeat', msgId: '7' });
    await socket.waitFor((f) => f.msgType === 'HeartBeat');
    await socket.close();
    await expect(ChatSocketClient.open(fx.server.port, who.userId, data.ticket)).rejects.toThrow(/401/);
  });

  it('moves koin with PayCoin and GiftCoin frames, once per msgId, and refuses more than the balance', async () => {
    const { socket, token } = await fx.guest();
    const before = await fx.balanceOf(token);
    const pay = clientMsgId();
    socket.send({ msgId: pay, dataType: 'PayCoin', topicId: String(fx.server.roleId), topicType: 1, data: JSON.stringify({ roleId: fx.server.roleId, amount: 3 }) });
    socket.send({ msgId: pay, dataType: 'PayCoin', topicId: String(fx.server.roleId), topicType: 1, data: JSON.stringify({ roleId: fx.server.roleId, amount: 3 }) });
    const paid = await socket.waitFor((f) => f.dataType === 'PayCoin' && f.msgId === pay && f.code === 0);
    expect(paid.parsed).toMatchObject({ amount: 3, balance: before - 3 });
    const gift = clientMsgId();
    socket.send({ msgId: gift, dataType: 'GiftCoin', data: JSON.stringify({ roleId: fx.server.roleId, amount: 2 }) });
    expect((await socket.waitFor((f) => f.dataType === 'GiftCoin' && f.msgId === gift)).parsed).toMatchObject({ amount: 2, balance: before - 5 });
    const tooMuch = clientMsgId();
    socket.send({ msgId: tooMuch, dataType: 'GiftCoin', data: JSON.stringify({ roleId: fx.server.roleId, amount: 10_000 }) });
    expect((await socket.waitFor((f) => f.msgId === tooMuch && f.code !== 0)).code).toBe(614);
    await new Promise((r) => setTimeout(r, 300));
    expect(await fx.balanceOf(token)).toBe(before - 5);
    await socket.close();
  });

  async function visitorLoginId(token: string): Promise<number> {
    return (await apiCall<{ userId: number }>(fx.server.port, 'GET', '/user', token)).data.userId;
  }
});
