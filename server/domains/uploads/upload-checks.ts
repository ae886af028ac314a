import sharp from 'sharp';
import { AUDIO_CONTAINERS, UPLOAD_KINDS, type UploadGroup, type UploadKind } from '@/lib/contracts/uploads';
import { validateVrm } from '@/lib/avatar/vrm/validate';
import { ApiError, ErrorCode } from '@/server/errors';
import { audioDurationMs } from '@/server/providers/stt/audio-duration';
import { sniffAudioContainer } from '@/server/providers/stt/audio-container';

export interface UploadLimits {
  maxBytes: Record<UploadGroup, number>;
  maxImagePixels: number;
  maxAudioSeconds: number;
}

/** A file that passed its kind's checks: what to store (re-encoded for pictures) and what was learned. */
export interface CheckedUpload {
  body: Buffer;
  contentType: string;
  width?: number;
  height?: number;
  durationMs?: number;
  vrmVersion?: 0 | 1;
}

const KIND_NAMES: Record<UploadKind, string> = {
  vrm: 'a VRM avatar',
  glb: 'a glTF binary model (.glb)',
  png: 'a PNG picture',
  jpg: 'a JPEG picture',
  webp: 'a WebP picture',
  wav: 'WAV audio',
  mp3: 'MP3 audio',
  ogg: 'Ogg audio',
  webm: 'WebM audio',
  m4a: 'M4A (MP4) audio',
};

/** Containers lengths round up a little (the last frame, the header's precision). */
const LENGTH_SLACK_MS = 500;
/** JPEG and WebP pictures are re-encoded at this quality: indistinguishable from the upload, without what it carried. */
const REENCODE_QUALITY = 90;

const refuse = (message: string) => new ApiError(ErrorCode.UnsupportedMediaType, `file: ${message}`);
const startsWith = (bytes: Buffer, magic: string | number[]) => bytes.subarray(0, magic.length).equals(typeof magic === 'string' ? Buffer.from(magic, 'latin1') : Buffer.from(magic));

/**
 * What the bytes say they are when that is something no upload may be: archives (a zip bomb is a zip), and
 * markup a browser would run (SVG can carry scripts, HTML is a page). Refused whatever the name says.
 */
function forbiddenContent(bytes: Buffer): string | undefined {
  if (startsWith(bytes, 'PK\x03\x04') || startsWith(bytes, 'PK\x05\x06') || startsWith(bytes, 'PK\x07\x08')) return 'zip archives are not accepted; upload the file itself';
  if (startsWith(bytes, [0x1f, 0x8b]) || startsWith(bytes, '7z\xbc\xaf\x27\x1c') || startsWith(bytes, 'Rar!')) return 'compressed archives are not accepted; upload the file itself';
  const text = bytes.subarray(0, 1024).toString('utf8').replace(/^\uFEFF/, '').trimStart().toLowerCase();
  if (!text.startsWith('<')) return undefined;
  if (text.includes('<svg')) return 'SVG pictures are not accepted (they can carry scripts); upload PNG, JPEG or WebP';
  if (/<(!doctype html|html|head|body|script|iframe)\b/.test(text)) return 'HTML files are not accepted';
  return 'XML and other markup files are not accepted';
}

/** What the bytes really are, among the kinds we take, to name it when it is not what the name said. */
function actualKind(bytes: Buffer): string | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return 'a PNG picture';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'a JPEG picture';
  if (startsWith(bytes, 'RIFF') && bytes.toString('latin1', 8, 12) === 'WEBP') return 'a WebP picture';
  if (startsWith(bytes, 'glTF')) return 'a glTF model';
  const audio = sniffAudioContainer(bytes);
  return audio ? `${audio} audio` : undefined;
}

const notWhatItSays = (bytes: Buffer, kind: UploadKind) => {
  const actual = actualKind(bytes);
  return refuse(actual ? `the file is ${actual}, not ${KIND_NAMES[kind]} as its name says` : `the file is not ${KIND_NAMES[kind]}`);
};

/**
 * Checks an uploaded file by its content (DESIGN §6) against the kind its name announced, and answers what
 * to store; throws an ApiError saying what is wrong otherwise. The size cap is the caller's, checked before
 * the bytes were read; it is checked again here so nothing bigger is ever stored.
 */
export async function checkUpload(kind: UploadKind, bytes: Buffer, limits: UploadLimits): Promise<CheckedUpload> {
  const group = UPLOAD_KINDS[kind].group;
  if (bytes.length === 0) throw new ApiError(ErrorCode.InvalidParams, 'file: the file is empty');
  if (bytes.length > limits.maxBytes[group]) throw tooLarge(group, limits);
  const forbidden = forbiddenContent(bytes);
  if (forbidden) throw refuse(forbidden);
  if (group === 'model') return checkModel(kind as 'vrm' | 'glb', bytes, limits.maxBytes.model);
  if (group === 'image') return checkImage(kind as 'png' | 'jpg' | 'webp', bytes, limits.maxImagePixels);
  return checkAudio(kind as keyof typeof AUDIO_CONTAINERS, bytes, limits.maxAudioSeconds);
}

