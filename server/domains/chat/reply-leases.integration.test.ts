import { and, eq, inArray } from 'drizzle-orm';
import { aiTopicId, DataType, KOIN_PER_MESSAGE, TopicType } from '@/lib/contracts/chat';
import { SocketCode } from '@/lib/contracts/socket-frame';
import type { Database } from '@/server/db/client';
import { replyLeases, walletLedger } from '@/server/db/schema';
import { createLogger } from '@/server/log';
import { chatServerFixture } from '@/server/test/chat-server';
import { clientMsgId } from '@/server/test/chat-socket-client';
import { DATABASE_KINDS } from '@/server/test/test-database';
import { conversationIdOf } from './chat-frames';
import { MessagePayments } from './message-payment-repository';
import { ReplyLeaseRepository } from './reply-lease-repository';
import { ReplyLeases, type LeaseTiming } from './reply-leases';

jest.setTimeout(60_000);

/** Short leases, so that an instance's death shows within a test; sweeps only when asked. */
const SHORT: LeaseTiming = { leaseMs: 800, renewMs: 150, sweepMs: 600_000, horizonMs: 600_000, startHorizonMs: 600_000 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DATABASE_KINDS)('a paid message whose instance died [%s]', (kind) => {
  const chat = chatServerFixture(kind);
  const db = (): Database => chat.server.running.runtime.database.db;
  /** Another instance on the same database: its leases, and the frames it would deliver. */
  const instance = () => {
    const frames: { userId: number; code: number | undefined; replyTo: unknown }[] = [];
    const leases = new ReplyLeases({
      repository: new ReplyLeaseRepository(db()),
      wallet: chat.server.running.runtime.services.wallet,
      deliver: async (userId, frame) => void frames.push({ userId, code: frame.code, replyTo: frame.data ? (JSON.parse(frame.data) as { replyTo?: unknown }).replyTo : undefined }),
      log: createLogger('silent'),
      timing: SHORT,
    });
    return { leases, frames };
  };
  /** The message stored and paid for as an instance takes it. */
  const pay = async (userId: number, msgId: string) => {
    const roleId = chat.server.roleId;
    const topic = { userId, topicId: aiTopicId(roleId), topicType: TopicType.AiSingle };
    const outcome = await new MessagePayments(chat.server.running.runtime.database.priority).pay({
      msgId: BigInt(msgId),
      conversationId: conversationIdOf(userId, topic.topicType, topic.topicId),
      ...topic,
      roleId,
      dataType: DataType.SingleTalk,
      data: { content: 'Are you still there?', contentType: 't', roleId },
      amount: KOIN_PER_MESSAGE,
      idempotencyKey: `chat:${msgId}`,
    });
    expect(outcome).toBe('stored');
  };
  const ledgerOf = (userId: number, msgId: string) =>
    db()
      .select({ key: walletLedger.idempotencyKey, amount: walletLedger.amount })
      .from(walletLedger)
      .where(and(eq(walletLedger.userId, userId), inArray(walletLedger.idempotencyKey, [`chat:${msgId}`, `refund:chat:${msgId}`])))
      .orderBy(walletLedger.id);

  it('is refunded once, and its user told, when they send it again to another instance', async () => {
    const guest = await chat.guest(3);
    const before = await chat.balanceOf(guest.token);
    const msgId = clientMsgId();
    // Instance A takes the message, pays for it, leases its reply, and dies without a word (no renewal, no cleanup).
    const a = instance();
    await pay(guest.userId, msgId);
    a.leases.hold(BigInt(msgId), guest.userId);
    await a.leases.renew();
    expect(await db().select().from(replyLeases).where(eq(replyLeases.msgId, BigInt(msgId)))).toHaveLength(1);

    // The client did not hear back and sends it again, to this instance: acknowledged, then refunded once A's lease is over.
    guest.socket.talk(chat.server.roleId, 'Are you still there?', msgId);
    await guest.socket.waitFor((f) => f.dataType === 'MsgAck' && f.data!.includes(msgId));
    const failed = await guest.socket.waitFor((f) => f.code === SocketCode.CompletionFailed && f.parsed.replyTo === msgId, 10_000);
    expect(failed.parsed.roleId).toBe(chat.server.roleId);
    expect(await ledgerOf(guest.userId, msgId)).toEqual([
      { key: `chat:${msgId}`, amount: -KOIN_PER_MESSAGE },
      { key: `refund:chat:${msgId}`, amount: KOIN_PER_MESSAGE },
    ]);
    expect(await chat.balanceOf(guest.token)).toBe(before);

    // Later sweeps, by this instance or any other, find nothing left to refund and tell nobody again.
    const c = instance();
    expect(await chat.server.running.runtime.services.chatLeases.sweep()).toBe(0);
    expect(await c.leases.sweep()).toBe(0);
    expect(c.frames).toEqual([]);
    expect(await ledgerOf(guest.userId, msgId)).toHaveLength(2);
    expect(guest.socket.frames.filter((f) => f.code === SocketCode.CompletionFailed && f.parsed.replyTo === msgId)).toHaveLength(1);
    expect(await db().select().from(replyLeases).where(eq(replyLeases.msgId, BigInt(msgId)))).toEqual([]);
    await guest.socket.close();
  });

  it('is refunded by a sweep once its lease is over, with no resend; two sweepers refund it once', async () => {
    const guest = await chat.guest(3);
    const msgId = clientMsgId();
    const a = instance();
    await pay(guest.userId, msgId);
    a.leases.hold(BigInt(msgId), guest.userId);
    await a.leases.renew();
    const [b, c] = [instance(), instance()];
    // While A's lease runs, nobody touches the message.
    expect(await b.leases.sweep()).toBe(0);
    await sleep(SHORT.leaseMs + 200);
    const swept = await Promise.all([b.leases.sweep(), c.leases.sweep()]);
    expect(swept[0]! + swept[1]!).toBe(1);
    expect([...b.frames, ...c.frames]).toEqual([{ userId: guest.userId, code: SocketCode.CompletionFailed, replyTo: msgId }]);
    expect(await ledgerOf(guest.userId, msgId)).toHaveLength(2);
    await guest.socket.close();
  });

  it('leaves a slow reply alone while its instance renews its lease, however long it takes', async () => {
    const guest = await chat.guest(3);
    const msgId = clientMsgId();
    const a = instance();
    await pay(guest.userId, msgId);
    const release = a.leases.hold(BigInt(msgId), guest.userId);
    await a.leases.renew();
    a.leases.start();
    try {
      const b = instance();
      // Four leases long: A keeps renewing, so B's sweeps leave the message to it.
      for (let i = 0; i < 8; i += 1) {
        await sleep(SHORT.leaseMs / 2);
        expect(await b.leases.sweep()).toBe(0);
      }
      expect(b.frames).toEqual([]);
      expect(await ledgerOf(guest.userId, msgId)).toEqual([{ key: `chat:${msgId}`, amount: -KOIN_PER_MESSAGE }]);
      // A gives up on it (refunds it itself) and lets it go: the lease is removed with the next renewal.
      await chat.server.running.runtime.services.wallet.move([{ userId: guest.userId, amount: KOIN_PER_MESSAGE, reason: 'chat_refund' }], `refund:chat:${msgId}`);
      release();
      await a.leases.renew();
      expect(await db().select().from(replyLeases).where(eq(replyLeases.msgId, BigInt(msgId)))).toEqual([]);
    } finally {
      await a.leases.stop();
    }
    await guest.socket.close();
  });

  it('forgets a lease that ran out on a message settled meanwhile, refunding nothing', async () => {
    const guest = await chat.guest(3);
    const msgId = clientMsgId();
    const a = instance();
    await pay(guest.userId, msgId);
    a.leases.hold(BigInt(msgId), guest.userId);
    await a.leases.renew();
    // A refunded it but died before it removed its lease.
    await chat.server.running.runtime.services.wallet.move([{ userId: guest.userId, amount: KOIN_PER_MESSAGE, reason: 'chat_refund' }], `refund:chat:${msgId}`);
    await sleep(SHORT.leaseMs + 200);
    const b = instance();
    expect(await b.leases.sweep()).toBe(0);
    expect(b.frames).toEqual([]);
    expect(await db().select().from(replyLeases).where(eq(replyLeases.msgId, BigInt(msgId)))).toEqual([]);
    expect(await ledgerOf(guest.userId, msgId)).toHaveLength(2);
    await guest.socket.close();
  });
});
