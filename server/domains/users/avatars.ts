import { mediaUrl } from '@/server/providers/media/media-url';

/** Profile pictures to choose from (seed §7 getAvatarUrl), drawn by the cover renderer on first request. */
export const AVATAR_PRESET_COUNT = 12;
export const AVATAR_KEY = /^avatars\/(preset-(\d{1,2}))\.webp$/;

export const avatarPresetUrl = (n: number) => mediaUrl(`avatars/preset-${n}.webp`);
export const avatarPresets = () => Array.from({ length: AVATAR_PRESET_COUNT }, (_, i) => avatarPresetUrl(i + 1));
/** A new user's picture until they choose one. */
export const defaultAvatarUrl = (userId: number) => avatarPresetUrl((userId % AVATAR_PRESET_COUNT) + 1);

/** Whether a value may be saved as a user's avatar: one of ours, or the picture they already have (a provider's). */
export function isAcceptableAvatar(url: string, current: string | null): boolean {
  return avatarPresets().includes(url) || url === current;
}
