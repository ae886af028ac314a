import pg from 'pg';
import { startChatServer } from '@/server/test/chat-server';
import { ChatSocketClient, visitorLogin } from '@/server/test/chat-socket-client';
import { startLlmStandIn } from '@/server/test/llm-stand-in';
import { createTestDatabaseUrl } from '@/server/test/test-database';

jest.setTimeout(60_000);

describe('a server stopping while it writes a reply (a restart or a deploy)', () => {
  it('gives the koin for the stopped reply back before it lets go of the database', async () => {
    // Pieces 400 ms apart: the reply is still being written when the server is told to stop.
    const llm = await startLlmStandIn({ delayMs: 400 });
    const database = await createTestDatabaseUrl();
    try {
      const server = await startChatServer('postgres', { databaseUrl: database.url, env: { KOKO_LLM_BASE_URL: llm.url, KOKO_LLM_MODEL: 'stand-in-1' } });
      const who = await visitorLogin(server.port, `stopping-${process.pid}`);
      const wallet = server.running.runtime.services.wallet;
      await wallet.move([{ userId: who.userId, amount: 3, reason: 'admin_grant' }]);
      const before = await wallet.balance(who.userId);
      const socket = await ChatSocketClient.open(server.port, who.userId, who.token);
      const msgId = socket.talk(server.roleId, 'Tell me about your day.');
      await socket.waitFor((f) => f.parsed.pending === true && f.parsed.replyTo === msgId);

      await server.stop();
      expect(await socket.closed).toBe(1001);

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
