import { createMp3Encoder } from 'wasm-media-encoders';
import type { StereoAudio } from './synthesizer';

/** 128 kbit/s stereo: a minute is about 1 MB, transparent enough for background music on a phone. */
const BITRATE = 128;
const CHUNK = 1152 * 64;

/** Encodes stereo PCM to MP3 with LAME (compiled to WebAssembly, `wasm-media-encoders`). */
export async function encodeMp3(audio: StereoAudio, signal: AbortSignal): Promise<Uint8Array> {
  const encoder = await createMp3Encoder();
  encoder.configure({ channels: 2, sampleRate: audio.sampleRate, bitrate: BITRATE });
  const parts: Uint8Array[] = [];
  for (let at = 0; at < audio.left.length; at += CHUNK) {
    signal.throwIfAborted();
    // The encoder reuses its output buffer: each piece is copied out before the next call.
    parts.push(encoder.encode([audio.left.subarray(at, at + CHUNK), audio.right.subarray(at, at + CHUNK)]).slice());
  }
  parts.push(encoder.finalize().slice());
  return Buffer.concat(parts);
}
