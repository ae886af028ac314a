import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { walletLedger } from '@/server/db/schema';
import { chatServerFixture } from '@/server/test/chat-server';
import { apiCall, ChatSocketClient, visitorLogin } from '@/server/test/chat-socket-client';
import { DATABASE_KINDS } from '@/server/test/test-database';

jest.setTimeout(240_000);

const quiet = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(DATABASE_KINDS)('random frame sequences [%s]', (kind) => {
  const fx = chatServerFixture(kind);
  let run = 0;

  it('never crash the server, never debit a message twice and never take a balance below zero', async () => {
    // A small pool of ids per run, so duplicates are common; runs differ so users never share an id.
    const msgIds = fc.integer({ min: 1, max: 4 });
    const idOf = (n: number) => String(BigInt(run) * 1_000_000_000_000n + BigInt(kind === 'postgres' ? 500_000 + n : n));
    const frame = fc.oneof(
      fc.record({ kind: fc.constant('talk' as const), msgId: msgIds, content: fc.string({ maxLength: 40 }) }),
      fc.record({ kind: fc.constant('enter' as const) }),
      fc.record({ kind: fc.constant('ack' as const), ids: fc.array(fc.oneof(msgIds.map(String), fc.string({ maxLength: 25 })), { maxLength: 4 }) }),
      fc.record({ kind: fc.constant('pay' as const), msgId: msgIds, amount: fc.integer({ min: -5, max: 30 }) }),
      fc.record({ kind: fc.constant('history' as const), size: fc.integer({ min: -2, max: 120 }) }),
      fc.record({ kind: fc.constant('raw' as const), text: fc.oneof(fc.string({ maxLength: 60 }), fc.json({ maxDepth: 2 })) }),
      fc.record({ kind: fc.constant('heartbeat' as const) }),
    );

    await fc.assert(
      fc.asyncProperty(fc.array(frame, { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 6 }), async (frames, startKoin) => {
        const who = await visitorLogin(fx.server.port, `property-${kind}-${(run += 1)}`);
        const wallet = fx.server.running.runtime.services.wallet;
        const initial = await wallet.balance(who.userId);
        await wallet.move([{ userId: who.userId, amount: startKoin - initial || 1, reason: startKoin - initial < 0 ? 'admin_take' : 'admin_grant' }]);
        const socket = await ChatSocketClient.open(fx.server.port, who.userId, who.token);
        const roleId = fx.server.roleId;
        for (const f of frames) {
          if (f.kind === 'talk') socket.send({ msgId: idOf(f.msgId), dataType: 'SingleTalk', data: JSON.stringify({ roleId, content: f.content }) });
          if (f.kind === 'enter') socket.send({ msgId: '1', dataType: 'EnterChat', data: JSON.stringify({ roleId }) });
          if (f.kind === 'ack') socket.send({ msgId: '2', dataType: 'MsgAck', data: JSON.stringify({ msgIdList: f.ids }) });
          if (f.kind === 'pay') socket.send({ msgId: idOf(f.msgId), dataType: 'PayCoin', data: JSON.stringify({ roleId, amount: f.amount }) });
          if (f.kind === 'history') socket.send({ msgId: '3', dataType: 'GetHistory', topicId: String(roleId), topicType: 1, data: JSON.stringify({ pageSize: f.size }) });
          if (f.kind === 'raw') socket.sendRaw(f.text);
          if (f.kind === 'heartbeat') socket.send({ msgType: 'HeartBeat', msgId: '4' });
        }
        // Wait until every frame has had its answer and replies have settled.
        let last = -1;
        while (socket.frames.length !== last) {
          last = socket.frames.length;
          await quiet(400);
        }
        socket.send({ msgType: 'HeartBeat', msgId: '99' });
        await socket.waitFor((f) => f.msgType === 'HeartBeat' && f.msgId === '99');
        await socket.close();

        const balance = await wallet.balance(who.userId);
        expect(balance).toBeGreaterThanOrEqual(0);
        expect(await wallet.ledgerSum(who.userId)).toBe(balance);
        const debits = await fx.server.running.runtime.database.db
          .select({ refId: walletLedger.refId })
          .from(walletLedger)
          .where(and(eq(walletLedger.userId, who.userId), eq(walletLedger.reason, 'chat')));
        expect(new Set(debits.map((d) => d.refId)).size).toBe(debits.length);
        expect((await apiCall(fx.server.port, 'GET', '/health', who.token)).code).toBe(0);
      }),
      { numRuns: 12 },
    );
  });
});
