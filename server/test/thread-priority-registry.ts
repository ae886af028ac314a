import os from 'node:os';
import { z } from 'zod';
import { currentThreadId } from '@/server/jobs/thread-priority';
import type { GeneratorFactory } from '@/server/jobs/generators';

/** A generator registry for pool tests: its one generator answers with the nice value of the thread it ran on. */
export const generatorFactories: Record<string, GeneratorFactory | undefined> = {
  cover: () => ({
    kind: 'cover',
    input: z.unknown(),
    cpuHeavy: true,
    run: async () => {
      const tid = currentThreadId();
      return { files: [], fileFields: {}, resource: { tid, nice: tid === undefined ? null : os.getPriority(tid) } };
    },
  }),
};
