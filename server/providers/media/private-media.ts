import { VOICE_MEDIA_PREFIX } from '@/lib/contracts/voice';

/** Where a user's voice messages live in the media store: voices/<userId>/<clip>. */
export const voiceClipFolder = (userId: number) => `${VOICE_MEDIA_PREFIX}${userId}/`;

const VOICE_CLIP = new RegExp(`^${VOICE_MEDIA_PREFIX}([1-9][0-9]*)/[^/]+$`);

/**
 * The user a media file belongs to when only they may fetch it (README "Media privacy"): the voice messages a
 * user uploaded. Everything else in the store (role covers, role voices, banners, avatars) is public and
 * answers undefined.
 */
export function privateMediaOwner(key: string): number | undefined {
  const match = VOICE_CLIP.exec(key);
  return match ? Number(match[1]) : undefined;
}
