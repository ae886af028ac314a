import { sql } from 'drizzle-orm';
import { queryRows } from '@/server/db/client';
import { users, whitelist } from '@/server/db/schema';
import { chatServerFixture } from '@/server/test/chat-server';
import { apiCall, clientMsgId } from '@/server/test/chat-socket-client';
import { startLlmStandIn, type LlmStandIn } from '@/server/test/llm-stand-in';
import { DATABASE_KINDS } from '@/server/test/test-database';

jest.setTimeout(120_000);

/**
 * Every row written to the wallet tables is noted with whether koin_move was on the call stack (PG_CONTEXT names
 * each PL/pgSQL function the statement runs in), so a movement that took any other way shows up.
 */
const WATCH_WALLET_WRITES = `
create table koin_writes (id serial primary key, tbl text not null, op text not null, user_id bigint, reason text, amount integer, via_koin_move boolean not null);
create function koin_write_seen() returns trigger language plpgsql as $$
declare
  v_stack text;
  v_row jsonb := case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end;
begin
  get diagnostics v_stack = pg_context;
  insert into koin_writes (tbl, op, user_id, reason, amount, via_koin_move)
  values (tg_table_name, tg_op, (v_row->>'user_id')::bigint, v_row->>'reason', (v_row->>'amount')::integer, v_stack like '%function koin_move(%');
  return null;
end
$$;
create trigger koin_write_seen after insert or update or delete on wallet_ledger for each row execute function koin_write_seen();
create trigger koin_write_seen after insert or update or delete on wallet_balances for each row execute function koin_write_seen();
`;

interface Write {
  tbl: string;
  op: string;
  user_id: number | string;
  reason: string | null;
  amount: number | null;
  via_koin_move: boolean;
}

describe.each(DATABASE_KINDS)('every koin movement goes through koin_move [%s]', (kind) => {
  let llm: LlmStandIn;
  beforeAll(async () => {
    llm = await startLlmStandIn({ delayMs: 5 });
  });
  // Declared after the stand-in's start, so the server starts after it and stops before it.
  const fx = chatServerFixture(kind, () => ({ env: { KOKO_LLM_BASE_URL: llm.url, KOKO_LLM_MODEL: 'stand-in-1', KOKO_LLM_TIMEOUT_MS: '1000' } }));
  afterAll(async () => {
    await llm.stop();
  });

  const db = () => fx.server.running.runtime.database.db;
  const services = () => fx.server.running.runtime.services;
  beforeAll(async () => {
    for (const statement of WATCH_WALLET_WRITES.split(/;\n(?=create )/)) await db().execute(sql.raw(statement));
  });

  const writes = () => queryRows<Write>(db(), sql`select tbl, op, user_id, reason, amount, via_koin_move from koin_writes order by id`);
  const ledgerOf = async (userId: number) => (await services().wallet.history(userId, 1, 100)).list.map((e) => [e.reason, e.amount]);
  const expectBalanced = async (userId: number, balance: number) => {
    expect(await services().wallet.balance(userId)).toBe(balance);
    expect(await services().wallet.ledgerSum(userId)).toBe(balance);
  };

  it('pays the visitor bonus, a check-in, a gift, an admin grant, a chat message and its refund once each, and refuses overdrafts the same way', async () => {
    const { socket, token, userId } = await fx.guest();
    const { koin } = fx.server.running.runtime.env;
    let balance = koin.visitorBonus;
    await expectBalanced(userId, balance);

    // A check-in, tapped twice: paid once.
    const signs = [
      await apiCall<{ status: number }>(fx.server.port, 'POST', '/app/wallet/actionGiftCoin', token, { actionType: 'sign' }),
      await apiCall<{ status: number }>(fx.server.port, 'POST', '/app/wallet/actionGiftCoin', token, { actionType: 'sign' }),
    ];
    expect(signs.map((r) => r.data.status)).toEqual([1, 0]);
    balance += koin.sign;
    await expectBalanced(userId, balance);

    // A gift with an idempotency key, sent twice: paid once; one over the balance: refused, nothing moved.
    const gift = (body: Record<string, unknown>) => apiCall<{ balance: number; applied: boolean } | null>(fx.server.port, 'POST', '/ugc/wallet/giftCoin', token, body);
    expect((await gift({ roleId: fx.server.roleId, amount: 2, idempotencyKey: 'one-ledger' })).data).toEqual({ balance: balance - 2, applied: true });
    expect((await gift({ roleId: fx.server.roleId, amount: 2, idempotencyKey: 'one-ledger' })).data).toEqual({ balance: balance - 2, applied: false });
    balance -= 2;
    expect((await gift({ roleId: fx.server.roleId, amount: balance + 1 })).code).toBe(614);
    await expectBalanced(userId, balance);

    // An admin's grant, sent twice with its key: paid once.
    const [admin] = await db().insert(users).values({ source: 'google', subject: `koin-admin-${kind}`, name: 'Admin' }).returning({ id: users.id });
    await db().insert(whitelist).values({ userId: admin!.id, level: 1 });
    const caller = { userId: admin!.id, sessionId: 0, source: 'google', isVisitor: false };
    for (let i = 0; i < 2; i += 1) await services().admin.manageKoin(caller, { userId, amount: 5, reason: 'one ledger', idempotencyKey: 'grant-1' });
    balance += 5;
    await expectBalanced(userId, balance);

    // A chat message sent three times with one id: paid once.
    const id = clientMsgId();
    for (let i = 0; i < 3; i += 1) socket.talk(fx.server.roleId, 'Hello there', id);
    await socket.reply(id);
    balance -= 1;
    await expectBalanced(userId, balance);

    // A message whose reply fails: paid, then refunded.
    const failing = socket.talk(fx.server.roleId, 'Tell me something [500]');
    expect((await socket.waitFor((f) => f.parsed.replyTo === failing && f.code !== 0, 20_000)).code).toBe(500);
    await expectBalanced(userId, balance);

    // Spent down to nothing by a gift, a message is refused like the gift over the balance was: 614, nothing moved.
    expect((await gift({ roleId: fx.server.roleId, amount: balance })).data).toMatchObject({ balance: 0, applied: true });
    const poor = socket.talk(fx.server.roleId, 'Anyone there?');
    expect((await socket.waitFor((f) => f.msgId === poor && f.code !== 0)).code).toBe(614);
    await expectBalanced(userId, 0);
    await socket.close();

    expect(await ledgerOf(userId)).toEqual([
      ['gift_sent', -balance],
      ['chat_refund', 1],
      ['chat', -1],
      ['chat', -1],
      ['admin_grant', 5],
      ['gift_sent', -2],
      ['daily_sign', koin.sign],
      ['visitor_bonus', koin.visitorBonus],
    ]);

    const seen = await writes();
    expect(seen.filter((w) => !w.via_koin_move)).toEqual([]);
    const ledgerInserts = seen.filter((w) => w.tbl === 'wallet_ledger' && w.op === 'INSERT' && Number(w.user_id) === userId).map((w) => w.reason);
    // Refused movements wrote their row and took it back, inside koin_move too.
    expect(new Set(ledgerInserts)).toEqual(new Set(['visitor_bonus', 'daily_sign', 'gift_sent', 'admin_grant', 'chat', 'chat_refund']));
  });
});
