import { encodeWav } from '@/server/providers/tts/pcm';

/**
 * For tests only: voice clips in the containers recorders write, built by code (no encoder on the
 * machine). The audio is Opus silence (a 20 ms CELT frame, TOC 0xf8), which decoders play as such.
 */
const OPUS_SILENT_FRAME = Buffer.from([0xf8, 0xff, 0xfe]);
const FRAME_MS = 20;

const opusHead = () => {
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head[8] = 1; // version
  head[9] = 1; // mono
  head.writeUInt16LE(312, 10); // pre-skip
  head.writeUInt32LE(48_000, 12);
  return head;
};

/** The Ogg page checksum: CRC-32 with polynomial 0x04c11db7, no reflection, over the page with its CRC field zeroed. */
function oggCrc(page: Buffer): number {
  let crc = 0;
  for (const byte of page) {
    crc ^= byte << 24;
    for (let i = 0; i < 8; i++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  }
  return crc >>> 0;
}

function oggPage(packets: Buffer[], granule: bigint, sequence: number, flags: number): Buffer {
  const lacing = packets.flatMap((p) => [...Array<number>(Math.floor(p.length / 255)).fill(255), p.length % 255]);
  const header = Buffer.alloc(27 + lacing.length);
  header.write('OggS', 0, 'latin1');
  header[5] = flags;
  header.writeBigInt64LE(granule, 6);
  header.writeUInt32LE(0x4b4f4b4f, 14); // stream serial
  header.writeUInt32LE(sequence, 18);
  header[26] = lacing.length;
  Buffer.from(lacing).copy(header, 27);
  const page = Buffer.concat([header, ...packets]);
  page.writeUInt32LE(oggCrc(page), 22);
  return page;
}

/** An Ogg Opus file of `ms` of silence. */
export function oggOpusClip(ms: number): Buffer {
  const tags = Buffer.concat([Buffer.from('OpusTags', 'latin1'), Buffer.from([4, 0, 0, 0]), Buffer.from('test'), Buffer.alloc(4)]);
  const frames = Math.round(ms / FRAME_MS);
  const pages = [oggPage([opusHead()], 0n, 0, 0x02), oggPage([tags], 0n, 1, 0)];
  const perPage = 50;
  for (let done = 0, seq = 2; done < frames; seq++) {
    const count = Math.min(perPage, frames - done);
    done += count;
    pages.push(oggPage(Array<Buffer>(count).fill(OPUS_SILENT_FRAME), BigInt(312 + done * 960), seq, done === frames ? 0x04 : 0));
  }
  return Buffer.concat(pages);
}

/** An EBML element: id bytes, a size as an 8-byte vint (or unknown), then the body. */
function ebml(id: number[], body: Buffer | Buffer[] | 'unknown-size', children: Buffer[] = []): Buffer {
  if (body === 'unknown-size') return Buffer.concat([Buffer.from(id), Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), ...children]);
  const content = Array.isArray(body) ? Buffer.concat(body) : body;
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(content.length) | (1n << 56n));
  return Buffer.concat([Buffer.from(id), size, content]);
}
const uint = (value: number, bytes = 4) => {
  const b = Buffer.alloc(bytes);
  b.writeUIntBE(value, 0, bytes);
  return b;
};

/**
 * A WebM of `ms` of Opus silence as a browser's MediaRecorder streams it: Segment and Clusters of unknown
 * size and no Duration in Info, unless `declare` is set (as a file written after the fact has).
 */
export function webmOpusClip(ms: number, options: { declare?: boolean } = {}): Buffer {
  const header = ebml([0x1a, 0x45, 0xdf, 0xa3], [ebml([0x42, 0x82], Buffer.from('webm')), ebml([0x42, 0x87], uint(4, 1)), ebml([0x42, 0x85], uint(2, 1))]);
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(ms);
  const info = ebml([0x15, 0x49, 0xa9, 0x66], [ebml([0x2a, 0xd7, 0xb1], uint(1_000_000)), ...(options.declare ? [ebml([0x44, 0x89], duration)] : [])]);
  const track = ebml([0xae], [ebml([0xd7], uint(1, 1)), ebml([0x83], uint(2, 1)), ebml([0x86], Buffer.from('A_OPUS')), ebml([0x63, 0xa2], opusHead())]);
  const tracks = ebml([0x16, 0x54, 0xae, 0x6b], [track]);
  const clusters: Buffer[] = [];
  const frames = Math.round(ms / FRAME_MS);
  for (let start = 0; start < frames; start += 50) {
    const blocks: Buffer[] = [];
    for (let i = start; i < Math.min(frames, start + 50); i++) {
      const relative = Buffer.alloc(2);
      relative.writeInt16BE((i - start) * FRAME_MS);
      blocks.push(ebml([0xa3], [Buffer.from([0x81]), relative, Buffer.from([0x80]), OPUS_SILENT_FRAME]));
    }
    clusters.push(ebml([0x1f, 0x43, 0xb6, 0x75], 'unknown-size', [ebml([0xe7], uint(start * FRAME_MS)), ...blocks]));
  }
  return Buffer.concat([header, ebml([0x18, 0x53, 0x80, 0x67], 'unknown-size', [info, tracks, ...clusters])]);
}

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(body.length + 8);
  return Buffer.concat([size, Buffer.from(type, 'latin1'), body]);
}

/** The boxes of an MP4 that say how long it is: a movie header, or (fragmented) fragments with sample durations. */
export function mp4Clip(ms: number, options: { fragmented?: boolean } = {}): Buffer {
  const ftyp = box('ftyp', Buffer.from('M4A '), uint(0), Buffer.from('isomM4A '));
  const timescale = 48_000;
  const mvhd = box('mvhd', uint(0), uint(0), uint(0), uint(1000), uint(options.fragmented ? 0 : ms), Buffer.alloc(80));
  const mdhd = box('mdhd', uint(0), uint(0), uint(0), uint(timescale), uint(0), Buffer.alloc(4));
  const moov = box('moov', mvhd, box('trak', box('mdia', mdhd)), ...(options.fragmented ? [box('mvex', box('trex', uint(0), uint(1), uint(1), uint(1024), uint(0), uint(0)))] : []));
  if (!options.fragmented) return Buffer.concat([ftyp, moov]);
  const samples = Math.round((ms / 1000) * timescale / 1024);
  const fragments: Buffer[] = [];
  for (let done = 0; done < samples; ) {
    const count = Math.min(40, samples - done);
    const tfhd = box('tfhd', uint(0x020000), uint(1));
    const tfdt = box('tfdt', uint(0), uint(done * 1024));
    // trun without per-sample durations: each sample lasts trex's default 1024.
    const trun = box('trun', uint(0x000200), uint(count), ...Array.from({ length: count }, () => uint(4)));
    fragments.push(box('moof', box('mfhd', uint(0), uint(fragments.length + 1)), box('traf', tfhd, tfdt, trun)), box('mdat', Buffer.alloc(count * 4)));
    done += count;
  }
  return Buffer.concat([ftyp, moov, ...fragments]);
}

/** A 16-bit mono PCM WAV of `ms` of a quiet tone. */
export function wavClip(ms: number, rate = 16_000): Buffer {
  const samples = new Float32Array(Math.round((ms / 1000) * rate));
  for (let i = 0; i < samples.length; i++) samples[i] = (3000 / 32767) * Math.sin((2 * Math.PI * 440 * i) / rate);
  return encodeWav({ samples, sampleRate: rate });
}
