import fs from 'node:fs';
import path from 'node:path';
import { API_BASE } from '@/lib/contracts/envelope';
import type { VoiceUpload } from '@/lib/contracts/voice';
import { chatServerFixture } from '@/server/test/chat-server';
import { apiCall, clientMsgId, type ChatSocketClient } from '@/server/test/chat-socket-client';
import { startLlmStandIn, type LlmStandIn } from '@/server/test/llm-stand-in';
import { DATABASE_KINDS } from '@/server/test/test-database';
import { SHARED_MEDIA_DIR } from '@/server/test/test-runtime';
import { FliteSpeechModel } from '@/server/providers/tts/flite-speech-model';
import { oggOpusClip, wavClip, webmOpusClip } from '@/server/test/test-audio';
import { startTranscriptionStandIn } from '@/server/test/transcription-stand-in';

jest.setTimeout(120_000);

type Envelope<T> = { code: number; message: string; data: T };

/** Uploads through the running server, as the browser does: multipart with the clip as `file`. */
async function upload(port: number, token: string | undefined, file: { bytes: Buffer; type: string; name?: string } | undefined, durationMs?: number): Promise<{ status: number; body: Envelope<VoiceUpload> }> {
  const form = new FormData();
  if (file) form.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name ?? 'voice');
  if (durationMs !== undefined) form.set('durationMs', String(durationMs));
  const response = await fetch(`http://127.0.0.1:${port}${API_BASE}/chat/voiceUpload`, { method: 'POST', headers: token ? { 'x-auth': token } : {}, body: form });
  return { status: response.status, body: (await response.json()) as Envelope<VoiceUpload> };
}

const storedClips = (userId: number) => {
  const dir = path.join(SHARED_MEDIA_DIR, 'media', 'voices', String(userId));
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => !f.endsWith('.tmp')) : [];
};

function talkVoice(socket: ChatSocketClient, roleId: number, voice: { url: string; durationMs: number }, content: string, msgId = clientMsgId()) {
  socket.send({ msgId, dataType: 'SingleTalk', topicId: String(roleId), topicType: 1, data: JSON.stringify({ roleId, content, contentType: 'v', voice: voice.url, duration: voice.durationMs / 1000 }) });
  return msgId;
}

let speech: Buffer;
let speechMs: number;
beforeAll(async () => {
  // A real spoken clip: the embedded voice says a line into a WAV.
  const flite = new FliteSpeechModel();
  try {
    const said = await flite.synthesize({ text: 'Hello there. My name is Mira and I love rainy days.', voice: { gender: 'female' }, signal: new AbortController().signal });
    speech = said.audio;
    speechMs = said.durationMs;
  } finally {
    await flite.close();
  }
});

