import { z } from 'zod';
import { readWav } from '../tts/wav';

/** A voice match needs a few seconds of speech and never more than a minute. */
export const SAMPLE_SECONDS = [3, 60] as const;
/** Base64 of a minute of 16-bit mono audio at 48 kHz, with room for a header. */
export const MAX_SAMPLE_CHARS = 8_000_000;

/** The bytes of a sample sent as base64 or as a `data:audio/wav;base64,` URL. */
export function sampleBytes(sample: string): Buffer {
  return Buffer.from(sample.replace(/^data:[^,]*;base64,/, ''), 'base64');
}

/**
 * A recorded voice sample: a PCM WAV file, base64. Browsers record WebM/Opus by default; the page
 * records through an AudioContext and sends WAV, so the server needs no audio decoder.
 */
export const voiceSample = z
  .string()
  .min(1, 'Record a voice sample first.')
  .max(MAX_SAMPLE_CHARS, `The voice sample is too long: record ${SAMPLE_SECONDS[0]} to ${SAMPLE_SECONDS[1]} seconds.`)
  .superRefine((sample, ctx) => {
    const wav = readWav(sampleBytes(sample));
    if (!wav || wav.dataLength === 0) {
      ctx.addIssue({ code: 'custom', message: 'The voice sample must be a WAV (PCM) recording.' });
      return;
    }
    const seconds = wav.durationMs / 1000;
    if (seconds < SAMPLE_SECONDS[0] || seconds > SAMPLE_SECONDS[1]) {
      ctx.addIssue({ code: 'custom', message: `The voice sample lasts ${Math.round(seconds)} s: record ${SAMPLE_SECONDS[0]} to ${SAMPLE_SECONDS[1]} seconds.` });
    }
  });
