import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { OpenAiSpeechModel } from './openai-speech-model';
import { silentMp3, silentMp3Ms } from '@/server/test/silent-mp3';
import type { RoleVoice } from './speech-model';

/** A local `/audio/speech` whose answer each test scripts. */
interface StandIn {
  url: string;
  requests: { path: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[];
  closed: Promise<void>;
  stop(): Promise<void>;
}

async function startStandIn(answer: (res: http.ServerResponse) => void): Promise<StandIn> {
  const requests: StandIn['requests'] = [];
  let onClosed = () => {};
  const closed = new Promise<void>((resolve) => (onClosed = resolve));
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(raw || '{}') });
      res.on('close', () => !res.writableEnded && onClosed());
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    closed,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const VOICE: RoleVoice = { gender: 'female', pitch: 1.25, rate: 1.1 };
const MP3 = silentMp3({ frames: 80, id3: true });

let standIn: StandIn | undefined;
afterEach(async () => {
  await standIn?.stop();
  standIn = undefined;
});

async function modelFor(answer: (res: http.ServerResponse) => void, timeoutMs = 2000) {
  standIn = await startStandIn(answer);
  return new OpenAiSpeechModel({ baseUrl: standIn.url, apiKey: 'sk-test', model: 'tts-1', timeoutMs });
}

const say = (model: OpenAiSpeechModel, signal = new AbortController().signal) => model.synthesize({ text: 'Hello there.', voice: VOICE, signal });

describe('OpenAiSpeechModel', () => {
  it('posts the line to /audio/speech and answers the MP3 with its length and no phonemes', async () => {
    const model = await modelFor((res) => res.writeHead(200, { 'content-type': 'audio/mpeg' }).end(MP3));
    const speech = await say(model);
    expect(speech).toEqual({ audio: MP3, mimeType: 'audio/mpeg', durationMs: silentMp3Ms(80) });
    const [request] = standIn!.requests;
    expect(request!.path).toBe('/v1/audio/speech');
    expect(request!.headers.authorization).toBe('Bearer sk-test');
    expect(request!.body).toEqual({ model: 'tts-1', input: 'Hello there.', voice: 'nova', speed: 1.1, response_format: 'mp3' });
    expect(model.name).toBe('openai:tts-1');
  });

  it('fails with the status on a 500', async () => {
    const model = await modelFor((res) => res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}'));
    await expect(say(model)).rejects.toMatchObject({ failure: 'http', status: 500, message: expect.stringContaining('boom') });
  });

  it('fails with a timeout when the endpoint does not answer, and hangs up', async () => {
    const model = await modelFor(() => {}, 200);
    await expect(say(model)).rejects.toMatchObject({ failure: 'timeout' });
    await standIn!.closed;
  });

  it('stops when the caller leaves, and hangs up', async () => {
    const model = await modelFor(() => {});
    const leaving = new AbortController();
    const speech = say(model, leaving.signal);
    while (standIn!.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    leaving.abort();
    await expect(speech).rejects.toMatchObject({ failure: 'aborted' });
    await standIn!.closed;
  });

  it('fails when the answer is not MP3', async () => {
    const model = await modelFor((res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
    await expect(say(model)).rejects.toMatchObject({ failure: 'bad-response' });
  });

  it('fails when the endpoint cannot be reached', async () => {
    const model = new OpenAiSpeechModel({ baseUrl: 'http://127.0.0.1:9/v1', model: 'tts-1', timeoutMs: 2000 });
    await expect(say(model)).rejects.toMatchObject({ failure: 'http' });
  });
});
