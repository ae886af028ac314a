import { and, eq } from 'drizzle-orm';
import { DataType } from '@/lib/contracts/chat';
import type { Relation } from '@/lib/contracts/friend';
import { RELATION_LEVELS } from '@/lib/contracts/relation-levels';
import { relations } from '@/server/db/schema';
import { chatServerFixture } from '@/server/test/chat-server';
import { apiCall } from '@/server/test/chat-socket-client';
import { DATABASE_KINDS } from '@/server/test/test-database';

jest.setTimeout(120_000);

const ACQUAINTANCE = RELATION_LEVELS[1]!.from;

describe.each(DATABASE_KINDS)('a relation that grows with the conversation [%s]', (kind) => {
  const fx = chatServerFixture(kind);
  const db = () => fx.server.running.runtime.database.db;
  const relationOf = async (token: string) => (await apiCall<Relation>(fx.server.port, 'POST', '/app/relation/getAiRelation', token, { roleId: fx.server.roleId })).data;
  const settle = () => new Promise((r) => setTimeout(r, 400));

  it('grows from real messages and not from spam', async () => {
    const { socket, token } = await fx.guest(20);
    for (const text of ['ok', 'lol', 'ok']) await socket.reply(socket.talk(fx.server.roleId, text));
    await settle();
    expect(await relationOf(token)).toMatchObject({ affinity: 0, level: 0, levelKey: 'stranger', progress: 0 });
    await socket.reply(socket.talk(fx.server.roleId, 'I spent the whole morning repairing an old bicycle with my neighbour.'));
    await settle();
    const grown = await relationOf(token);
    expect(grown.affinity).toBeGreaterThan(0);
    expect(grown.progress).toBeGreaterThan(0);
    await socket.close();
  });

  it('tells the chat once when a new level is reached', async () => {
    const { socket, token, userId } = await fx.guest(20);
    // One real message short of the next level.
    await db().insert(relations).values({ userId, roleId: fx.server.roleId, affinity: ACQUAINTANCE - 1, day: new Date().toISOString().slice(0, 10) });
    const sent = socket.talk(fx.server.roleId, 'My sister visited and we cooked dumplings together all evening.');
    await socket.reply(sent);
    const change = await socket.waitFor((f) => f.dataType === DataType.RelationChange);
    expect(change.parsed).toMatchObject({ roleId: fx.server.roleId, level: 1, levelKey: 'acquaintance', previousLevel: 0 });
    expect(change.topicId).toBe(String(fx.server.roleId));
    // After the reply it celebrates.
    const replyIndex = socket.frames.findIndex((f) => f.parsed.replyTo === sent && f.parsed.msgFinish === true);
    expect(socket.frames.indexOf(change)).toBeGreaterThan(replyIndex);

    // The next message a minute later (one sent within seconds earns nothing) counts, and the level stays.
    await db().update(relations).set({ lastMessageAt: new Date(Date.now() - 60_000) }).where(and(eq(relations.userId, userId), eq(relations.roleId, fx.server.roleId)));
    await socket.reply(socket.talk(fx.server.roleId, 'Then we watched an old film about sailors lost near Iceland.'));
    await settle();
    expect(socket.frames.filter((f) => f.dataType === DataType.RelationChange)).toHaveLength(1);
    expect(await relationOf(token)).toMatchObject({ level: 1, levelKey: 'acquaintance' });
    const [row] = await db().select().from(relations).where(and(eq(relations.userId, userId), eq(relations.roleId, fx.server.roleId)));
    expect(row).toMatchObject({ level: 1, sessionTurns: 2 });
    await socket.close();
  });
});
