import type { LlamaLogLevel } from 'node-llama-cpp';
import type { Logger } from '@/server/log';
import { llamaLogTo } from './local-runtime';

describe("llama.cpp's log", () => {
  it("goes to the server's log at its own level, trimmed, and says where it came from", () => {
    const lines: [string, string, Record<string, unknown> | undefined][] = [];
    const at = (level: string) => (msg: string, fields?: Record<string, unknown>) => void lines.push([level, msg, fields]);
    const log: Logger = { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
    const forward = llamaLogTo(log);
    forward('error' as LlamaLogLevel, 'failed to load model\n');
    forward('fatal' as LlamaLogLevel, 'out of memory');
    forward('warn' as LlamaLogLevel, 'control token not marked as EOG ');
    forward('info' as LlamaLogLevel, 'n_ctx = 512');
    forward('warn' as LlamaLogLevel, '\n');
    expect(lines).toEqual([
      ['error', 'failed to load model', { source: 'llama.cpp', level: 'error' }],
      ['error', 'out of memory', { source: 'llama.cpp', level: 'fatal' }],
      ['warn', 'control token not marked as EOG', { source: 'llama.cpp', level: 'warn' }],
      ['debug', 'n_ctx = 512', { source: 'llama.cpp', level: 'info' }],
    ]);
  });
});
