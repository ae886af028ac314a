import { DataType, KOIN_PER_MESSAGE } from '@/lib/contracts/chat';
import { SocketCode, type SocketFrame } from '@/lib/contracts/socket-frame';
import type { WalletService } from '@/server/domains/wallet/wallet-service';
import type { Logger } from '@/server/log';
import { errorFrame } from './chat-frames';
import type { OrphanMessage, ReplyLeaseRepository } from './reply-lease-repository';
import { AI_COMPLETION_FAILED } from './reply-runner';

/** How the leases run: their length, how often this instance renews them, and how often it sweeps. */
export interface LeaseTiming {
  /** A lease not renewed for this long is over (its instance is taken to be dead). */
  leaseMs: number;
  renewMs: number;
  sweepMs: number;
  /** Paid messages that never got a lease are looked for among those stored this recently (by the sweeps on the interval). */
  horizonMs: number;
  /** …and by the sweep as the instance starts, which finds what was left while no instance ran. */
  startHorizonMs: number;
}

/**
 * A lease outlives four missed renewals; a dead instance's messages are refunded within about ten seconds. The sweeps
 * on the interval look back two minutes for messages that never got a lease (an instance that died within two
 * seconds of taking them), the one at start a day.
 */
export const LEASE_TIMING: LeaseTiming = { leaseMs: 8_000, renewMs: 2_000, sweepMs: 2_000, horizonMs: 2 * 60_000, startHorizonMs: 24 * 3600_000 };

/**
 * Leases on the replies of paid messages (README "Shutdown"), so that a message whose instance died is refunded
 * rather than lost. While this instance has a paid message in hand (from its payment until its reply is stored or
 * refunded) it holds the message in memory (`hold`): nothing is written on the message's path, and one statement
 * per `renewMs` renews every lease this instance holds (and removes those let go). Every instance sweeps every
 * `sweepMs`, and at once when a message is sent again that it does not hold (`resent`), for paid messages with
 * neither reply nor refund whose lease ran out, or that never got one and are older than a lease: each is refunded
 * under its payment's refund key (`refund:chat:{msgId}`, once in the ledger however many instances sweep) and its
 * user told the way a failed reply is told (CompletionFailed, naming the message in `replyTo`), through the bus.
 */
export class ReplyLeases {
  /** The messages this instance has in hand: msgId → [userId, holds]. */
  private readonly held = new Map<bigint, { userId: number; holds: number }>();
  private readonly letGo = new Set<bigint>();
  private timers: ReturnType<typeof setInterval>[] = [];
  private readonly rechecks = new Set<ReturnType<typeof setTimeout>>();
  private renewing: Promise<void> | undefined;

  constructor(
    private readonly deps: {
      repository: ReplyLeaseRepository;
      wallet: Pick<WalletService, 'move'>;
      deliver(userId: number, frame: SocketFrame): Promise<void>;
      log: Logger;
      timing?: LeaseTiming;
    },
  ) {}

  private get timing(): LeaseTiming {
    return this.deps.timing ?? LEASE_TIMING;
  }

  /** Starts renewing this instance's leases and sweeping for orphans, each on its interval. */
  start(): void {
    if (this.timers.length > 0) return;
    // A renewal still under way when the next is due (a slow database) is not queued behind.
    const renew = setInterval(() => void (this.renewing ?? this.renew()), this.timing.renewMs);
    const sweep = setInterval(() => void this.sweep().catch((error: unknown) => this.deps.log.warn('reply lease sweep failed', { error })), this.timing.sweepMs);
    renew.unref();
    sweep.unref();
    this.timers = [renew, sweep];
    void this.sweep(undefined, this.timing.startHorizonMs).catch((error: unknown) => this.deps.log.warn('reply lease sweep failed', { error }));
  }

