import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fmt, freePort, load, startChild, stopChild } from './lib';

/** {base}/health and {base}/app/tag/getList against a bare node:http server answering the same JSON. */
export async function benchApiThroughput(): Promise<string[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koko-bench-api-'));
  const kokoPort = await freePort();
  const koko = await startChild(process.execPath, ['--import', 'tsx', 'bench/servers/koko-api.ts', String(kokoPort), dataDir]);
  const kokoBase = `http://127.0.0.1:${kokoPort}/koko/app/api`;
  const tags = (await (await fetch(`${kokoBase}/app/tag/getList`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })).json()).data.list;
  const barePort = await freePort();
  const bare = await startChild(process.execPath, ['bench/servers/bare-http.mjs', String(barePort), JSON.stringify(tags)]);
  const bareBase = `http://127.0.0.1:${barePort}/koko/app/api`;

  const lines: string[] = [];
  try {
    for (const [name, pathName, method] of [
      ['health', '/health', 'GET'],
      ['tag/getList', '/app/tag/getList', 'POST'],
    ] as const) {
      const body = method === 'POST' ? '{}' : undefined;
      await load(kokoBase + pathName, { method, body, seconds: 2 }); // warm-up
      const ours = await load(kokoBase + pathName, { method, body });
      const peer = await load(bareBase + pathName, { method, body });
      lines.push(
        `| ${name} | ${fmt(ours.rps)} req/s | ${fmt(ours.p50)} / ${fmt(ours.p99)} ms | ${fmt(peer.rps)} req/s | ${fmt(peer.p50)} / ${fmt(peer.p99)} ms | ${fmt((ours.rps / peer.rps) * 100)}% | ${ours.errors} |`,
      );
    }
  } finally {
    await Promise.all([stopChild(koko), stopChild(bare)]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return [
    '| call | KOKO | KOKO p50 / p99 | bare node:http | bare p50 / p99 | KOKO / bare | errors |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...lines,
  ];
}
