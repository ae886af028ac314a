import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLocalMediaStore } from '@/server/providers/media/local-media-store';
import { FliteSpeechModel } from './flite-speech-model';
import { silentMp3 } from '@/server/test/silent-mp3';
import type { Speech, SpeechModel, SpeechRequest } from './speech-model';
import { SpeechService } from './speech-service';
import { readWav } from './wav';

/** A model that counts its syntheses and passes them on. */
class Counting implements SpeechModel {
  calls: SpeechRequest[] = [];
  constructor(
    private readonly inner: Pick<SpeechModel, 'synthesize' | 'close'>,
    readonly name: string,
  ) {}
  synthesize(request: SpeechRequest): Promise<Speech> {
    this.calls.push(request);
    return this.inner.synthesize(request);
  }
  close() {
    return this.inner.close();
  }
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'koko-voices-'));
const media = createLocalMediaStore(root);
const flite = new Counting(new FliteSpeechModel(), 'flite-2.3');
afterAll(async () => {
  await flite.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const KIRIHA = { gender: 'female', voice: { pitch: 1.25, rate: 1.1 } };
const signal = () => new AbortController().signal;

describe('SpeechService', () => {
  const service = new SpeechService(flite, media);

  it('speaks a reply, stores the WAV and answers its URL, length and mouth shapes', async () => {
    const reply = await service.speakReply({ role: KIRIHA, text: '*She turns away.* Seven sharp. Do not be late!', signal: signal() });
    expect(flite.calls.map((c) => c.text)).toEqual(['Seven sharp. Do not be late!']);
    expect(flite.calls[0]!.voice).toEqual({ gender: 'female', pitch: 1.25, rate: 1.1 });
    expect(reply!.url).toMatch(/\/media\/voices\/[0-9a-f]{40}\.wav$/);
    const key = reply!.url.slice(reply!.url.indexOf('voices/'));
    const stored = await media.get(key);
    expect(Math.round(readWav(stored!)!.durationMs)).toBe(reply!.durationMs);
    const visemes = reply!.visemes!;
    expect(visemes[0]).toMatchObject({ viseme: 'closed', startMs: 0 });
    expect(visemes.at(-1)!.endMs).toBe(reply!.durationMs);
    expect(visemes.some((v) => v.viseme === 'aa' || v.viseme === 'ee')).toBe(true);
  });

  it('reads the same line in the same voice back from the store without synthesizing it again', async () => {
    const first = await service.speakReply({ role: KIRIHA, text: 'Again! Stance, please.', signal: signal() });
    const calls = flite.calls.length;
    const second = await service.speakReply({ role: KIRIHA, text: '  Again!   Stance, please. ', signal: signal() });
    expect(flite.calls.length).toBe(calls);
    expect(second).toEqual(first);
    // Another service over the same store (a restart) finds it too.
    expect(await new SpeechService(flite, media).speakReply({ role: KIRIHA, text: 'Again! Stance, please.', signal: signal() })).toEqual(first);
    expect(flite.calls.length).toBe(calls);
  });

  it('keys a line by model, voice and words, and always the same way', () => {
    const voice = { gender: 'female' as const, pitch: 1.25, rate: 1.1 };
    const key = service.voiceKey('Hello.', voice);
    expect(key).toMatch(/^voices\/[0-9a-f]{40}$/);
    expect(service.voiceKey('Hello.', { rate: 1.1, gender: 'female', pitch: 1.25 })).toBe(key);
    expect(service.voiceKey('Hello!', voice)).not.toBe(key);
    expect(service.voiceKey('Hello.', { ...voice, pitch: 1.3 })).not.toBe(key);
    expect(service.voiceKey('Hello.', { ...voice, gender: 'non' })).not.toBe(key);
    expect(new SpeechService(new Counting(flite, 'openai:tts-1'), media).voiceKey('Hello.', voice)).not.toBe(key);
  });

  it('says nothing for a reply that is only an action', async () => {
    const calls = flite.calls.length;
    expect(await service.speakReply({ role: KIRIHA, text: '*nods slowly*', signal: signal() })).toBeUndefined();
    expect(flite.calls.length).toBe(calls);
  });

  it('stores a remote voice as MP3 without mouth shapes', async () => {
    const mp3 = silentMp3({ frames: 40 });
    const remote = new Counting({ synthesize: async () => ({ audio: mp3, mimeType: 'audio/mpeg', durationMs: 1045 }), close: async () => {} }, 'openai:tts-1');
    const reply = await new SpeechService(remote, media).speakReply({ role: KIRIHA, text: 'Hello there.', signal: signal() });
    expect(reply).toEqual({ url: expect.stringMatching(/\/media\/voices\/[0-9a-f]{40}\.mp3$/), durationMs: 1045 });
    expect(await media.get(reply!.url.slice(reply!.url.indexOf('voices/')))).toEqual(mp3);
  });
});
