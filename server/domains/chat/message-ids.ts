import { randomInt } from 'node:crypto';
import { createMessageIdFactory, messageIdTime } from '@/lib/chat/message-id';

/** How far ahead of this server's clock a sender's clock is believed. */
const TRUSTED_SKEW_MS = 24 * 3600_000;

/**
 * Message ids the server makes (replies, greetings, /app/api/snowflakeId), in the browser's layout. A
 * reply must sort after the message it answers even when the sender's clock runs ahead, so `after` lifts
 * this process's clock to that message's time (within a day's skew).
 */
export class MessageIds {
  private floorMs = 0;
  private readonly make = createMessageIdFactory(() => Math.max(Date.now(), this.floorMs), randomInt(0, 1024));

  next(): bigint {
    return BigInt(this.make());
  }

  nextString(): string {
    return this.make();
  }

  after(id: bigint): bigint {
    const at = messageIdTime(id);
    if (at <= Date.now() + TRUSTED_SKEW_MS) this.floorMs = Math.max(this.floorMs, at + 1);
    return this.next();
  }
}
