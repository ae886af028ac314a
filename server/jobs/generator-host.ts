import { parentPort, workerData } from 'node:worker_threads';
import type { Env } from '@/server/env';
import type { GeneratorFactory } from './generators';
import type { PoolReply, PoolRequest } from './generator-pool';
import { lowerThreadPriority } from './thread-priority';

/**
 * Runs generators inside a pool thread: builds each kind's generator once from the registry module the pool names
 * (the product's generators.ts, or a test's), runs what the main thread sends, and answers with progress and files.
 */
const { env, registry } = workerData as { env: Env; registry: string };
// Chat comes first: this thread (and the image library's threads it starts) runs at a lower priority.
lowerThreadPriority();
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the registry is named at run time (tests bring their own)
const factories = (require(registry) as { generatorFactories: Record<string, GeneratorFactory | undefined> }).generatorFactories;
const built = new Map<string, ReturnType<GeneratorFactory>>();
const running = new Map<number, AbortController>();
const port = parentPort!;
const send = (reply: PoolReply, transfer: ArrayBuffer[] = []) => port.postMessage(reply, transfer);

port.on('message', (request: PoolRequest) => {
  if (request.type === 'abort') {
    running.get(request.id)?.abort();
    return;
  }
  void run(request);
});

async function run({ id, kind, input, seed }: Extract<PoolRequest, { type: 'run' }>) {
  const controller = new AbortController();
  running.set(id, controller);
  try {
    let generator = built.get(kind);
    if (!generator) {
      const factory = factories[kind];
      if (!factory) throw new Error(`no generator for ${kind}`);
      generator = factory(env);
      built.set(kind, generator);
    }
    const result = await generator.run(generator.input.parse(input), {
      seed,
      signal: controller.signal,
      progress: (percent, step) => send({ type: 'progress', id, percent, step }),
    });
    const files = result.files.map((f) => ({ ...f, bytes: f.bytes.slice() }));
    send({ type: 'done', id, result: { ...result, files } }, files.map((f) => f.bytes.buffer as ArrayBuffer));
  } catch (error) {
    send({ type: 'error', id, name: error instanceof Error ? error.name : 'Error', message: error instanceof Error ? error.message : String(error) });
  } finally {
    running.delete(id);
  }
}
