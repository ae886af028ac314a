// The peer of the chat socket benchmarks: a bare `ws` server (the library the KOKO socket is built on)
// that sends every frame straight back and otherwise only holds its sockets.
import { WebSocketServer } from 'ws';

const port = Number(process.argv[2]);
const wss = new WebSocketServer({ port, host: '127.0.0.1', maxPayload: 64 * 1024 }, () => process.stdout.write('ready\n'));
wss.on('connection', (ws) => {
  ws.on('message', (data, isBinary) => ws.send(data, { binary: isBinary }));
  ws.on('error', () => {});
});
process.on('SIGTERM', () => {
  for (const ws of wss.clients) ws.terminate();
  wss.close(() => process.exit(0));
});
// Run with --expose-gc, SIGUSR2 collects garbage (so a memory reading counts what is alive) and reports the heap.
process.on('SIGUSR2', () => {
  globalThis.gc?.();
  process.stdout.write(`memory ${JSON.stringify(process.memoryUsage())}\n`);
});
