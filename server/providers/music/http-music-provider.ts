import type { MusicSettings } from '@/server/env';
import { mp3DurationMs } from '@/server/providers/tts/mp3-duration';
import { waveformPeaks } from './mastering';
import type { MusicBrief } from './music-brief';
import { MusicProviderError, type MusicJob, type MusicPiece, type MusicProvider } from './music-provider';
import { decodeMp3 } from './mp3-audio';

/** Upper bound on what the service may send back: five minutes of 320 kbit/s MP3 is 12 MB. */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024;
const TOO_LONG = 'The music service sent back more audio than a piece can hold.';

/**
 * A music service over HTTP. The request is `POST {KOKO_MUSIC_URL}` with the brief as JSON
 * (`prompt, mood, genre, bpm, durationSeconds, loop, title, seed`) and a bearer key when one is set; the
 * answer is the piece as `audio/mpeg`, and may say its key and tempo in `x-music-key` and `x-music-bpm`.
 * The audio is checked (it must decode as MP3 and not be silent) before anyone is charged for it.
 */
export class HttpMusicProvider implements MusicProvider {
  readonly name = 'http';

  constructor(private readonly settings: MusicSettings & { url: string }) {}

  async make(brief: MusicBrief, { signal, progress }: MusicJob): Promise<MusicPiece> {
    const timeout = AbortSignal.timeout(this.settings.timeoutMs);
    const { apiKey, url } = this.settings;
    let response: Response;
    let body: Uint8Array;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'audio/mpeg', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify({
          prompt: brief.prompt,
          mood: brief.mood,
          genre: brief.genre,
          bpm: brief.bpm,
          durationSeconds: brief.durationSeconds,
          loop: brief.loop,
          title: brief.title,
          seed: brief.seed,
        }),
        signal: AbortSignal.any([signal, timeout]),
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 200);
        throw new MusicProviderError(`The music service answered ${response.status}${detail ? `: ${detail}` : ''}`);
      }
      if (Number(response.headers.get('content-length')) > MAX_ANSWER_BYTES) throw new MusicProviderError(TOO_LONG);
      progress(80);
      body = new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      signal.throwIfAborted();
      if (timeout.aborted) throw new MusicProviderError('The music service did not answer in time.');
      if (error instanceof MusicProviderError) throw error;
      throw new MusicProviderError(`Could not reach the music service: ${causeOf(error)}`);
    }
    if (body.length > MAX_ANSWER_BYTES) throw new MusicProviderError(TOO_LONG);
    const durationMs = mp3DurationMs(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
    if (durationMs === undefined) throw new MusicProviderError('The music service sent back something other than MP3 audio.');
    const audio = await decodeMp3(body);
    const peaks = waveformPeaks(audio);
    if (!peaks.some((p) => p > 0.01)) throw new MusicProviderError('The music service sent back silence.');
    const bpm = Number(response.headers.get('x-music-bpm'));
    progress(100);
    return {
      mp3: body,
      durationMs,
      bpm: Number.isFinite(bpm) && bpm > 0 ? Math.round(bpm) : Math.round(brief.bpm),
      key: response.headers.get('x-music-key')?.slice(0, 40) || undefined,
      peaks,
    };
  }
}

const causeOf = (error: unknown) => (error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error));
