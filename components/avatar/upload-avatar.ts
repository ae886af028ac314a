'use client';

import { ApiFailure } from '@/lib/client/api';
import { API_BASE } from '@/lib/contracts/api-base';
import type { Envelope } from '@/lib/contracts/envelope';
import type { AvatarAsset } from '@/lib/contracts/avatar-asset';

/** Sends a .vrm file to the avatar upload call; throws ApiFailure with the server's code when refused. */
export async function uploadAvatar(file: File): Promise<AvatarAsset> {
  const form = new FormData();
  form.set('file', file);
  form.set('name', file.name.replace(/\.vrm$/i, ''));
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/avatar/upload`, { method: 'POST', body: form, credentials: 'same-origin' });
  } catch {
    throw new ApiFailure(-1, 'Network error');
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<AvatarAsset> | null;
  if (!envelope) throw new ApiFailure(response.status || -1, `Request failure: ${response.status || -1}`);
  if (envelope.code !== 0) throw new ApiFailure(envelope.code, envelope.message);
  return envelope.data;
}
