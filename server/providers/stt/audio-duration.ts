import type { VoiceFormat } from '@/lib/contracts/voice';
import { mp3DurationMs } from '@/server/providers/tts/mp3-duration';

/**
 * How long a clip plays, read from its container, in milliseconds; undefined when the container does not
 * say (a fragmented MP4 without sample durations) or the bytes are not what they claim.
 */
export function audioDurationMs(format: VoiceFormat, bytes: Buffer): number | undefined {
  switch (format) {
    case 'wav':
      return wavDurationMs(bytes);
    case 'mpeg':
      return mp3DurationMs(bytes);
    case 'ogg':
      return oggDurationMs(bytes);
    case 'webm':
      return webmDurationMs(bytes);
    case 'mp4':
      return mp4DurationMs(bytes);
  }
}

/** RIFF/WAVE: the `data` chunk's length over the byte rate of `fmt ` (any encoding, not only PCM). */
function wavDurationMs(bytes: Buffer): number | undefined {
  let byteRate = 0;
  for (let at = 12; at + 8 <= bytes.length; ) {
    const id = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    if (id === 'fmt ' && at + 20 <= bytes.length) byteRate = bytes.readUInt32LE(at + 16);
    if (id === 'data') return byteRate > 0 ? Math.round((Math.min(size, bytes.length - at - 8) / byteRate) * 1000) : undefined;
    at += 8 + size + (size % 2);
  }
  return undefined;
}

/** Ogg: the last page's granule position, in samples of the codec's clock (Opus 48 kHz less its pre-skip; Vorbis its rate). */
function oggDurationMs(bytes: Buffer): number | undefined {
  let rate = 0;
  let preSkip = 0;
  let granule = -1n;
  for (let at = 0; at + 27 <= bytes.length && bytes.toString('latin1', at, at + 4) === 'OggS'; ) {
    const segments = bytes[at + 26]!;
    let body = 0;
    for (let i = 0; i < segments; i++) body += bytes[at + 27 + i] ?? 0;
    const start = at + 27 + segments;
    if (rate === 0) {
      if (bytes.toString('latin1', start, start + 8) === 'OpusHead' && start + 12 <= bytes.length) {
        rate = 48_000;
        preSkip = bytes.readUInt16LE(start + 10);
      } else if (bytes.toString('latin1', start + 1, start + 7) === 'vorbis' && start + 16 <= bytes.length) {
        rate = bytes.readUInt32LE(start + 12);
      }
    }
    const position = bytes.readBigInt64LE(at + 6);
    if (position >= 0n) granule = position;
    at = start + body;
  }
  if (rate === 0 || granule < 0n) return undefined;
  return Math.max(0, Math.round((Number(granule - BigInt(preSkip)) / rate) * 1000));
}

/** An EBML variable-length integer at `at`: its length and value (the id keeps its marker bit, a size drops it). */
function vint(bytes: Buffer, at: number, keepMarker: boolean): { length: number; value: number; unknown: boolean } | undefined {
  const first = bytes[at];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length || length > 8) return undefined;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === (0xff >> length);
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i]!;
    if (bytes[at + i] !== 0xff) allOnes = false;
  }
  return { length, value, unknown: !keepMarker && allOnes };
}

const EBML_ID = { segment: 0x18538067, info: 0x1549a966, timecodeScale: 0x2ad7b1, duration: 0x4489, cluster: 0x1f43b675, timecode: 0xe7, simpleBlock: 0xa3, blockGroup: 0xa0, block: 0xa1 };
/** Elements whose children are read (a recorder streams Segment and Cluster with an unknown size). */
const EBML_MASTERS = new Set([EBML_ID.segment, EBML_ID.info, EBML_ID.cluster, EBML_ID.blockGroup]);

/**
 * WebM: Info's Duration when the writer knew it; a recorder streaming live leaves it out, so otherwise the
 * last block's time (its cluster's timecode plus its own offset) is how long the clip runs.
 */
function webmDurationMs(bytes: Buffer): number | undefined {
  let scaleNs = 1_000_000;
  let declared: number | undefined;
  let cluster = 0;
  let last: number | undefined;
  for (let at = 0; at < bytes.length; ) {
    const id = vint(bytes, at, true);
    const size = id && vint(bytes, at + id.length, false);
    if (!id || !size) break;
    const body = at + id.length + size.length;
    if (EBML_MASTERS.has(id.value)) {
      at = body;
      continue;
    }
    const end = body + size.value;
    if (id.value === EBML_ID.timecodeScale) scaleNs = readUint(bytes, body, size.value);
    else if (id.value === EBML_ID.duration) declared = size.value === 4 ? bytes.readFloatBE(body) : size.value === 8 ? bytes.readDoubleBE(body) : undefined;
    else if (id.value === EBML_ID.timecode) cluster = readUint(bytes, body, size.value);
    else if ((id.value === EBML_ID.simpleBlock || id.value === EBML_ID.block) && end <= bytes.length) {
      const track = vint(bytes, body, false);
      if (track) last = Math.max(last ?? 0, cluster + bytes.readInt16BE(body + track.length));
    }
    if (size.unknown) break;
    at = end;
  }
  const ticks = declared !== undefined && declared > 0 ? declared : last;
  return ticks === undefined ? undefined : Math.round((ticks * scaleNs) / 1_000_000);
}