  /**
   * Stops renewing and sweeping (the server is closing, its replies settled): the leases let go are removed; any still
   * held run out and another instance sweeps them.
   */
  stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    for (const timer of this.rechecks) clearTimeout(timer);
    this.timers = [];
    this.rechecks.clear();
    return this.renew();
  }

  /** This instance has the paid message `msgId` in hand; the function answered lets it go. */
  hold(msgId: bigint, userId: number): () => void {
    const entry = this.held.get(msgId) ?? { userId, holds: 0 };
    entry.holds += 1;
    this.held.set(msgId, entry);
    this.letGo.delete(msgId);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      entry.holds -= 1;
      if (entry.holds > 0) return;
      this.held.delete(msgId);
      this.letGo.add(msgId);
    };
  }

  /** Whether this instance has `msgId` in hand. */
  holds(msgId: bigint): boolean {
    return this.held.has(msgId);
  }

  /** Renews every lease held and removes those let go, in one statement each (after any renewal under way). */
  renew(): Promise<void> {
    const renewing: Promise<void> = (this.renewing ?? Promise.resolve()).then(() => this.renewNow());
    this.renewing = renewing;
    void renewing.finally(() => {
      if (this.renewing === renewing) this.renewing = undefined;
    });
    return renewing;
  }

  private async renewNow(): Promise<void> {
    const gone = [...this.letGo];
    const held = [...this.held].map(([msgId, { userId }]) => ({ msgId, userId }));
    try {
      await this.deps.repository.renew(held, this.timing.leaseMs);
      await this.deps.repository.release(gone);
      for (const msgId of gone) this.letGo.delete(msgId);
    } catch (error) {
      this.deps.log.warn('reply leases not renewed', { error, held: held.length });
    }
  }

  /**
   * A message sent again that was stored already: when this instance does not have it in hand, it is refunded at once
   * if nobody is answering it, or looked at again once its lease would run out.
   */
  resent(msgId: bigint): void {
    if (this.holds(msgId)) return;
    void this.check(msgId).catch((error: unknown) => this.deps.log.warn('reply lease check failed', { error, msgId: msgId.toString() }));
  }

  private async check(msgId: bigint): Promise<void> {
    if ((await this.sweep(msgId)) > 0) return;
    const remaining = await this.deps.repository.remainingMs(msgId);
    // Without a lease, a message that is not too young yet is one its instance has not renewed for the first time.
    const waitMs = Math.max(0, remaining ?? this.timing.leaseMs) + 500;
    if (waitMs > this.timing.leaseMs + 1_000) return;
    const timer = setTimeout(() => {
      this.rechecks.delete(timer);
      if (!this.holds(msgId)) void this.sweep(msgId).catch((error: unknown) => this.deps.log.warn('reply lease check failed', { error, msgId: msgId.toString() }));
    }, waitMs);
    timer.unref();
    this.rechecks.add(timer);
  }

  /**
   * Refunds every paid message nobody is answering (only `msgId` when given; messages never leased looked for as far
   * back as `horizonMs`); answers how many this sweep refunded.
   */
  async sweep(msgId?: bigint, horizonMs = this.timing.horizonMs): Promise<number> {
    if (msgId === undefined) await this.deps.repository.forgetSettled();
    const orphans = await this.deps.repository.orphans({ unleasedMs: this.timing.leaseMs, horizonMs, msgId });
    let refunded = 0;
    for (const orphan of orphans) {
      if (this.holds(orphan.msgId)) continue;
      if (await this.refund(orphan)) refunded += 1;
    }
    return refunded;
  }

  private async refund(orphan: OrphanMessage): Promise<boolean> {
    const id = orphan.msgId.toString();
    const { applied } = await this.deps.wallet.move(
      [{ userId: orphan.userId, amount: KOIN_PER_MESSAGE, reason: 'chat_refund', refType: 'message', refId: id }],
      `refund:chat:${id}`,
    );
    await this.deps.repository.release([orphan.msgId]);
    // Another instance that swept it first has told the user.
    if (!applied) return false;
    this.deps.log.warn('a paid message nobody answered was refunded', { userId: orphan.userId, msgId: id });
    const where = { dataType: DataType.SingleTalk, topicId: orphan.topicId, topicType: orphan.topicType };
    await this.deps
      .deliver(orphan.userId, errorFrame(where, SocketCode.CompletionFailed, AI_COMPLETION_FAILED, { replyTo: id, roleId: orphan.roleId ?? undefined }))
      .catch((error: unknown) => this.deps.log.warn('could not tell of a refunded message', { error, userId: orphan.userId }));
    return true;
  }
}
