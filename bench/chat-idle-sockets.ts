import type WebSocket from 'ws';
import { closeSockets, loginVisitors, openSocket, socketUrl, startEcho, startKoko, tempDataDir, type ServerChild } from './chat-setup';
import { createBenchDatabase, fmt, rssBytes, sleep } from './lib';

const SOCKETS = 10_000;
/** Sockets are spread over this many visitors (100 each); one client process keeps all of them under the fd limit. */
const VISITORS = 100;
const OPENING_AT_ONCE = 200;
const MB = 1024 * 1024;

/** RSS (VmRSS) and, as the child reports it after a collection, the live JS heap plus memory outside it. */
interface Memory {
  rss: number;
  heap: number;
}

interface Reading {
  before: Memory;
  /** With half the sockets open. */
  half: Memory;
  after: Memory;
  opened: number;
  openSeconds: number;
}

/** Collects garbage in the child (it runs with --expose-gc and listens for SIGUSR2), then reads its memory. */
export async function settledMemory(server: ServerChild): Promise<Memory> {
  await sleep(1000);
  const reported = new Promise<number>((resolve, reject) => {
    let said = '';
    const timer = setTimeout(() => {
      server.child.stdout!.off('data', onData);
      reject(new Error('the server did not report its memory in 10 s'));
    }, 10_000);
    const onData = (d: Buffer) => {
      said += d.toString();
      const line = said.split('\n').find((l) => l.startsWith('memory '));
      if (!line) return;
      clearTimeout(timer);
      server.child.stdout!.off('data', onData);
      const usage = JSON.parse(line.slice('memory '.length)) as NodeJS.MemoryUsage;
      resolve(usage.heapUsed + usage.external);
    };
    server.child.stdout!.on('data', onData);
  });
  server.child.kill('SIGUSR2');
  const heap = await reported;
  await sleep(1000);
  return { rss: rssBytes(server.child.pid!), heap };
}

async function openAll(urls: string[], count: number, into: WebSocket[] = []): Promise<WebSocket[]> {
  const first = into.length;
  let begun = 0;
  await Promise.all(
    Array.from({ length: OPENING_AT_ONCE }, async () => {
      while (begun < count) {
        const url = urls[(first + begun++) % urls.length]!;
        into.push(await openSocket(url));
      }
    }),
  );
  return into;
}

/**
 * RSS of the server before, at half and after SOCKETS idle sockets; everything is closed again afterwards.
 * The second half shows the cost of a socket once the free heap the process started with is used up.
 */
async function measure(server: ServerChild, urls: string[]): Promise<Reading> {
  await closeSockets(await openAll(urls, OPENING_AT_ONCE)); // warm the upgrade path first
  const before = await settledMemory(server);
  const sockets: WebSocket[] = [];
  // An idle client still sends its heartbeat (KOKO closes a socket silent for 60 s).
  const heartbeat = setInterval(() => sockets.forEach((ws) => ws.readyState === ws.OPEN && ws.send('{"msgType":"HeartBeat"}')), 20_000);
  try {
    const started = performance.now();
    await openAll(urls, SOCKETS / 2, sockets);
    let openSeconds = (performance.now() - started) / 1000;
    await sleep(2000); // a connecting socket's redelivery query finishes
    const half = await settledMemory(server);
    const resumed = performance.now();
    await openAll(urls, SOCKETS / 2, sockets);
    openSeconds += (performance.now() - resumed) / 1000;
    await sleep(2000);
    const after = await settledMemory(server);
    const opened = sockets.filter((ws) => ws.readyState === ws.OPEN).length;
    return { before, half, after, opened, openSeconds };
  } finally {
    clearInterval(heartbeat);
    await closeSockets(sockets);
  }
}

/** Memory per idle chat socket: a KOKO server process on PostgreSQL against a bare `ws` server process. */
export async function benchChatIdleSockets(): Promise<string[]> {
  const database = await createBenchDatabase('idle_sockets');
  const data = tempDataDir();
  try {
    // A first start seeds the catalogue (drawing covers fills the heap and the native allocator); the
    // measured server is a restart on the filled database, so its starting RSS holds no freed seeding memory.
    const seeding = await startKoko(data.dir, { DATABASE_URL: database.url });
    await seeding.stop();
    const koko = await startKoko(data.dir, { DATABASE_URL: database.url }, ['--expose-gc']);
    let ours: Reading;
    let urls: string[];
    try {
      const visitors = await loginVisitors(koko.port, VISITORS, 'idle');
      urls = visitors.map((v) => socketUrl(koko.port, v));
      ours = await measure(koko, urls);
    } finally {
      await koko.stop();
    }
    const bare = await startEcho(['--expose-gc']);
    let peer: Reading;
    try {
      peer = await measure(bare, urls.map((u) => u.replace(/:\d+\//, `:${bare.port}/`)));
    } finally {
      await bare.stop();
    }
    const perSocket = (r: Reading, key: keyof Memory) => (r.after[key] - r.before[key]) / SOCKETS;
    const secondHalf = (r: Reading) => (r.after.rss - r.half.rss) / (SOCKETS / 2);
    const kb = (bytes: number) => `${fmt(bytes / 1024, 1)} KB`;
    const row = (name: string, r: Reading) =>
      `| ${name} | ${fmt(r.opened)} | ${fmt(r.openSeconds, 1)} s | ${fmt(r.before.rss / MB)} → ${fmt(r.after.rss / MB)} MB | **${kb(perSocket(r, 'rss'))}** | ${kb(secondHalf(r))} | ${kb(perSocket(r, 'heap'))} |`;
    const ratio = (f: (r: Reading) => number) => `${fmt(f(ours) / f(peer), 2)}×`;
    return [
      `${fmt(SOCKETS)} sockets over ${VISITORS} visitors, opened ${OPENING_AT_ONCE} at a time; memory read after a garbage collection`,
      '',
      '| server | open sockets | time to open | RSS before → after | RSS per socket | RSS per socket, second half | JS heap + external per socket |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      row('KOKO', ours),
      row('bare ws', peer),
      `| KOKO / bare | | | | ${ratio((r) => perSocket(r, 'rss'))} | ${ratio(secondHalf)} | ${ratio((r) => perSocket(r, 'heap'))} |`,
    ];
  } finally {
    await database.drop();
    data.remove();
  }
}