export const tooLarge = (group: UploadGroup, limits: UploadLimits) =>
  new ApiError(ErrorCode.PayloadTooLarge, `file: ${group === 'model' ? 'a model' : group === 'image' ? 'a picture' : 'an audio file'} may be at most ${Math.floor(limits.maxBytes[group] / 1024 / 1024)} MB`);

function checkModel(kind: 'vrm' | 'glb', bytes: Buffer, maxBytes: number): CheckedUpload {
  const check = validateVrm(bytes, maxBytes);
  // A plain glTF model passes the glTF checks and stops only at the avatar's (its VRM extension and bones).
  const glbOk = check.ok || check.problem === 'not-vrm' || check.problem === 'missing-bones';
  if (!glbOk && check.problem === 'not-glb') throw notWhatItSays(bytes, kind);
  if (!glbOk) throw refuse(`not a usable ${kind === 'vrm' ? 'VRM avatar' : 'glTF model'} (${check.message})`);
  if (kind === 'vrm' && !check.ok) throw refuse(`not a usable VRM avatar (${check.message})`);
  const outside = externalUri(bytes);
  if (outside) throw refuse(`the model refers to a file outside itself (${outside.slice(0, 80)}); pack everything into the file`);
  return { body: bytes, contentType: UPLOAD_KINDS[kind].contentType, ...(check.ok ? { vrmVersion: check.specVersion === '1' ? 1 : 0 } : {}) };
}

/** A buffer or image the model would fetch from elsewhere (anything but an embedded data: URI); undefined when none. */
function externalUri(bytes: Buffer): string | undefined {
  const json = JSON.parse(bytes.toString('utf8', 20, 20 + bytes.readUInt32LE(12))) as { buffers?: unknown; images?: unknown };
  const entries = [json.buffers, json.images].flatMap((list) => (Array.isArray(list) ? (list as { uri?: unknown }[]) : []));
  return entries.map((entry) => entry?.uri).find((uri): uri is string => typeof uri === 'string' && !uri.startsWith('data:')) ?? (entries.some((entry) => entry?.uri !== undefined && typeof entry.uri !== 'string') ? 'a uri that is not text' : undefined);
}

const SHARP_FORMAT = { png: 'png', jpg: 'jpeg', webp: 'webp' } as const;

async function checkImage(kind: 'png' | 'jpg' | 'webp', bytes: Buffer, maxPixels: number): Promise<CheckedUpload> {
  const meta = await sharp(bytes).metadata().catch(() => undefined);
  if (!meta?.format) throw notWhatItSays(bytes, kind);
  if (meta.format !== SHARP_FORMAT[kind]) throw notWhatItSays(bytes, kind);
  const { width = 0, height = 0 } = meta;
  if (width * height > maxPixels) throw new ApiError(ErrorCode.PayloadTooLarge, `file: the picture is ${width}×${height} pixels; at most ${maxPixels} pixels are accepted`);
  // Decoded whole and encoded again: what is stored is pixels only (no metadata, no trailing bytes, no second
  // image), upright as the camera meant it.
  const decoder = sharp(bytes, { limitInputPixels: maxPixels, failOn: 'warning' }).rotate();
  const encoder =
    kind === 'png' ? decoder.png({ compressionLevel: 9, effort: 4 }) : kind === 'jpg' ? decoder.jpeg({ quality: REENCODE_QUALITY, mozjpeg: true }) : decoder.webp({ quality: REENCODE_QUALITY });
  const out = await encoder.toBuffer({ resolveWithObject: true }).catch(() => {
    throw refuse(`the picture is damaged and cannot be read as ${KIND_NAMES[kind]}`);
  });
  return { body: out.data, contentType: UPLOAD_KINDS[kind].contentType, width: out.info.width, height: out.info.height };
}

function checkAudio(kind: keyof typeof AUDIO_CONTAINERS, bytes: Buffer, maxSeconds: number): CheckedUpload {
  const container = sniffAudioContainer(bytes);
  if (container !== AUDIO_CONTAINERS[kind]) throw notWhatItSays(bytes, kind);
  const durationMs = audioDurationMs(container, bytes);
  if (!durationMs) throw refuse(`the audio is damaged: its ${KIND_NAMES[kind]} header does not say how long it plays`);
  if (durationMs > maxSeconds * 1000 + LENGTH_SLACK_MS) throw refuse(`audio may last at most ${maxSeconds} seconds`);
  return { body: bytes, contentType: UPLOAD_KINDS[kind].contentType, durationMs: Math.round(durationMs) };
}
