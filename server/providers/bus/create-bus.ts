import type { Bus } from './bus';
import { createMemoryBus } from './memory-bus';
import { createRedisBus } from './redis-bus';

/** The Redis bus when a Redis URL is set (several instances), the in-memory one otherwise. */
export async function createBus(redisUrl?: string): Promise<Bus> {
  return redisUrl ? createRedisBus(redisUrl) : createMemoryBus();
}
