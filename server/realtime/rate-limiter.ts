/** Decides whether a user may send one more frame; the shared (Redis) one answers asynchronously. */
export interface FrameLimiter {
  take(userId: number): boolean | Promise<boolean>;
  /** The user's last socket on this instance closed. */
  forget(userId: number): void;
  close?(): Promise<void>;
}

/**
 * Per-user token buckets for chat frames (DESIGN §6), in this process. A bucket holds `burst` frames and refills at
 * `perMinute`, so a fast typist or a burst of retries goes through and a flood does not.
 */
export class RateLimiter implements FrameLimiter {
  private readonly buckets = new Map<number, { tokens: number; at: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly burst: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one frame's worth; false when the user is over the limit. */
  take(userId: number): boolean {
    const now = this.now();
    const bucket = this.buckets.get(userId) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) * this.perMinute) / 60_000);
    bucket.at = now;
    this.buckets.set(userId, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  /** Forgets a user whose sockets are all gone (a full bucket is the same as none). */
  forget(userId: number): void {
    this.buckets.delete(userId);
  }
}

/** The chat limit: 120 frames a minute with bursts of 30 — twice the 60 a minute the product promises. */
export const CHAT_FRAMES_PER_MINUTE = 120;
export const CHAT_FRAME_BURST = 30;