describe.each(DATABASE_KINDS)('voice messages [%s]', (kind) => {
  describe('without a transcriber', () => {
    const fx = chatServerFixture(kind);

    it('stores a spoken WAV, measures it, and serves it back with ranges to its owner only', async () => {
      const { token, userId, socket } = await fx.guest();
      const { status, body } = await upload(fx.server.port, token, { bytes: speech, type: 'audio/wav' }, 1);
      expect(status).toBe(200);
      expect(body.code).toBe(0);
      expect(body.data.url).toMatch(new RegExp(`^${API_BASE}/media/voices/${userId}/[0-9a-f-]+\\.wav$`));
      // Measured from the file, not the length the client claimed.
      expect(Math.abs(body.data.durationMs - speechMs)).toBeLessThanOrEqual(1);
      expect(body.data.transcript).toBeUndefined();
      const served = await fetch(`http://127.0.0.1:${fx.server.port}${body.data.url}`, { headers: { range: 'bytes=0-11', 'x-auth': token } });
      expect(served.status).toBe(206);
      expect(served.headers.get('content-type')).toBe('audio/wav');
      expect(served.headers.get('cache-control')).toMatch(/^private/);
      expect(Buffer.from(await served.arrayBuffer()).toString('latin1')).toBe(speech.subarray(0, 12).toString('latin1'));
      // A voice message is its sender's: nobody else, signed in or not, gets it.
      const stranger = await fx.guest();
      expect((await fetch(`http://127.0.0.1:${fx.server.port}${body.data.url}`)).status).toBe(401);
      expect((await fetch(`http://127.0.0.1:${fx.server.port}${body.data.url}`, { headers: { 'x-auth': stranger.token } })).status).toBe(404);
      await stranger.socket.close();
      await socket.close();
    });

    it('takes the containers browsers record in and serves each with its type', async () => {
      const { token, socket } = await fx.guest();
      for (const [bytes, type, served, ms] of [
        [webmOpusClip(2_000), 'audio/webm;codecs=opus', 'audio/webm', 1_980],
        [oggOpusClip(2_000), 'audio/ogg', 'audio/ogg', 2_000],
      ] as const) {
        const { body } = await upload(fx.server.port, token, { bytes, type });
        expect(body).toMatchObject({ code: 0, data: { durationMs: ms } });
        expect((await fetch(`http://127.0.0.1:${fx.server.port}${body.data.url}`, { headers: { 'x-auth': token } })).headers.get('content-type')).toBe(served);
      }
      await socket.close();
    });

    it('refuses what is not a voice clip with a clear message, and stores nothing', async () => {
      const { token, userId, socket } = await fx.guest();
      const before = storedClips(userId).length;
      const refusals: [Parameters<typeof upload>[2], number | undefined, number, RegExp][] = [
        [{ bytes: Buffer.from('<html>not audio</html>'), type: 'audio/webm' }, undefined, 415, /not audio/],
        [{ bytes: webmOpusClip(1_000), type: 'audio/ogg' }, undefined, 415, /webm audio, not ogg/],
        [{ bytes: oggOpusClip(1_000), type: 'image/png' }, undefined, 415, /not a voice format/],
        [{ bytes: oggOpusClip(61_500), type: 'audio/ogg' }, undefined, 400, /at most 60 seconds/],
        [{ bytes: oggOpusClip(200), type: 'audio/ogg' }, undefined, 400, /too short/],
        [{ bytes: Buffer.alloc(0), type: 'audio/ogg' }, undefined, 400, /empty/],
        [{ bytes: wavClip(66_000), type: 'audio/wav' }, undefined, 413, /at most 2 MB/],
        [undefined, 1_000, 400, /file: attach the recording/],
      ];
      for (const [file, ms, code, message] of refusals) {
        const { status, body } = await upload(fx.server.port, token, file, ms);
        expect({ status, code: body.code }).toEqual({ status: code, code });
        expect(body.message).toMatch(message);
      }
      expect((await upload(fx.server.port, undefined, { bytes: oggOpusClip(1_000), type: 'audio/ogg' })).body.code).toBe(401);
      expect(storedClips(userId)).toHaveLength(before);
      await socket.close();
    });

    it('answers a voice message like text: 1 koin, an ack, a reply, and the history keeps it as voice', async () => {
      const { token, socket } = await fx.guest(5);
      const clip = (await upload(fx.server.port, token, { bytes: speech, type: 'audio/wav' })).body.data;
      const before = await fx.balanceOf(token);
      const msgId = talkVoice(socket, fx.server.roleId, clip, 'Hello there. My name is Mira and I love rainy days.');
      await socket.waitFor((f) => f.dataType === 'MsgAck' && (f.parsed.msgIdList as string[] | undefined)?.includes(msgId) === true);
      const reply = await socket.reply(msgId);
      expect(String(reply.parsed.content).length).toBeGreaterThan(0);
      expect(await fx.balanceOf(token)).toBe(before - 1);
      const page = await apiCall<{ data: { list: { msgId: string; data: string }[] } }>(fx.server.port, 'POST', '/user/getHistoryMsg', token, { topicId: String(fx.server.roleId), topicType: 1 });
      const stored = page.data.data.list.find((m) => m.msgId === msgId)!;
      expect(JSON.parse(stored.data)).toMatchObject({ contentType: 'v', voice: clip.url, duration: clip.durationMs / 1000, content: 'Hello there. My name is Mira and I love rainy days.' });
      // The words were heard: the character remembers the name from them.
      const name = await socket.reply(socket.talk(fx.server.roleId, "What's my name?"));
      expect(String(name.parsed.content)).toContain('Mira');
      await socket.close();
    });

    it('keeps a voice message without words and answers that the words were not made out', async () => {
      const { token, socket } = await fx.guest(5);
      const clip = (await upload(fx.server.port, token, { bytes: oggOpusClip(1_500), type: 'audio/ogg' })).body.data;
      const msgId = talkVoice(socket, fx.server.roleId, clip, '');
      const reply = await socket.reply(msgId);
      expect(reply.parsed.llmModel).toBe('persona-engine');
      const page = await apiCall<{ data: { list: { msgId: string; data: string }[] } }>(fx.server.port, 'POST', '/user/getHistoryMsg', token, { topicId: String(fx.server.roleId), topicType: 1 });
      expect(JSON.parse(page.data.data.list.find((m) => m.msgId === msgId)!.data)).toMatchObject({ contentType: 'v', content: '', voice: clip.url });
      await socket.close();
    });

    it("refuses a voice message pointing at another user's clip or elsewhere, and charges nothing", async () => {
      const a = await fx.guest(5);
      const b = await fx.guest(5);
      const clip = (await upload(fx.server.port, a.token, { bytes: oggOpusClip(1_000), type: 'audio/ogg' })).body.data;
      const before = await fx.balanceOf(b.token);
      const stolen = talkVoice(b.socket, fx.server.roleId, clip, 'hi');
      const refused = await b.socket.waitFor((f) => f.msgId === stolen && !!f.code);
      expect(refused.code).toBe(400);
      expect(String(refused.parsed.message)).toContain('voice: must be a clip you uploaded');
      const elsewhere = talkVoice(b.socket, fx.server.roleId, { url: 'https://example.com/a.mp3', durationMs: 1_000 }, 'hi');
      expect((await b.socket.waitFor((f) => f.msgId === elsewhere && !!f.code)).code).toBe(400);
      expect(await fx.balanceOf(b.token)).toBe(before);
      await a.socket.close();
      await b.socket.close();
    });
  });

  describe('with a remote chat model and a transcriber', () => {
    let llm: LlmStandIn;
    let stt: Awaited<ReturnType<typeof startTranscriptionStandIn>>;
    // Before the fixture's own beforeAll, which reads their URLs.
    beforeAll(async () => {
      llm = await startLlmStandIn();
      stt = await startTranscriptionStandIn({ answer: (call) => ({ text: call.fileType === 'audio/wav' ? 'Good evening, how was your day?' : '' }) });
    });
    // A budget of 3 model calls a user that refills at 1 a minute.
    const limits = { KOKO_MODEL_CALLS_PER_MINUTE: '1', KOKO_MODEL_CALL_BURST: '3' };
    const fx = chatServerFixture(kind, () => ({ env: { KOKO_LLM_BASE_URL: llm.url, KOKO_STT_BASE_URL: stt.url, KOKO_STT_MODEL: 'whisper-large-v3', KOKO_STT_API_KEY: 'stt-key', ...limits } }));
    afterAll(async () => {
      await llm.stop();
      await stt.stop();
    });

    it('transcribes the upload through the endpoint and returns the words', async () => {
      const { token, socket } = await fx.guest();
      const { body } = await upload(fx.server.port, token, { bytes: speech, type: 'audio/wav' });
      expect(body).toMatchObject({ code: 0, data: { transcript: 'Good evening, how was your day?' } });
      const call = stt.calls.at(-1)!;
      expect(call).toMatchObject({ model: 'whisper-large-v3', authorization: 'Bearer stt-key', fileType: 'audio/wav' });
      expect(call.bytes.equals(speech)).toBe(true);
      await socket.close();
    });

    it("counts each upload against the user's budget of model calls: past it, 429 and nothing transcribed", async () => {
      const { token, socket } = await fx.guest();
      const transcribed = stt.calls.length;
      const answers = await Promise.all(Array.from({ length: 5 }, () => upload(fx.server.port, token, { bytes: speech, type: 'audio/wav' })));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 429, 429]);
      expect(answers.filter((a) => a.status === 429).every((a) => a.body.code === 429)).toBe(true);
      expect(stt.calls.length - transcribed).toBe(3);
      await socket.close();
    });

    it('asks the chat model when there are words, and not when there are none', async () => {
      const { token, socket } = await fx.guest(5);
      const clip = (await upload(fx.server.port, token, { bytes: oggOpusClip(1_000), type: 'audio/ogg' })).body.data;
      expect(clip.transcript).toBeUndefined();
      const asked = llm.requests;
      const unheard = await socket.reply(talkVoice(socket, fx.server.roleId, clip, ''));
      expect(llm.requests).toBe(asked);
      expect(unheard.parsed.llmModel).toBe('persona-engine');
      const heard = await socket.reply(talkVoice(socket, fx.server.roleId, clip, 'Good evening!'));
      expect(llm.requests).toBe(asked + 1);
      expect(String(heard.parsed.content)).toContain('hello there');
      await socket.close();
    });
  });
});
