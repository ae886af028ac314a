import type { AvatarSettings } from '@/server/env';
import { ProceduralAvatarModel, type AvatarModel } from './avatar-model';
import { HttpVrmAvatarModel } from './http-vrm-avatar-model';

/** The avatar maker the configuration asks for: the remote VRM service when KOKO_AVATAR_BASE_URL is set, else the procedural character. */
export function createAvatarModel(settings: AvatarSettings): AvatarModel {
  if (settings.baseUrl) return new HttpVrmAvatarModel({ url: settings.baseUrl, apiKey: settings.apiKey, timeoutMs: settings.timeoutMs });
  return new ProceduralAvatarModel();
}
