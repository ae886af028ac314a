import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writeTinyGguf } from '@/server/test/tiny-gguf';
import { ChatModelError, type ChatRequest, type ReplyResult } from '../chat-model';
import { LocalChatModel } from './local-chat-model';
import { LocalRuntime } from './local-runtime';

const request: ChatRequest = {
  // A short card keeps the prompt, and the tests, quick; the rules and history are the real ones.
  role: { roleId: 1, name: 'Mia', gender: 'female', intro: 'A cheerful baker.', greeting: '', personality: '', scenario: '', exampleDialogue: '', tags: [] },
  partner: { name: 'Sam' },
  summary: '',
  facts: [],
  history: [{ speaker: 'user', text: 'Hello!' }],
  lang: 'fr-FR',
  seed: 1,
};

let dir: string;
let tiny: string;
const runtimes = new Map<string, LocalRuntime>();

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'koko-local-model-'));
  tiny = path.join(dir, 'tiny.gguf');
  await writeTinyGguf(tiny);
});
afterAll(async () => {
  await Promise.all([...runtimes.values()].map((r) => r.close()));
  await rm(dir, { recursive: true, force: true });
});

function modelOf(file: string, options: { queue?: number; maxTokens?: number; timeoutMs?: number } = {}): LocalChatModel {
  // One runtime per file: the model loads once for the tests, as it does once for the server.
  let runtime = runtimes.get(file);
  if (!runtime) runtimes.set(file, (runtime = new LocalRuntime({ file, sequences: 1, contextSize: 2048, threads: 1, gpu: false })));
  return new LocalChatModel(runtime, { queue: options.queue ?? 4, maxTokens: options.maxTokens ?? 12, timeoutMs: options.timeoutMs ?? 20_000 });
}

/** Runs a reply to the end: the pieces shown, and the result or the failure. */
async function run(model: LocalChatModel, signal = new AbortController().signal, onPiece?: (count: number) => void, waits?: number[]) {
  const pieces: string[] = [];
  const generator = model.reply(request, signal, waits ? { waiting: (position) => waits.push(position) } : undefined);
  try {
    for (;;) {
      const next = await generator.next();
      if (next.done) return { pieces, result: next.value as ReplyResult };
      pieces.push(next.value);
      onPiece?.(pieces.length);
    }
  } catch (error) {
    return { pieces, error: error as ChatModelError };
  }
}

describe('LocalChatModel', () => {
  it('streams a reply token by token, stopping at the token limit', async () => {
    const model = modelOf(tiny, { maxTokens: 12 });
    const { pieces, result, error } = await run(model);
    expect(error).toBeUndefined();
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.length).toBeLessThanOrEqual(12);
    expect(result).toMatchObject({ text: pieces.join(''), model: 'tiny' });
    expect(result!.emotion).toBeDefined();
  });

  it('stops when the reply is aborted, and frees its turn for the next', async () => {
    const model = modelOf(tiny, { maxTokens: 200 });
    const controller = new AbortController();
    const stopped = await run(model, controller.signal, (count) => count === 2 && controller.abort());
    expect(stopped.error).toBeInstanceOf(ChatModelError);
    expect(stopped.error!.failure).toBe('aborted');
    expect(stopped.pieces.length).toBeLessThan(10);
    const next = await run(modelOf(tiny, { maxTokens: 4 }));
    expect(next.error).toBeUndefined();
  });

  it('keeps replies in line and tells each its place', async () => {
    const model = modelOf(tiny, { maxTokens: 6, queue: 2 });
    const waits: number[][] = [[], [], []];
    const runs = waits.map((w) => run(model, undefined, undefined, w));
    const refused = await run(model);
    expect(refused.error!.failure).toBe('rate-limited');
    const done = await Promise.all(runs);
    for (const { error } of done) expect(error).toBeUndefined();
    expect(waits).toEqual([[], [1], [2, 1]]);
  });

  it('answers suggestions, touches and summaries through the model', async () => {
    const model = modelOf(tiny, { maxTokens: 8 });
    const signal = new AbortController().signal;
    const touch = await model.touch({ ...request, bodyPart: 'head' }, signal);
    expect(touch.model).toBe('tiny');
    const summary = await model.summarize('', [{ speaker: 'user', text: 'I have a dog.' }], request, signal);
    expect(summary.length).toBeGreaterThan(0);
    // Noise is not a JSON array: the suggestion parser refuses it as it would a remote model's.
    await model.suggest(request, 3, signal).then(
      (lines) => expect(lines.length).toBeGreaterThan(0),
      (error: unknown) => expect((error as ChatModelError).failure).toBe('bad-response'),
    );
  });

  it('fails with a ChatModelError when the file is cut short, and loads it once it is whole', async () => {
    const file = path.join(dir, 'broken.gguf');
    const whole = await readFile(tiny);
    await writeFile(file, whole.subarray(0, whole.length / 2));
    const model = modelOf(file);
    const { error, pieces } = await run(model);
    expect(error).toBeInstanceOf(ChatModelError);
    expect(error!.failure).toBe('unavailable');
    expect(pieces).toEqual([]);
    await writeTinyGguf(file);
    expect((await run(model)).error).toBeUndefined();
  });

  it('fails a reply whose model does not load in time (a header the reader never gets past)', async () => {
    // llama.cpp's bindings are found first (as after any earlier reply), so that only the file's reading is late.
    modelOf(tiny);
    await runtimes.get(tiny)!.load(60_000);
    const file = path.join(dir, 'stuck.gguf');
    await writeFile(file, Buffer.from('GGUF not really a model'));
    const { error } = await run(modelOf(file, { timeoutMs: 1500 }));
    expect(error).toBeInstanceOf(ChatModelError);
    expect(error!.message).toMatch(/did not load within 1500 ms/);
  });
});
