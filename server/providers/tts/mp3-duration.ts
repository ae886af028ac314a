/** kbit/s by bitrate index (1–14) for MPEG-1 and for MPEG-2/2.5, Layer III. */
const BITRATES_KBPS = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
/** Hz by sample-rate index (0–2) for the version bits 0 (MPEG-2.5), 2 (MPEG-2) and 3 (MPEG-1). */
const SAMPLE_RATES: Record<number, number[]> = { 0: [11025, 12000, 8000], 2: [22050, 24000, 16000], 3: [44100, 48000, 32000] };

interface Frame {
  length: number;
  samples: number;
  sampleRate: number;
}

/** The header of a Layer III frame at `at`, or undefined when there is none. */
function frameAt(buffer: Buffer, at: number): Frame | undefined {
  if (at + 4 > buffer.length || buffer[at] !== 0xff || (buffer[at + 1]! & 0xe0) !== 0xe0) return undefined;
  const version = (buffer[at + 1]! >> 3) & 3;
  const layer = (buffer[at + 1]! >> 1) & 3;
  const bitrateIndex = buffer[at + 2]! >> 4;
  const sampleRate = SAMPLE_RATES[version]?.[(buffer[at + 2]! >> 2) & 3];
  if (layer !== 1 || !sampleRate || bitrateIndex === 0 || bitrateIndex === 15) return undefined;
  const mpeg1 = version === 3;
  const bitrate = (mpeg1 ? BITRATES_KBPS.mpeg1 : BITRATES_KBPS.mpeg2)[bitrateIndex]! * 1000;
  const samples = mpeg1 ? 1152 : 576;
  const padding = (buffer[at + 2]! >> 1) & 1;
  return { length: Math.floor(((samples / 8) * bitrate) / sampleRate) + padding, samples, sampleRate };
}

/** Where the audio starts: after an ID3v2 tag, if there is one. */
function audioStart(buffer: Buffer): number {
  if (buffer.length < 10 || buffer.toString('latin1', 0, 3) !== 'ID3') return 0;
  const size = ((buffer[6]! & 0x7f) << 21) | ((buffer[7]! & 0x7f) << 14) | ((buffer[8]! & 0x7f) << 7) | (buffer[9]! & 0x7f);
  return 10 + size + (buffer[5]! & 0x10 ? 10 : 0);
}

/**
 * The length of an MP3 (MPEG Layer III) in milliseconds, from its frame headers: what the remote voice
 * returns has no other length on it. A leading Xing/Info frame carries no audio and is not counted.
 * undefined when no frame is found.
 */
export function mp3DurationMs(buffer: Buffer): number | undefined {
  let seconds = 0;
  let frames = 0;
  for (let at = audioStart(buffer); at < buffer.length; ) {
    const frame = frameAt(buffer, at);
    // Between frames there can be junk (a cut stream, a tag): step forward until the next frame sync.
    if (!frame || frame.length < 4) {
      at++;
      continue;
    }
    const body = buffer.subarray(at + 4, Math.min(buffer.length, at + frame.length));
    const info = frames === 0 && (body.includes('Xing') || body.includes('Info'));
    if (!info) seconds += frame.samples / frame.sampleRate;
    frames++;
    at += frame.length;
  }
  return frames > 0 ? Math.round(seconds * 1000) : undefined;
}
