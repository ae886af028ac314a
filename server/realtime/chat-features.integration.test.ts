import { createMessageIdFactory, messageIdTime } from '@/lib/chat/message-id';
import { BodyPart, EMOTIONS } from '@/lib/contracts/chat';
import { eq } from 'drizzle-orm';
import { roles } from '@/server/db/schema';
import { chatServerFixture } from '@/server/test/chat-server';
import { apiCall } from '@/server/test/chat-socket-client';
import { DATABASE_KINDS } from '@/server/test/test-database';

jest.setTimeout(120_000);

interface Stored {
  msgId: string;
  data: string;
  meta: { rewriteCount?: number };
}

describe.each(DATABASE_KINDS)('chat features with the offline persona engine [%s]', (kind) => {
  const fx = chatServerFixture(kind);

  it('remembers what the user said twenty turns ago', async () => {
    const { socket } = await fx.guest(40);
    await socket.reply(socket.talk(fx.server.roleId, 'My name is Mira and I have a cat called Biscuit.'));
    const smallTalk = ['How was practice today?', 'The weather is nice.', 'Do you like tea?', 'What is your favourite move?', 'I saw a bird outside.'];
    for (let i = 0; i < 20; i += 1) await socket.reply(socket.talk(fx.server.roleId, smallTalk[i % smallTalk.length]!));
    const cat = await socket.reply(socket.talk(fx.server.roleId, "Do you remember my cat's name?"));
    expect(String(cat.parsed.content)).toContain('Biscuit');
    const name = await socket.reply(socket.talk(fx.server.roleId, "What's my name?"));
    expect(String(name.parsed.content)).toContain('Mira');
    await socket.close();
  });

  it('rephrases the newest reply for 1 koin, rewriteCount + 1, and refuses an older one', async () => {
    const { socket, token } = await fx.guest(10);
    const first = await socket.reply(socket.talk(fx.server.roleId, 'Teach me a stance.'));
    const second = await socket.reply(socket.talk(fx.server.roleId, 'Was that right?'));
    const before = await fx.balanceOf(token);
    const rephrased = await apiCall<Stored>(fx.server.port, 'POST', '/chat/msgRephrase', token, { msgId: second.msgId });
    expect(rephrased.code).toBe(0);
    expect(rephrased.data.msgId).toBe(second.msgId);
    expect(rephrased.data.meta.rewriteCount).toBe(1);
    expect(JSON.parse(rephrased.data.data).content).not.toBe(second.parsed.content);
    expect(await fx.balanceOf(token)).toBe(before - 1);
    const older = await apiCall(fx.server.port, 'POST', '/chat/msgRephrase', token, { msgId: first.msgId });
    expect(older.code).toBe(400);
    const unknown = await apiCall(fx.server.port, 'POST', '/chat/msgRephrase', token, { msgId: '123' });
    expect(unknown.code).toBe(404);
    await socket.close();
  });

  it("does not let one user read or rephrase another's messages", async () => {
    const a = await fx.guest(5);
    const b = await fx.guest(5);
    const reply = await a.socket.reply(a.socket.talk(fx.server.roleId, 'Just between us.'));
    expect((await apiCall(fx.server.port, 'POST', '/chat/msgRephrase', b.token, { msgId: reply.msgId })).code).toBe(404);
    const page = await apiCall<{ data: { list: unknown[] } }>(fx.server.port, 'POST', '/user/getHistoryMsg', b.token, { topicId: String(fx.server.roleId), topicType: 1 });
    expect(page.data.data.list).toHaveLength(0);
    await a.socket.close();
    await b.socket.close();
  });

  it('reacts to a touch on each body part, free of charge, and keeps it in the history', async () => {
    const { socket, token } = await fx.guest();
    const before = await fx.balanceOf(token);
    for (const code of Object.values(BodyPart)) {
      const touched = await apiCall<Stored>(fx.server.port, 'GET', `/chat/click?roleId=${fx.server.roleId}&bodyPart=${code}&fromType=3`, token);
      expect(touched.code).toBe(0);
      // The reaction also reaches the open chat, so the transcript shows it without a reload.
      await socket.waitFor((f) => f.msgId === touched.data.msgId && f.dataType === 'SingleTalk');
      const data = JSON.parse(touched.data.data);
      expect(data.content.length).toBeGreaterThan(0);
      expect(data.emotion).toBeGreaterThanOrEqual(1);
      expect(data.emotion).toBeLessThanOrEqual(EMOTIONS.length);
    }
    expect((await apiCall(fx.server.port, 'GET', `/chat/click?roleId=${fx.server.roleId}&bodyPart=99`, token)).code).toBe(400);
    expect(await fx.balanceOf(token)).toBe(before);
    await socket.close();
  });

  it('offers reply inspirations and one single suggestion', async () => {
    const { token, socket } = await fx.guest();
    const many = await apiCall<{ list: string[] }>(fx.server.port, 'GET', `/chat/suggestion?roleId=${fx.server.roleId}&num=3`, token);
    expect(many.data.list).toHaveLength(3);
    expect(new Set(many.data.list).size).toBe(3);
    const one = await apiCall<{ content: string }>(fx.server.port, 'POST', '/chat/singleSuggestion', token, { roleId: fx.server.roleId, lang: 'en-US' });
    expect(one.data.content.length).toBeGreaterThan(0);
    await socket.close();
  });

  it('lists conversations with the newest message and the unread count', async () => {
    const { socket, token } = await fx.guest(5);
    const reply = await socket.reply(socket.talk(fx.server.roleId, 'Hello again'));
    const { data } = await apiCall<{ list: { roleId: number; roleName: string; lastMsg: { msgId: string }; messageUnread: number }[] }>(fx.server.port, 'POST', '/chat/conversationList', token, {});
    expect(data.list).toHaveLength(1);
    expect(data.list[0]).toMatchObject({ roleId: fx.server.roleId, roleName: 'Kiriha Aoyagi', lastMsg: { msgId: reply.msgId }, messageUnread: 1 });
    socket.ack([reply.msgId!]);
    await new Promise((r) => setTimeout(r, 300));
    const after = await apiCall<{ list: { messageUnread: number }[] }>(fx.server.port, 'POST', '/chat/conversationList', token, {});
    expect(after.data.list[0]!.messageUnread).toBe(0);
    await socket.close();
  });

  it('hands out unique snowflake ids', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${fx.server.port}/koko/app/api/app/api/snowflakeId`).then((r) => r.json() as Promise<{ data: { id: string } }>)));
    const values = ids.map((r) => r.data.id);
    expect(new Set(values).size).toBe(20);
    values.forEach((id) => expect(id).toMatch(/^\d{1,19}$/));
  });

  it("does not let one user's clock move the server's ids or the order of another user's history", async () => {
    const snowflakeTime = async () => {
      const body = (await (await fetch(`http://127.0.0.1:${fx.server.port}/koko/app/api/app/api/snowflakeId`)).json()) as { data: { id: string } };
      return messageIdTime(body.data.id);
    };
    const a = await fx.guest(5);
    const b = await fx.guest(5);
    const tomorrow = createMessageIdFactory(() => Date.now() + 23 * 3600_000)();
    const answer = await a.socket.reply(a.socket.talk(fx.server.roleId, 'Hello from tomorrow.', tomorrow));
    // That user's own reply still sorts after the message it answers.
    expect(BigInt(answer.msgId!) > BigInt(tomorrow)).toBe(true);

    expect(Math.abs((await snowflakeTime()) - Date.now())).toBeLessThan(60_000);
    const first = b.socket.talk(fx.server.roleId, 'First.');
    const firstReply = await b.socket.reply(first);
    const second = b.socket.talk(fx.server.roleId, 'Second.');
    const secondReply = await b.socket.reply(second);
    expect(Math.abs(messageIdTime(firstReply.msgId!) - Date.now())).toBeLessThan(60_000);
    const history = await apiCall<{ data: { list: { msgId: string }[] } }>(fx.server.port, 'POST', '/user/getHistoryMsg', b.token, { topicId: String(fx.server.roleId), topicType: 1 });
    expect(history.data.data.list.map((m) => m.msgId)).toEqual([secondReply.msgId, second, firstReply.msgId, first]);
    await a.socket.close();
    await b.socket.close();
  });

  it("answers from the role's lorebook when the chat names an entry's key", async () => {
    const { db } = fx.server.running.runtime.database;
    const [agnes] = await db.select({ id: roles.id }).from(roles).where(eq(roles.slug, 'agnes-pell'));
    const entry = { keys: ['logbook'], secondaryKeys: [], content: 'The logbook lies under the third floorboard. It names the man who locked the door.', enabled: true, constant: false, selective: false, caseSensitive: false, insertionOrder: 0, priority: 0, position: 'before_char', name: '', comment: '', useRegex: false };
    await db.update(roles).set({ character: { characterBook: { name: 'Lighthouse', description: '', recursiveScanning: false, entries: [entry] } } }).where(eq(roles.id, agnes!.id));
    const { socket } = await fx.guest(5);
    const plain = await socket.reply(socket.talk(agnes!.id, 'Good evening.'));
    expect(String(plain.parsed.content)).not.toContain('floorboard');
    const named = await socket.reply(socket.talk(agnes!.id, 'Where is your LOGBOOK?'));
    expect(String(named.parsed.content)).toContain('The logbook lies under the third floorboard.');
    await socket.close();
  });
});
