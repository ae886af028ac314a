import os from 'node:os';
import path from 'node:path';
import { parseEnv } from '@/server/env';
import { GeneratorPool } from './generator-pool';
import { currentThreadId, GENERATOR_NICE } from './thread-priority';

jest.setTimeout(60_000);

const REGISTRY = path.join(process.cwd(), 'server/test/thread-priority-registry.ts');
const onLinux = process.platform === 'linux' ? it : it.skip;

describe('the generator pool', () => {
  onLinux('runs generators on a thread of lower priority than the chat, and leaves the main thread as it was', async () => {
    const mainTid = currentThreadId()!;
    const mainNice = os.getPriority(mainTid);
    const pool = new GeneratorPool(1, parseEnv({ NODE_ENV: 'test' }), REGISTRY);
    try {
      const result = await pool.run('cover', {}, 1, new AbortController().signal, () => {});
      const { tid, nice } = result.resource as { tid: number; nice: number };
      expect(tid).not.toBe(mainTid);
      expect(nice).toBe(Math.max(GENERATOR_NICE, mainNice));
      expect(os.getPriority(mainTid)).toBe(mainNice);
    } finally {
      await pool.close();
    }
  });
});
