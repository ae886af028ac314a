// Local model: tokens per second and first-token time of a `.gguf` served in-process (node-llama-cpp), against the
// offline persona engine's reply to the same message, measured in the same run. The model is the small one the
// tests write (random weights, 2 layers of 64): the figures are of KOKO's path around llama.cpp, not of a real
// model's speed. Set BENCH_LOCAL_MODEL to a .gguf file to measure a real one.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import thrain from '@/server/domains/catalogue/starter-data/roles/thrain-ironbrow.json';
import type { ChatModel, ChatRequest } from '@/server/providers/llm/chat-model';
import { LocalChatModel } from '@/server/providers/llm/local/local-chat-model';
import { LocalRuntime } from '@/server/providers/llm/local/local-runtime';
import { PersonaEngine } from '@/server/providers/llm/persona/persona-engine';
import { writeTinyGguf } from '@/server/test/tiny-gguf';
import { percentile } from './lib';

const ROUNDS = Number(process.env.BENCH_LOCAL_ROUNDS ?? 5);
/** One thread by default: on a machine shared with other work, llama.cpp's spinning threads slow each other down. */
const THREADS = Number(process.env.BENCH_LOCAL_THREADS ?? 1);
const MAX_TOKENS = 64;
const MESSAGES = ['Can you make me a sword?', 'What are you working on today?', 'I brought you some ale.', 'Tell me about your grandmother.'];

function request(message: string, seed: number): ChatRequest {
  return {
    role: { roleId: 1, name: thrain.name, gender: thrain.gender, intro: thrain.intro, greeting: thrain.greeting, personality: thrain.personality, scenario: thrain.scenario, exampleDialogue: thrain.exampleDialogue.join('\n'), tags: thrain.tags },
    partner: { name: 'Sam' },
    summary: '',
    facts: [],
    history: [{ speaker: 'user', text: message }],
    lang: 'en-US',
    seed,
  };
}

/** One reply: time to its first piece and pieces a second after it (a piece is a token for the local model). */
async function measure(model: ChatModel, message: string, seed: number): Promise<{ firstMs: number; perSecond: number }> {
  const started = performance.now();
  let first = 0;
  let pieces = 0;
  const reply = model.reply(request(message, seed), new AbortController().signal);
  for (let step = await reply.next(); !step.done; step = await reply.next()) {
    if (pieces++ === 0) first = performance.now();
  }
  const end = performance.now();
  return { firstMs: first - started, perSecond: pieces > 1 ? ((pieces - 1) * 1000) / (end - first) : 0 };
}

export async function benchLocalModel(): Promise<string[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'koko-bench-local-'));
  const file = process.env.BENCH_LOCAL_MODEL ?? path.join(dir, 'tiny.gguf');
  if (!process.env.BENCH_LOCAL_MODEL) await writeTinyGguf(file);
  const runtime = new LocalRuntime({ file, sequences: 1, contextSize: 4096, threads: THREADS, gpu: true });
  const local = new LocalChatModel(runtime, { queue: 1, maxTokens: MAX_TOKENS, timeoutMs: 120_000 });
  const persona = new PersonaEngine();
  try {
    const loadStarted = performance.now();
    await runtime.load(120_000);
    const loadMs = performance.now() - loadStarted;
    await measure(local, MESSAGES[0]!, 0);
    const [localRuns, personaRuns] = [[] as { firstMs: number; perSecond: number }[], [] as { firstMs: number; perSecond: number }[]];
    for (let round = 0; round < ROUNDS; round++) {
      const message = MESSAGES[round % MESSAGES.length]!;
      localRuns.push(await measure(local, message, round));
      personaRuns.push(await measure(persona, message, round));
    }
    const first = (runs: { firstMs: number }[], p: number) => percentile(runs.map((r) => r.firstMs), p);
    const rate = (runs: { perSecond: number }[]) => percentile(runs.map((r) => r.perSecond), 50);
    return [
      '| figure | local model | persona engine (peer) | local / peer |',
      '| --- | --- | --- | --- |',
      `| first piece p50 | ${first(localRuns, 50).toFixed(1)} ms | ${first(personaRuns, 50).toFixed(2)} ms | ${(first(localRuns, 50) / first(personaRuns, 50)).toFixed(0)}× |`,
      `| first piece p99 | ${first(localRuns, 99).toFixed(1)} ms | ${first(personaRuns, 99).toFixed(2)} ms | ${(first(localRuns, 99) / first(personaRuns, 99)).toFixed(0)}× |`,
      `| pieces a second after the first, p50 | ${rate(localRuns).toFixed(0)} tokens/s | ${rate(personaRuns).toFixed(0)} pieces/s | ${(rate(localRuns) / rate(personaRuns)).toFixed(2)}× |`,
      '',
      `${process.env.BENCH_LOCAL_MODEL ? path.basename(file) : 'The generated test model (random weights, llama architecture, 2 layers of 64, 382 tokens): its figures are of the path around llama.cpp, not of a real model'}; ` +
        `loaded in ${loadMs.toFixed(0)} ms, ${THREADS || 'all'} thread(s); ${ROUNDS} replies of at most ${MAX_TOKENS} tokens to a message on the Thrain Ironbrow card (its whole prompt), in turns with the persona engine's.`,
    ];
  } finally {
    await runtime.close();
    await rm(dir, { recursive: true, force: true });
  }
}
