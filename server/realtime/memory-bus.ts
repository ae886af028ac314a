import { EventEmitter } from 'node:events';
import type { Bus } from './bus';

export function createMemoryBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    async publish(channel, message) {
      // A JSON round trip keeps the memory bus honest: handlers see what Redis would deliver.
      const copy: unknown = JSON.parse(JSON.stringify(message));
      queueMicrotask(() => emitter.emit(channel, copy));
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
