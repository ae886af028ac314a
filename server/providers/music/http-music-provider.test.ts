import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseEnv } from '@/server/env';
import { ComposerMusicProvider } from './composer-music-provider';
import { createMusicProvider } from './create-music-provider';
import { HttpMusicProvider } from './http-music-provider';
import { musicInput, resolveBrief } from './music-brief';
import { encodeMp3 } from './mp3-encoder';

/** Two seconds of a 440 Hz tone as MP3: what a music service might send. */
async function toneMp3(): Promise<Uint8Array> {
  const n = 2 * 44_100;
  const left = Float32Array.from({ length: n }, (_, i) => 0.3 * Math.sin((2 * Math.PI * 440 * i) / 44_100));
  return encodeMp3({ left, right: left, sampleRate: 44_100 }, new AbortController().signal);
}

interface Seen {
  body: Record<string, unknown>;
  authorization?: string;
}

/** A stand-in music service on a loopback port that answers with whatever the test sets. */
async function startService(answer: (res: http.ServerResponse) => void) {
  const seen: Seen[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    seen.push({ body: JSON.parse(Buffer.concat(chunks).toString('utf8')), authorization: req.headers.authorization });
    answer(res);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/music`;
  return { url, seen, close: () => new Promise((resolve) => server.close(resolve)) };
}

const brief = resolveBrief(musicInput.parse({ prompt: 'calm lofi', durationSeconds: 20 }), 11, true);
const job = () => ({ signal: new AbortController().signal, progress: jest.fn() });

describe('HTTP music provider', () => {
  let mp3: Uint8Array;
  beforeAll(async () => {
    mp3 = await toneMp3();
  });

  it('is chosen by KOKO_MUSIC_URL, the composer otherwise', () => {
    expect(createMusicProvider(parseEnv({ KOKO_MUSIC_URL: 'http://127.0.0.1:1/music' }).music)).toBeInstanceOf(HttpMusicProvider);
    expect(createMusicProvider(parseEnv({}).music)).toBeInstanceOf(ComposerMusicProvider);
    expect(() => parseEnv({ KOKO_MUSIC_URL: 'ftp://x' })).toThrow(/^KOKO_MUSIC_URL must be a URL starting with http:\/\/ or https:\/\//);
  });

  it('posts the brief with its key and returns the audio with its length, tempo, key and waveform', async () => {
    const service = await startService((res) => res.writeHead(200, { 'content-type': 'audio/mpeg', 'x-music-key': 'A minor', 'x-music-bpm': '84' }).end(mp3));
    try {
      const provider = new HttpMusicProvider({ url: service.url, apiKey: 'secret', timeoutMs: 5000 });
      const progress = job();
      const piece = await provider.make(brief, progress);
      expect(service.seen[0]).toEqual({
        body: { prompt: 'calm lofi', mood: 'calm', genre: 'lofi', bpm: brief.bpm, durationSeconds: 20, loop: true, title: brief.title, seed: 11 },
        authorization: 'Bearer secret',
      });
      expect(Buffer.from(piece.mp3).equals(Buffer.from(mp3))).toBe(true);
      expect(piece.durationMs).toBeGreaterThan(1900);
      expect(piece.durationMs).toBeLessThan(2200);
      expect(piece).toMatchObject({ bpm: 84, key: 'A minor' });
      expect(piece.midi).toBeUndefined();
      expect(piece.peaks).toHaveLength(200);
      expect(Math.max(...piece.peaks)).toBeGreaterThan(0.2);
      expect(progress.progress).toHaveBeenLastCalledWith(100);
    } finally {
      await service.close();
    }
  });

  it('says in words what went wrong: an error status, something that is not MP3, silence, no answer in time', async () => {
    const cases: [(res: http.ServerResponse) => void, RegExp][] = [
      [(res) => res.writeHead(503).end('busy'), /^The music service answered 503: busy$/],
      [(res) => res.writeHead(200, { 'content-type': 'audio/mpeg' }).end('<html>hello</html>'), /something other than MP3/],
      [(res) => res.writeHead(200).end(), /something other than MP3/],
      [() => undefined, /did not answer in time/],
      [(res) => res.writeHead(200, { 'content-length': String(64 * 1024 * 1024) }).end(), /more audio than a piece can hold/],
    ];
    for (const [answer, message] of cases) {
      const service = await startService(answer);
      try {
        await expect(new HttpMusicProvider({ url: service.url, timeoutMs: 1000 }).make(brief, job())).rejects.toThrow(message);
      } finally {
        service.seen.length = 0;
        await service.close();
      }
    }
  });

  it('refuses silence dressed as MP3', async () => {
    const silent = await encodeMp3({ left: new Float32Array(44_100), right: new Float32Array(44_100), sampleRate: 44_100 }, new AbortController().signal);
    const service = await startService((res) => res.writeHead(200).end(silent));
    try {
      await expect(new HttpMusicProvider({ url: service.url, timeoutMs: 5000 }).make(brief, job())).rejects.toThrow(/sent back silence/);
    } finally {
      await service.close();
    }
  });

  it('reports an unreachable service', async () => {
    await expect(new HttpMusicProvider({ url: 'http://127.0.0.1:9/music', timeoutMs: 2000 }).make(brief, job())).rejects.toThrow(/^Could not reach the music service/);
  });
});
