// What the chat benchmarks share: KOKO and peer server processes, visitors, sockets and frames.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { ackFor } from '@/lib/chat/inbound-frames';
import { nextMessageId } from '@/lib/chat/message-id';
import { apiCall, visitorLogin } from '@/server/test/chat-socket-client';
import serverNodeFlags from '../scripts/server-node-flags.json';
import { freePort, startChild, startChildReady, stopChild } from './lib';

export interface ServerChild {
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * A KOKO server (bench/servers/koko-chat.ts) in its own process with the given settings and the node flags `npm start`
 * gives the server (scripts/server-node-flags.json). BENCH_KOKO_FLAGS adds node flags to it
 * (`--cpu-prof --cpu-prof-dir=/tmp/prof` profiles the server under the load). `port` starts it on that port (a
 * restart where the last one listened), else on a free one; `root`: another checkout of KOKO (with its node_modules)
 * to run instead of this one, for figures of two versions in the same run.
 */
export async function startKoko(dataDir: string, settings: Record<string, string>, nodeFlags: string[] = [], where: { port?: number; root?: string } = {}): Promise<ServerChild> {
  const port = where.port ?? (await freePort());
  const extraFlags = (process.env.BENCH_KOKO_FLAGS ?? '').split(' ').filter(Boolean);
  const child = await startChild(process.execPath, [...serverNodeFlags, ...nodeFlags, ...extraFlags, '--import', 'tsx', 'bench/servers/koko-chat.ts', String(port), dataDir], { BENCH_KOKO_ENV: JSON.stringify(settings) }, where.root);
  return { port, child, stop: () => stopChild(child) };
}

/** The bare `ws` echo server (bench/servers/ws-echo.mjs) in its own process. */
export async function startEcho(nodeFlags: string[] = []): Promise<ServerChild> {
  const port = await freePort();
  const child = await startChild(process.execPath, [...nodeFlags, 'bench/servers/ws-echo.mjs', String(port)]);
  return { port, child, stop: () => stopChild(child) };
}

/** The LLM stand-in of the tests in its own process, `delayMs` between the pieces of a reply. */
export async function startStandIn(delayMs: number): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const { child, line } = await startChildReady(process.execPath, ['--import', 'tsx', 'bench/servers/llm-stand-in.ts', String(delayMs)]);
  return { url: line.split(' ')[1]!, pid: child.pid!, stop: () => stopChild(child) };
}

/** A data folder for a KOKO child (covers drawn on first start), removed by the returned function. */
export function tempDataDir(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koko-bench-chat-'));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The starter role every benchmark talks to. */
export async function benchRoleId(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>("select id from roles where slug = 'kiriha-aoyagi'");
    if (!rows[0]) throw new Error('the starter catalogue has no kiriha-aoyagi');
    return Number(rows[0].id);
  } finally {
    await client.end();
  }
}

export interface Visitor {
  userId: number;
  token: string;
}

/**
 * Signs in `count` visitors through the API, 16 at a time, with autoAudio off: a reply is then finished when
 * its text is, without the spoken voice (`npm run bench -- tts` measures the voice).
 */
export async function loginVisitors(port: number, count: number, label: string): Promise<Visitor[]> {
  const visitors: Visitor[] = [];
  const login = async (deviceId: string) => {
    const visitor = await visitorLogin(port, deviceId);
    const answer = await apiCall(port, 'POST', '/userSetting', visitor.token, { autoAudio: false });
    if (answer.code !== 0) throw new Error(`userSetting answered ${answer.code}: ${answer.message}`);
    return visitor;
  };
  for (let i = 0; i < count; i += 16) {
    visitors.push(...(await Promise.all(Array.from({ length: Math.min(16, count - i) }, (_, j) => login(`bench-${label}-${process.pid}-${i + j}`)))));
  }
  return visitors;
}

export const socketUrl = (port: number, visitor: Visitor) => `ws://127.0.0.1:${port}/websocket/${visitor.userId}?token=${encodeURIComponent(visitor.token)}`;

/** Opens a socket; refuses when the server does. */
export function openSocket(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`socket refused: ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

/** Closes sockets and waits until they are closed (terminated after 5 s). */
export async function closeSockets(sockets: WebSocket[]): Promise<void> {
  await Promise.all(
    sockets.map(
      (ws) =>
        new Promise<void>((resolve) => {
          if (ws.readyState === WebSocket.CLOSED) return resolve();
          const hard = setTimeout(() => ws.terminate(), 5000);
          ws.once('close', () => {
            clearTimeout(hard);
            resolve();
          });
          ws.close();
        }),
    ),
  );
}

/** A SingleTalk frame as the web client sends it. */
export const talkFrame = (roleId: number, content: string, msgId: string) =>
  JSON.stringify({ msgType: 'Biz', msgId, dataType: 'SingleTalk', topicId: String(roleId), topicType: 1, data: JSON.stringify({ roleId, content }) });

/** A received frame with its `data` read. */
export interface Frame {
  msgId?: string;
  dataType?: string;
  code?: number;
  ack?: number;
  data: { msgIdList?: string[]; pending?: boolean; msgFinish?: boolean; replyTo?: string };
}

/**
 * Answers a frame the server sent with ack 0 (a finished reply) with the MsgAck the web client sends for it
 * (lib/chat/inbound-frames.ts), so the server does the work every real conversation gives it.
 */
export function acknowledge(ws: WebSocket, frame: Frame): void {
  const ack = ackFor(frame, nextMessageId);
  if (ack) ws.send(JSON.stringify(ack));
}

export function readFrame(raw: WebSocket.RawData): Frame {
  const frame = JSON.parse(raw.toString()) as Omit<Frame, 'data'> & { data?: string };
  let data: Frame['data'] = {};
  try {
    data = frame.data ? (JSON.parse(frame.data) as Frame['data']) : {};
  } catch {
    // an echoed or foreign frame; the fields above are enough
  }
  return { ...frame, data };
}
