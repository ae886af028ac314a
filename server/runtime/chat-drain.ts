import type { Logger } from '@/server/log';

/** How long the refunds of the replies stopped at the end of the grace may take (a database round trip each). */
const REFUNDS_MS = 5_000;

export interface DrainableChat {
  /** The socket side: turns new chat messages away, and knows when no frame is being handled. */
  hub: { stopTaking(): void; settled(): Promise<void> };
  /** The chat: knows when every conversation is done, and stops what is left (refunding it). */
  chat: { settled(): Promise<void>; stop(): void };
  log: Logger;
}

/**
 * What a stopping server does with its chat before it lets go of the database (README "Shutdown"): new chat messages
 * are turned away at once; the messages taken already, streaming or queued, are answered for up to `graceMs`; then
 * whatever is left is stopped and refunded. When this resolves, every paid message is answered or refunded (unless
 * the database itself stopped answering, which the log then says).
 */
export async function drainChat(parts: DrainableChat, graceMs: number): Promise<void> {
  parts.hub.stopTaking();
  const done = async () => {
    // A frame being handled may queue chat work and chat work may deliver frames: both are quiet at once only at the end.
    await parts.hub.settled();
    await parts.chat.settled();
    await parts.hub.settled();
  };
  const drained = await within(done(), graceMs);
  parts.chat.stop();
  if (drained) return;
  parts.log.warn('shutdown grace over: the replies still under way are stopped and refunded', { graceMs });
  if (!(await within(done(), REFUNDS_MS))) parts.log.error('shutdown: replies still under way after their refunds were asked for', { waitedMs: REFUNDS_MS });
}

/** Whether `work` settled within `ms`. */
async function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([work.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