function readUint(bytes: Buffer, at: number, length: number): number {
  let value = 0;
  for (let i = 0; i < length && at + i < bytes.length; i++) value = value * 256 + bytes[at + i]!;
  return value;
}

/** ISO-BMFF boxes one level down from [start, end). */
function* boxes(bytes: Buffer, start: number, end: number): Generator<{ type: string; body: number; end: number }> {
  for (let at = start; at + 8 <= end; ) {
    let size = bytes.readUInt32BE(at);
    let header = 8;
    if (size === 1 && at + 16 <= end) {
      size = Number(bytes.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header) return;
    yield { type: bytes.toString('latin1', at + 4, at + 8), body: at + header, end: Math.min(end, at + size) };
    at += size;
  }
}

const child = (bytes: Buffer, parent: { body: number; end: number }, type: string) => [...boxes(bytes, parent.body, parent.end)].find((b) => b.type === type);

/**
 * MP4: the movie header's duration; a recorder writing fragments leaves it 0, so then the fragments'
 * decode times and sample durations (trun, else tfhd's or trex's default) give the end of the last one.
 */
function mp4DurationMs(bytes: Buffer): number | undefined {
  const top = [...boxes(bytes, 0, bytes.length)];
  const moov = top.find((b) => b.type === 'moov');
  if (!moov) return undefined;
  const mvhd = child(bytes, moov, 'mvhd');
  if (mvhd) {
    const v1 = bytes[mvhd.body] === 1;
    const scale = bytes.readUInt32BE(mvhd.body + (v1 ? 20 : 12));
    const duration = v1 ? Number(bytes.readBigUInt64BE(mvhd.body + 24)) : bytes.readUInt32BE(mvhd.body + 16);
    if (scale > 0 && duration > 0 && duration !== 0xffffffff) return Math.round((duration / scale) * 1000);
  }
  const trak = child(bytes, moov, 'trak');
  const mdia = trak && child(bytes, trak, 'mdia');
  const mdhd = mdia && child(bytes, mdia, 'mdhd');
  if (!mdhd) return undefined;
  const timescale = bytes.readUInt32BE(mdhd.body + (bytes[mdhd.body] === 1 ? 20 : 12));
  const mvex = child(bytes, moov, 'mvex');
  const trex = mvex && child(bytes, mvex, 'trex');
  const trexDefault = trex ? bytes.readUInt32BE(trex.body + 12) : 0;
  let end = 0;
  for (const moof of top.filter((b) => b.type === 'moof')) {
    for (const traf of boxes(bytes, moof.body, moof.end)) {
      if (traf.type !== 'traf') continue;
      const tfhd = child(bytes, traf, 'tfhd');
      let fallback = trexDefault;
      if (tfhd) {
        const flags = bytes.readUInt32BE(tfhd.body) & 0xffffff;
        if (flags & 0x8) fallback = bytes.readUInt32BE(tfhd.body + 8 + (flags & 0x1 ? 8 : 0) + (flags & 0x2 ? 4 : 0));
      }
      const tfdt = child(bytes, traf, 'tfdt');
      let time = tfdt ? (bytes[tfdt.body] === 1 ? Number(bytes.readBigUInt64BE(tfdt.body + 4)) : bytes.readUInt32BE(tfdt.body + 4)) : end;
      for (const trun of boxes(bytes, traf.body, traf.end)) {
        if (trun.type !== 'trun') continue;
        const flags = bytes.readUInt32BE(trun.body) & 0xffffff;
        const count = bytes.readUInt32BE(trun.body + 4);
        let at = trun.body + 8 + (flags & 0x1 ? 4 : 0) + (flags & 0x4 ? 4 : 0);
        const stride = [0x100, 0x200, 0x400, 0x800].filter((f) => flags & f).length * 4;
        for (let i = 0; i < count && at + stride <= trun.end; i++, at += stride) time += flags & 0x100 ? bytes.readUInt32BE(at) : fallback;
      }
      end = Math.max(end, time);
    }
  }
  return timescale > 0 && end > 0 ? Math.round((end / timescale) * 1000) : undefined;
}
