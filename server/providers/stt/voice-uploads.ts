import { randomUUID } from 'node:crypto';
import { MAX_VOICE_BYTES, MAX_VOICE_SECONDS, MIN_VOICE_MS, voiceFormatOf, type VoiceFormat, type VoiceUpload } from '@/lib/contracts/voice';
import { ApiError, ErrorCode } from '@/server/errors';
import { voiceClipFolder } from '@/server/providers/media/private-media';
import type { Logger } from '@/server/log';
import type { MediaStore } from '@/server/providers/media/media-store';
import { MEDIA_PATH, mediaUrl } from '@/server/providers/media/media-url';
import { audioDurationMs } from './audio-duration';
import { sniffAudioContainer } from './audio-container';
import type { SpeechToText } from './speech-to-text';

/** How a stored clip is named: the extension the media store serves its type by. */
const EXTENSION: Record<VoiceFormat, string> = { webm: 'webm', ogg: 'ogg', mp4: 'm4a', mpeg: 'mp3', wav: 'wav' };
/** Containers round their length up a little (the last frame, the header's precision). */
const LENGTH_SLACK_MS = 500;

export interface VoiceClip {
  userId: number;
  bytes: Buffer;
  /** The MIME type the client sent the file with. */
  mime: string;
  /** The length the recorder measured, for containers that do not carry one. */
  claimedMs?: number;
  /** The user's language, a hint for the transcriber. */
  language?: string;
}

const ownPrefix = (userId: number) => `${MEDIA_PATH}/${voiceClipFolder(userId)}`;

/** Whether a voice message's URL is a clip this user uploaded (a message may not point anywhere else). */
export const isOwnVoiceUrl = (url: string, userId: number) => url.startsWith(ownPrefix(userId)) && !url.slice(ownPrefix(userId).length).includes('/');

/**
 * Voice messages (seed §3 content `v`): a clip is checked by its bytes (the container it claims to be,
 * DESIGN §6), measured, kept in the media store and, when a transcriber is configured, turned into words.
 * A clip that fails a check is refused with a message naming what is wrong, and nothing is stored.
 */
export class VoiceUploads {
  constructor(
    private readonly deps: {
      media: MediaStore;
      stt?: SpeechToText;
      log: Logger;
    },
  ) {}

  /** Whether an upload is sent to a transcription model (and so counts as a call that reaches a model). */
  get transcribes(): boolean {
    return this.deps.stt !== undefined;
  }

  async accept(clip: VoiceClip): Promise<VoiceUpload> {
    const format = voiceFormatOf(clip.mime);
    if (!format) throw new ApiError(ErrorCode.UnsupportedMediaType, `file: ${clip.mime || 'no type'} is not a voice format; send webm, ogg, mp4, mpeg or wav audio`);
    if (clip.bytes.length === 0) throw new ApiError(ErrorCode.InvalidParams, 'file: the recording is empty');
    if (clip.bytes.length > MAX_VOICE_BYTES) throw new ApiError(ErrorCode.PayloadTooLarge, `file: a voice message may be at most ${MAX_VOICE_BYTES / 1024 / 1024} MB`);
    const actual = sniffAudioContainer(clip.bytes);
    if (actual !== format) throw new ApiError(ErrorCode.UnsupportedMediaType, `file: the bytes are ${actual ? `${actual} audio` : 'not audio'}, not ${format} as its type says`);
    const durationMs = audioDurationMs(format, clip.bytes) ?? clip.claimedMs;
    if (durationMs === undefined) throw new ApiError(ErrorCode.InvalidParams, 'durationMs: the file does not say how long it is; send the recorded length');
    if (durationMs > MAX_VOICE_SECONDS * 1000 + LENGTH_SLACK_MS) throw new ApiError(ErrorCode.InvalidParams, `file: a voice message may last at most ${MAX_VOICE_SECONDS} seconds`);
    if (durationMs < MIN_VOICE_MS) throw new ApiError(ErrorCode.InvalidParams, 'file: the recording is too short to hear anything');

    const transcript = await this.transcribe(clip);
    const key = `${voiceClipFolder(clip.userId)}${randomUUID()}.${EXTENSION[format]}`;
    await this.deps.media.put(key, clip.bytes);
    return { url: mediaUrl(key), durationMs: Math.min(durationMs, MAX_VOICE_SECONDS * 1000), ...(transcript ? { transcript } : {}) };
  }

  /** A transcriber that fails leaves the words to the client: the clip is still a voice message. */
  private async transcribe(clip: VoiceClip): Promise<string | undefined> {
    if (!this.deps.stt) return undefined;
    try {
      const { text } = await this.deps.stt.transcribe(clip.bytes, clip.mime, { language: clip.language });
      return text || undefined;
    } catch (error) {
      this.deps.log.warn('voice transcription failed', { userId: clip.userId, stt: this.deps.stt.name, error: error instanceof Error ? error.message : error });
      return undefined;
    }
  }
}
