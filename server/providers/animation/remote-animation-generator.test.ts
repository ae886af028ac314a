import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MOTION_LIBRARY } from '@/lib/avatar/motions/library';
import { writeVrma } from '@/lib/avatar/vrm/vrma-writer';
import { createRemoteAnimationGenerator } from './remote-animation-generator';
import { readVrma } from './vrma-check';

let server: Server;
let baseUrl: string;
let answer: (request: IncomingMessage, body: string, response: ServerResponse) => void;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => answer(request, body, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const wave = MOTION_LIBRARY.appear[0]!;
const vrma = writeVrma(wave, { name: 'wave-from-afar' });
const run = (prompt = 'wave hello') =>
  createRemoteAnimationGenerator({ baseUrl, apiKey: 'secret' }).run({ prompt }, { seed: 9, signal: new AbortController().signal, progress: () => {} });

describe('the remote animation provider', () => {
  it('posts the words and seed with the key and keeps the VRMA it answers', async () => {
    let seen: { url?: string; auth?: string; body?: unknown } = {};
    answer = (request, body, response) => {
      seen = { url: request.url, auth: request.headers.authorization, body: JSON.parse(body) };
      response.writeHead(200, { 'content-type': 'model/gltf-binary' }).end(Buffer.from(vrma));
    };
    const result = await run();
    expect(seen).toEqual({ url: '/v1/animation/generate', auth: 'Bearer secret', body: { prompt: 'wave hello', seed: 9 } });
    expect(result.resource).toEqual({ motionName: 'wave-from-afar', durationMs: Math.round(wave.duration * 1000), words: 'wave hello' });
    expect(Buffer.from(result.files[0]!.bytes).equals(Buffer.from(vrma))).toBe(true);
  });

  it('refuses an answer that is not a VRMA, and says when the service fails', async () => {
    answer = (_request, _body, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<html>hello</html>');
    await expect(run()).rejects.toThrow('The animation service sent something other than a VRMA motion.');
    answer = (_request, _body, response) => response.writeHead(502).end('bad gateway');
    await expect(run()).rejects.toThrow('The animation service answered 502; try again later.');
  });

  it('tells a plain glTF binary from a VRMA', () => {
    expect(readVrma(vrma)?.durationMs).toBe(Math.round(wave.duration * 1000));
    const plain = new TextEncoder().encode(JSON.stringify({ asset: { version: '2.0' } }).padEnd(32, ' '));
    const glb = new Uint8Array(20 + plain.length);
    const view = new DataView(glb.buffer);
    view.setUint32(0, 0x46546c67, true);
    view.setUint32(4, 2, true);
    view.setUint32(8, glb.length, true);
    view.setUint32(12, plain.length, true);
    view.setUint32(16, 0x4e4f534a, true);
    glb.set(plain, 20);
    expect(readVrma(glb)).toBeUndefined();
    expect(readVrma(new Uint8Array(10))).toBeUndefined();
  });
});
