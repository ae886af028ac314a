import pg from 'pg';
import { SocketCode } from '@/lib/contracts/socket-frame';
import { createLogger } from '@/server/log';
import { startChatServer } from '@/server/test/chat-server';
import { ChatSocketClient, visitorLogin } from '@/server/test/chat-socket-client';
import { startLlmStandIn } from '@/server/test/llm-stand-in';
import { createTestDatabaseUrl } from '@/server/test/test-database';

jest.setTimeout(60_000);

describe('a server stopping while it writes a reply (a restart or a deploy)', () => {
  it('gives the koin for a reply still being written at the end of the grace back before it lets go of the database', async () => {
    // Pieces 400 ms apart: the reply is still being written when the server's 200 ms grace is over.
    const llm = await startLlmStandIn({ delayMs: 400 });
    const database = await createTestDatabaseUrl();
    try {
      const server = await startChatServer('postgres', { databaseUrl: database.url, env: { KOKO_LLM_BASE_URL: llm.url, KOKO_LLM_MODEL: 'stand-in-1', KOKO_SHUTDOWN_GRACE_MS: '200' } });
      const who = await visitorLogin(server.port, `stopping-${process.pid}`);
      const wallet = server.running.runtime.services.wallet;
      await wallet.move([{ userId: who.userId, amount: 3, reason: 'admin_grant' }]);
      const before = await wallet.balance(who.userId);
      const socket = await ChatSocketClient.open(server.port, who.userId, who.token);
      const msgId = socket.talk(server.roleId, 'Tell me about your day.');
      await socket.waitFor((f) => f.parsed.pending === true && f.parsed.replyTo === msgId);

      await server.stop();
      expect(await socket.closed).toBe(1001);
      // The visitor heard why before the socket closed.
      expect(socket.frames.some((f) => f.code === SocketCode.ServerRestarting && f.parsed.replyTo === msgId)).toBe(true);

      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const ledger = await client.query<{ idempotency_key: string; amount: number }>(
          `select idempotency_key, amount from wallet_ledger where user_id = $1 and idempotency_key in ($2, $3) order by id`,
          [who.userId, `chat:${msgId}`, `refund:chat:${msgId}`],
        );
        expect(ledger.rows).toEqual([
          { idempotency_key: `chat:${msgId}`, amount: -1 },
          { idempotency_key: `refund:chat:${msgId}`, amount: 1 },
        ]);
        const balance = await client.query<{ balance: number }>('select balance from wallet_balances where user_id = $1', [who.userId]);
        expect(balance.rows[0]!.balance).toBe(before);
      } finally {
        await client.end();
      }
    } finally {
      await database.drop();
      await llm.stop();
    }
  });
});

describe('a server stopping while many visitors chat (SIGTERM under load)', () => {
  /** Long enough for the replies streaming when the stop comes to finish, too short for the ones queued behind them. */
  const GRACE_MS = 2_500;
  const VISITORS = 6;
  const MESSAGES_EACH = 3;

  it('answers or refunds every acknowledged message, turns new ones away, and stops within its grace', async () => {
    // Nine pieces 100 ms apart: a reply takes about a second, so each visitor's first reply ends within the grace and
    // their third, queued behind two, cannot.
    const llm = await startLlmStandIn({ delayMs: 100 });
    const database = await createTestDatabaseUrl();
    const lines: string[] = [];
    try {
      const server = await startChatServer('postgres', {
        databaseUrl: database.url,
        env: { KOKO_LLM_BASE_URL: llm.url, KOKO_LLM_MODEL: 'stand-in-1', KOKO_SHUTDOWN_GRACE_MS: String(GRACE_MS) },
        log: createLogger('warn', (line) => lines.push(line)),
      });
      const wallet = server.running.runtime.services.wallet;
      const visitors = await Promise.all(
        Array.from({ length: VISITORS }, async (_, i) => {
          const who = await visitorLogin(server.port, `stopping-busy-${process.pid}-${i}`);
          await wallet.move([{ userId: who.userId, amount: 10, reason: 'admin_grant' }]);
          const before = await wallet.balance(who.userId);
          const socket = await ChatSocketClient.open(server.port, who.userId, who.token);
          const sent = Array.from({ length: MESSAGES_EACH }, (_, n) => socket.talk(server.roleId, `Message ${n + 1} of visitor ${i}.`));
          return { ...who, before, socket, sent };
        }),
      );
      // Every visitor's first reply is streaming; the others wait behind it in their conversation.
      await Promise.all(visitors.map((v) => v.socket.waitFor((f) => f.parsed.pending === true && f.parsed.replyTo === v.sent[0])));

      const started = Date.now();
      const stopping = server.stop();
      // A message sent while the server stops is turned away, unpaid, with a code the client may send it again on.
      const late = visitors[0]!.socket.talk(server.roleId, 'One more thing.');
      const refusal = await visitors[0]!.socket.waitFor((f) => f.msgId === late && f.code !== undefined && f.code !== 0);
      expect(refusal.code).toBe(SocketCode.ServerRestarting);
      await stopping;
      expect(Date.now() - started).toBeLessThan(GRACE_MS + 2_000);
      for (const v of visitors) expect(await v.socket.closed).toBe(1001);

      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      let answered = 0;
      let refunded = 0;
      try {
        for (const v of visitors) {
          const acked = v.socket.frames.filter((f) => f.dataType === 'MsgAck' && !f.code).flatMap((f) => f.parsed.msgIdList as string[]);
          expect(acked.sort()).toEqual([...v.sent].sort());
          const ledger = await client.query<{ idempotency_key: string; amount: number }>('select idempotency_key, amount from wallet_ledger where user_id = $1', [v.userId]);
          const keys = new Map(ledger.rows.map((row) => [row.idempotency_key, row.amount]));
          const replies = await client.query<{ reply_to: string }>(
            `select data->>'replyTo' as reply_to from messages where user_id = $1 and from_uid like 'r%' and data->>'msgFinish' = 'true' and data->>'replyTo' is not null`,
            [v.userId],
          );
          const repliedTo = new Set(replies.rows.map((row) => row.reply_to));
          for (const msgId of acked) {
            expect(keys.get(`chat:${msgId}`)).toBe(-1);
            const wasRefunded = keys.get(`refund:chat:${msgId}`) === 1;
            // Each paid message ends one way: answered, or its koin back (and the visitor told).
            expect({ msgId, answered: repliedTo.has(msgId), refunded: wasRefunded }).toEqual({ msgId, answered: !wasRefunded, refunded: wasRefunded });
            if (wasRefunded) {
              refunded += 1;
              expect(v.socket.frames.some((f) => f.code === SocketCode.ServerRestarting && f.parsed.replyTo === msgId)).toBe(true);
            } else answered += 1;
          }
          expect(keys.has(`chat:${late}`)).toBe(false);
          const balance = await client.query<{ balance: number }>('select balance from wallet_balances where user_id = $1', [v.userId]);
          expect(balance.rows[0]!.balance).toBe(v.before - acked.length + acked.filter((id) => keys.get(`refund:chat:${id}`) === 1).length);
        }
      } finally {
        await client.end();
      }
      // Both ends were met: replies finished within the grace, and queued ones were refunded at its end.
      expect(answered).toBeGreaterThan(0);
      expect(refunded).toBeGreaterThan(0);
      expect(lines.filter((line) => /is closed|chat frame failed|chat refund failed/.test(line))).toEqual([]);
    } finally {
      await database.drop();
      await llm.stop();
    }
  });
});
