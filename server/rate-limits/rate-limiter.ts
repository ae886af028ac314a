/** One request's answer from a limiter: allowed, or refused until `retryAfterMs` from now. */
export interface RateDecision {
  allowed: boolean;
  /** How long until the user may try again; 0 when allowed. */
  retryAfterMs: number;
}

/** A token bucket's size: `burst` at once, refilled at `perMinute`. */
export interface RateLimit {
  perMinute: number;
  burst: number;
}

/** Whom a bucket is for: a user id, or a name (an address, an email) under a limit of its own. */
export type RateKey = number | string;

/**
 * Decides per user whether one more request (a chat frame, a call that reaches a model) may go through; the shared
 * (Redis) one answers asynchronously. The transports own their limiters and map a refusal to their own answer.
 */
export interface UserRateLimiter {
  /** Takes one request's worth; says how long to wait when the user is over the limit. */
  attempt(userId: RateKey): RateDecision | Promise<RateDecision>;
  /** `attempt` reduced to whether it was allowed. */
  take(userId: RateKey): boolean | Promise<boolean>;
  /** The user is gone from this instance (their last socket closed): their bucket here may go. */
  forget(userId: RateKey): void;
  close?(): Promise<void>;
}

/** The socket's name for its limiter (DESIGN §6). */
export type FrameLimiter = UserRateLimiter;

/**
 * Per-user token buckets in this process. A bucket holds `burst` requests and refills at `perMinute`, so a fast
 * typist or a burst of retries goes through and a flood does not. Buckets that have filled up again are dropped as
 * the limiter goes, so users who never come back cost nothing.
 */
export class RateLimiter implements UserRateLimiter {
  private readonly buckets = new Map<RateKey, { tokens: number; at: number }>();
  /** How long an empty bucket takes to fill: a bucket untouched this long is the same as none. */
  private readonly refillMs: number;
  private sweptAt: number;

  constructor(
    private readonly perMinute: number,
    private readonly burst: number,
    private readonly now: () => number = Date.now,
  ) {
    this.refillMs = (burst * 60_000) / perMinute;
    this.sweptAt = now();
  }

  attempt(userId: RateKey): RateDecision {
    const now = this.now();
    this.sweep(now);
    const bucket = this.buckets.get(userId) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) * this.perMinute) / 60_000);
    bucket.at = now;
    this.buckets.set(userId, bucket);
    if (bucket.tokens < 1) return { allowed: false, retryAfterMs: Math.ceil(((1 - bucket.tokens) * 60_000) / this.perMinute) };
    bucket.tokens -= 1;
    return { allowed: true, retryAfterMs: 0 };
  }

  take(userId: RateKey): boolean {
    return this.attempt(userId).allowed;
  }

  forget(userId: RateKey): void {
    this.buckets.delete(userId);
  }

  /** How many users have a bucket that is not full (tests). */
  get size(): number {
    return this.buckets.size;
  }

  /** Drops the buckets that are full again, at most once per refill time. */
  private sweep(now: number): void {
    if (now - this.sweptAt < this.refillMs) return;
    this.sweptAt = now;
    for (const [userId, bucket] of this.buckets) {
      if (now - bucket.at >= this.refillMs) this.buckets.delete(userId);
    }
  }
}

/** The chat limit: 120 frames a minute with bursts of 30 — twice the 60 a minute the product promises. */
export const CHAT_FRAMES_PER_MINUTE = 120;
export const CHAT_FRAME_BURST = 30;

/** Passkey ceremonies a session may begin or finish: a person signs in or adds a passkey a few times, not dozens. */
export const PASSKEY_CALLS_PER_MINUTE = 10;
/** Generate/create calls a user may make a minute when no setting says otherwise (Env KOKO_GENERATE_PER_MINUTE). */
export const GENERATE_CALLS_PER_MINUTE = 10;
export const PASSKEY_CALL_BURST = 10;
/** Character cards a user may read a minute: each is up to 20 MB to unpack and check, and a person imports a few. */
export const CARD_READS_PER_MINUTE = 6;
export const CARD_READ_BURST = 6;
