'use client';

import { ApiFailure } from '@/lib/client/api';
import { API_BASE } from '@/lib/contracts/api-base';
import type { Envelope } from '@/lib/contracts/envelope';
import type { VoiceUpload } from '@/lib/contracts/voice';
import type { VoiceClip } from './voice-recorder';

const EXTENSIONS: Record<string, string> = { 'audio/webm': 'webm', 'audio/ogg': 'ogg', 'audio/mp4': 'm4a', 'audio/mpeg': 'mp3', 'audio/wav': 'wav' };

/** Uploads a recording (multipart, through the BFF like every call) and answers where it is stored. */
export async function uploadVoice(clip: VoiceClip, signal: AbortSignal = AbortSignal.timeout(30_000)): Promise<VoiceUpload> {
  const form = new FormData();
  form.set('file', new File([clip.blob], `voice.${EXTENSIONS[clip.mime] ?? 'webm'}`, { type: clip.mime }));
  form.set('durationMs', String(clip.durationMs));
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/chat/voiceUpload`, { method: 'POST', body: form, credentials: 'same-origin', signal });
  } catch {
    throw new ApiFailure(-1, 'Network error');
  }
  const envelope = (await response.json().catch(() => undefined)) as Envelope<VoiceUpload> | undefined;
  if (!envelope) throw new ApiFailure(response.status || -1, `Request failure: ${response.status || -1}`);
  if (envelope.code !== 0) throw new ApiFailure(envelope.code, envelope.message);
  return envelope.data as VoiceUpload;
}
