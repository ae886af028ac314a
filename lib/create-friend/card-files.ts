'use client';

import { ApiFailure } from '@/lib/client/api';
import { API_BASE } from '@/lib/contracts/api-base';
import { EXPORT_CARD_PATH, IMPORT_CARD_PATH } from '@/lib/contracts/character-card';
import type { RoleDraft } from '@/lib/contracts/role-create';

/** The envelope's data, or its failure as the API client reports it. */
async function envelopeOf<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as { code: number; message: string; data: T } | null;
  if (!body) throw new ApiFailure(response.status || -1, `Request failure: ${response.status || -1}`);
  if (body.code !== 0) throw new ApiFailure(body.code, body.message);
  return body.data;
}

/** app/character/importCard: a card file (PNG, JSON or CHARX) becomes a draft; `roleName` replaces a name without Latin letters. */
export async function importCard(file: File, roleName?: string): Promise<RoleDraft> {
  const form = new FormData();
  form.set('file', file);
  if (roleName) form.set('roleName', roleName);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${IMPORT_CARD_PATH}`, { method: 'POST', body: form, credentials: 'same-origin', signal: AbortSignal.timeout(60_000) });
  } catch {
    throw new ApiFailure(-1, 'Network error');
  }
  return envelopeOf<RoleDraft>(response);
}

/** app/character/exportCard: the role as a card file, saved by the browser under the name the server gives. */
export async function downloadCard(roleId: number, format: 'png' | 'json'): Promise<void> {
  const response = await fetch(`${API_BASE}${EXPORT_CARD_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ roleId, format }), credentials: 'same-origin' });
  if (!response.ok) await envelopeOf(response);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `character.${format}`;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
