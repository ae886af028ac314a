import { EventEmitter } from 'node:events';
import type { Bus } from './bus';

export function createMemoryBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    async publish(channel, message) {
      // Handed over after the publisher's turn, as Redis would.
      queueMicrotask(() => emitter.emit(channel, message));
    },
    async subscribe(channel, handler) {
      emitter.on(channel, handler);
      return async () => {
        emitter.off(channel, handler);
      };
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
