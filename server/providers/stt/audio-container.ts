import type { VoiceFormat } from '@/lib/contracts/voice';

const ascii = (bytes: Buffer, start: number, end: number) => (bytes.length >= end ? bytes.toString('latin1', start, end) : '');

/** EBML's header element id; a WebM file names its doctype `webm` inside that header. */
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/** An MPEG audio frame sync: eleven set bits, then a version other than "reserved" and layer III, II or I. */
function isMpegFrame(bytes: Buffer, at: number): boolean {
  if (at + 4 > bytes.length || bytes[at] !== 0xff || (bytes[at + 1]! & 0xe0) !== 0xe0) return false;
  const version = (bytes[at + 1]! >> 3) & 3;
  const layer = (bytes[at + 1]! >> 1) & 3;
  const bitrate = bytes[at + 2]! >> 4;
  const rate = (bytes[at + 2]! >> 2) & 3;
  return version !== 1 && layer !== 0 && bitrate !== 15 && rate !== 3;
}

/**
 * The container the bytes really are, read from their magic numbers (DESIGN §6: uploads are checked by
 * content): RIFF/WAVE, OggS, EBML with doctype webm, an ISO-BMFF `ftyp` box, an ID3 tag or MPEG frame sync.
 */
export function sniffAudioContainer(bytes: Buffer): VoiceFormat | undefined {
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE') return 'wav';
  if (ascii(bytes, 0, 4) === 'OggS') return 'ogg';
  if (bytes.subarray(0, 4).equals(EBML_MAGIC) && bytes.subarray(0, 64).includes('webm')) return 'webm';
  if (ascii(bytes, 4, 8) === 'ftyp') return 'mp4';
  if (ascii(bytes, 0, 3) === 'ID3' || isMpegFrame(bytes, 0)) return 'mpeg';
  return undefined;
}
