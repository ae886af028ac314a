/**
 * Fan-out between instances (DESIGN §1): in-memory for one process, Redis pub/sub to scale out. Messages are text, as
 * Redis carries them, so what a handler sees does not depend on the bus; a channel's owner says how its text is made.
 */
export interface Bus {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, message: string): Promise<void>;
  /** Returns a function that ends the subscription. */
  subscribe(channel: string, handler: (message: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
