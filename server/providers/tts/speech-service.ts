import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { MediaStore } from '@/server/providers/media/media-store';
import { mediaUrl } from '@/server/providers/media/media-url';
import { roleVoice } from './role-voice';
import type { RoleVoice, SpeechModel } from './speech-model';
import { spokenText } from './spoken-text';
import { MOUTH_SHAPES, type VisemeCue } from '@/lib/contracts/chat-codes';
import { visemeTimeline } from './viseme-timeline';

/** A voiced reply: where its audio is, how long it is and, from flite, the mouth shapes to play with it. */
export interface VoiceReply {
  url: string;
  durationMs: number;
  /** Absent for remote voices: the client then moves the mouth with the audio's loudness. */
  visemes?: VisemeCue[];
}

/** What is stored beside the audio, so a line said before is answered without synthesis. */
const storedReply = z.object({
  audioKey: z.string(),
  durationMs: z.number(),
  visemes: z.array(z.object({ viseme: z.enum(MOUTH_SHAPES), startMs: z.number(), endMs: z.number(), weight: z.number() })).optional(),
});

const EXTENSIONS = { 'audio/wav': 'wav', 'audio/mpeg': 'mp3' } as const;

/**
 * Speaks a character's replies and keeps the audio in the media store under a key made of the model,
 * the voice and the words: the same line in the same voice is synthesized once.
 */
export class SpeechService {
  constructor(
    private readonly model: SpeechModel,
    private readonly media: MediaStore,
  ) {}

  /** undefined when the reply has nothing to say aloud (only actions). */
  async speakReply(request: { role: { gender: string; voice?: Record<string, unknown> | null }; text: string; signal: AbortSignal }): Promise<VoiceReply | undefined> {
    const text = spokenText(request.text);
    if (!text) return undefined;
    const voice = roleVoice(request.role);
    const key = this.voiceKey(text, voice);
    const known = await this.read(key);
    if (known) return known;

    const speech = await this.model.synthesize({ text, voice, signal: request.signal });
    const audioKey = `${key}.${EXTENSIONS[speech.mimeType]}`;
    const visemes = speech.phonemes && visemeTimeline(speech.phonemes);
    await this.media.put(audioKey, speech.audio);
    // Written last: its presence says the audio is complete.
    await this.media.put(`${key}.json`, Buffer.from(JSON.stringify({ audioKey, durationMs: speech.durationMs, visemes })));
    return { url: mediaUrl(audioKey), durationMs: speech.durationMs, ...(visemes ? { visemes } : {}) };
  }

  /** The media key (without extension) of a line in a voice from this model. */
  voiceKey(text: string, voice: RoleVoice): string {
    const hash = createHash('sha256').update(JSON.stringify([this.model.name, voice.voice, voice.pitch, voice.rate, voice.gender, text])).digest('hex');
    return `voices/${hash.slice(0, 40)}`;
  }

  private async read(key: string): Promise<VoiceReply | undefined> {
    const raw = await this.media.get(`${key}.json`);
    if (!raw) return undefined;
    const parsed = storedReply.safeParse(parseJson(raw.toString('utf8')));
    // A record this version cannot read is synthesized again and overwritten.
    if (!parsed.success) return undefined;
    const { audioKey, durationMs, visemes } = parsed.data;
    return { url: mediaUrl(audioKey), durationMs, ...(visemes ? { visemes } : {}) };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
