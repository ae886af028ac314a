import pg from 'pg';
import type WebSocket from 'ws';
import { nextMessageId } from '@/lib/chat/message-id';
import { PropertyPath, TaskState, type GenerateResult, type PropertyTask } from '@/lib/contracts/property';
import { users } from '@/server/db/schema';
import { parseEnv } from '@/server/env';
import { generateCover } from '@/server/jobs/cover/cover-generator';
import { createLogger } from '@/server/log';
import { createRuntime } from '@/server/runtime/runtime';
import { apiCall } from '@/server/test/chat-socket-client';
import { Conversation } from './chat-first-token';
import { benchRoleId, closeSockets, loginVisitors, openSocket, socketUrl, startKoko, startStandIn, tempDataDir } from './chat-setup';
import { createBenchDatabase, fmt, percentile, sleep } from './lib';

/** Covers queued for the throughput row. */
const COVERS = 24;
/** Chat messages measured in each first-token row, one after another. */
const MESSAGES = 40;
/** Generations kept running while the loaded row is measured (issue 30: four). */
const GENERATIONS = 4;
const PROMPTS = ['an old elf with silver hair in a snowy forest', 'a young woman with pink twintails on a neon stage', 'a man with a beard and a hat in the desert', 'a fox-spirit girl under sakura at night'];

/**
 * `npm run bench -- tasks`: how many covers one instance makes a minute through the task engine (claim, thread pool,
 * media store, asset) against the renderer called directly in a loop, and the chat's first token with and without
 * four generations running on the same instance.
 */
export async function benchTasks(): Promise<string[]> {
  return [...(await tasksPerMinute()), '', ...(await firstTokenUnderGenerations())];
}

async function tasksPerMinute(): Promise<string[]> {
  const env = parseEnv({ NODE_ENV: 'production', KOKO_DATA_DIR: tempDataDir().dir, KOKO_GENERATE_FREE_PER_DAY: '1000000', KOKO_GENERATE_PER_MINUTE: '100000' });
  const rt = await createRuntime(env, { inMemoryDatabase: true, seed: false, runTasks: false, log: createLogger('silent') });
  try {
    const [row] = await rt.database.db.insert(users).values({ source: 'password', subject: 'bench-maker', name: 'Maker' }).returning();
    const user = { userId: row!.id, sessionId: 0, source: 'password', isVisitor: false };
    // The peer: the same covers drawn by the renderer itself, one after another, on this thread.
    const rawStart = performance.now();
    const signal = new AbortController().signal;
    for (let i = 0; i < COVERS; i++) await generateCover({ type: 'animation', prompt: PROMPTS[i % PROMPTS.length]! }, { seed: i, signal, progress: () => {} });
    const rawMs = performance.now() - rawStart;

    const started: number[] = [];
    for (let i = 0; i < COVERS; i++) started.push((await rt.services.generation.start(user, 'cover', { prompt: PROMPTS[i % PROMPTS.length]! }, { seed: i })).task.id);
    const engineStart = performance.now();
    await rt.tasks.start();
    for (;;) {
      const page = await rt.services.generation.list(user.userId, { taskFilter: 2, current: 1, size: 1 });
      if (page.page.total === COVERS) break;
      await sleep(20);
    }
    const engineMs = performance.now() - engineStart;
    const perMinute = (COVERS / engineMs) * 60_000;
    const rawPerMinute = (COVERS / rawMs) * 60_000;
    return [
      `| row | covers a minute | ms a cover |`,
      `| --- | ---: | ---: |`,
      `| task engine, one instance (${env.tasks.perInstance} at once, ${env.tasks.threads} thread, PGlite) | ${fmt(perMinute)} | ${fmt(engineMs / COVERS, 1)} |`,
      `| peer: the renderer called in a loop | ${fmt(rawPerMinute)} | ${fmt(rawMs / COVERS, 1)} |`,
      `| ratio engine / peer | ${fmt(perMinute / rawPerMinute, 2)} | |`,
    ];
  } finally {
    await rt.close();
  }
}

async function firstTokenUnderGenerations(): Promise<string[]> {
  const database = await createBenchDatabase('tasks');
  const data = tempDataDir();
  const standIn = await startStandIn(20);
  const koko = await startKoko(data.dir, {
    DATABASE_URL: database.url,
    KOKO_LLM_BASE_URL: standIn.url,
    KOKO_KOIN_VISITOR_BONUS: '1000',
    KOKO_GENERATE_FREE_PER_DAY: '1000000',
    KOKO_GENERATE_PER_MINUTE: '100000',
    KOKO_TASKS_PER_INSTANCE: String(GENERATIONS),
    KOKO_TASKS_PER_USER: String(GENERATIONS),
  });
  const sockets: WebSocket[] = [];
  try {
    const roleId = await benchRoleId(database.url);
    const [talker, maker] = await loginVisitors(koko.port, 2, 'tasks');
    await asMember(database.url, maker!.userId);
    const ws = await openSocket(socketUrl(koko.port, talker!));
    sockets.push(ws);
    const conversation = new Conversation(ws);
    const measure = async () => {
      const times: number[] = [];
      for (let i = 0; i < MESSAGES; i++) {
        const ms = await conversation.say(roleId, `Tell me about your day, part ${i}.`, nextMessageId());
        if (ms !== undefined) times.push(ms);
      }
      return times;
    };
    await measure();
    const alone = await measure();
    let generating = true;
    let made = 0;
    const keepGenerating = async (slot: number) => {
      while (generating) {
        const answer = await apiCall<GenerateResult>(koko.port, 'POST', '/app/cover/generate', maker!.token, { prompt: PROMPTS[slot]!, seed: made });
        if (answer.code !== 0) throw new Error(`generate answered ${answer.code}: ${answer.message}`);
        const taskId = answer.data.task.id;
        for (;;) {
          const state = (await apiCall<PropertyTask>(koko.port, 'POST', PropertyPath.taskProcess, maker!.token, { taskId })).data;
          if (state.state >= TaskState.Success) break;
          await sleep(50);
        }
        made++;
      }
    };
    const load = Array.from({ length: GENERATIONS }, (_, slot) => keepGenerating(slot));
    await sleep(1_000);
    const loaded = await measure();
    generating = false;
    await Promise.all(load);
    const row = (label: string, times: number[]) => `| ${label} | ${fmt(percentile(times, 50), 1)} | ${fmt(percentile(times, 99), 1)} |`;
    return [
      `| chat first token, ${MESSAGES} messages (PostgreSQL, LLM stand-in) | p50 ms | p99 ms |`,
      `| --- | ---: | ---: |`,
      row('peer: no generation running', alone),
      row(`${GENERATIONS} cover generations running (${made} made meanwhile)`, loaded),
      `| ratio p99 loaded / alone | | ${fmt(percentile(loaded, 99) / percentile(alone, 99), 2)} |`,
    ];
  } finally {
    await closeSockets(sockets);
    await koko.stop();
    await standIn.stop();
    await database.drop();
    data.remove();
  }
}

/** Makes a signed-in visitor a member (generation needs an account), as signing up would. */
async function asMember(databaseUrl: string, userId: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("update users set source = 'password', subject = $2 where id = $1", [userId, `bench-${userId}`]);
  } finally {
    await client.end();
  }
}
