/**
 * Voice messages (seed §3 content kind `v`). The seed states no limits for them (§5, §9 are silent), so a
 * clip is kept short enough to answer like a chat line: at most 60 seconds and 2 MB.
 */
export const MAX_VOICE_SECONDS = 60;
export const MAX_VOICE_BYTES = 2 * 1024 * 1024;
/** Recordings shorter than this are a slip of the finger, not a message. */
export const MIN_VOICE_MS = 500;

/** The containers a voice message may come in, by MIME type (parameters such as `;codecs=opus` aside). */
export const VOICE_FORMATS = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'mp4',
  'audio/x-m4a': 'mp4',
  'audio/m4a': 'mp4',
  'audio/mpeg': 'mpeg',
  'audio/mp3': 'mpeg',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/vnd.wave': 'wav',
} as const;
export type VoiceFormat = (typeof VOICE_FORMATS)[keyof typeof VOICE_FORMATS];

/** The container a MIME type names, or undefined when it is not one a voice message may use. */
export function voiceFormatOf(mime: string): VoiceFormat | undefined {
  const bare = mime.split(';')[0]!.trim().toLowerCase();
  return (VOICE_FORMATS as Record<string, VoiceFormat>)[bare];
}

/** Where uploaded voice clips live in the media store; a voice message may only point here. */
export const VOICE_MEDIA_PREFIX = 'voices/';

/** What the voice upload answers. */
export interface VoiceUpload {
  /** The clip's URL under {base}/media. */
  url: string;
  durationMs: number;
  /** The words, when the server has a speech-to-text endpoint (KOKO_STT_BASE_URL). */
  transcript?: string;
}
