import { randomInt } from 'node:crypto';
import { composeMessageId, createMessageIdFactory, MAX_MESSAGE_ID_WORKER, messageIdTime } from '@/lib/chat/message-id';

/** How far ahead of this server's clock a sender's clock is followed, for the reply to that sender's message. */
const TRUSTED_SKEW_MS = 24 * 3600_000;

/**
 * Message ids the server makes (replies, greetings, /app/api/snowflakeId), in the browser's layout, from this
 * server's clock alone: no id a client sends moves it, so no client can move the order of anyone else's history.
 */
export class MessageIds {
  private readonly worker = randomInt(0, MAX_MESSAGE_ID_WORKER + 1);
  private readonly make = createMessageIdFactory(Date.now, this.worker);
  /**
   * Ids made to follow a message from a clock ahead of ours carry the other half's worker part, so they never
   * meet an id of this clock, and a sequence of their own.
   */
  private readonly followerWorker = this.worker ^ ((MAX_MESSAGE_ID_WORKER + 1) >> 1);
  private followerSequence = 0;

  next(): bigint {
    return BigInt(this.make());
  }

  nextString(): string {
    return this.make();
  }

  /**
   * The id of a reply to message `id`: this clock's next id, or, when the sender's clock runs ahead of ours (by
   * at most a day), an id one millisecond after that message. A reply so sorts right after the message it
   * answers in that conversation, and the ids every other conversation gets stay on this clock.
   */
  after(id: bigint): bigint {
    const own = this.next();
    const at = messageIdTime(id);
    if (own > id || at > Date.now() + TRUSTED_SKEW_MS) return own;
    this.followerSequence += 1;
    return composeMessageId(at + 1, this.followerWorker, this.followerSequence);
  }
}

/** A seed for the offline engine's wording, stable for one message. */
export const seedOf = (id: bigint): number => Number(id % 2_147_483_647n);
