'use client';

import { api, ApiFailure } from '@/lib/client/api';
import type { Envelope } from '@/lib/contracts/envelope';
import type { UploadedFile, UploadTicket } from '@/lib/contracts/uploads';

/** Seed §9: a blob transfer may take 100 s. */
const UPLOAD_TIMEOUT_MS = 100_000;
/** Headers a browser sets itself and refuses to be given. */
const BROWSER_SET = new Set(['content-length']);

/**
 * Uploads one file the seed's way (§7 `file/uploadSasString`): asks for a URL for it, PUTs it there, and when the
 * URL was the object store's own, asks the server to check what arrived. Answers the stored file; a refusal
 * carries the server's words (what is wrong with the file) as an ApiFailure.
 */
export async function uploadFile(file: File, signal: AbortSignal = AbortSignal.timeout(UPLOAD_TIMEOUT_MS)): Promise<UploadedFile> {
  const ticket = await api<UploadTicket>(`/file/uploadSasString?fileName=${encodeURIComponent(file.name)}&size=${file.size}`, { method: 'GET', signal });
  const headers = Object.fromEntries(Object.entries(ticket.headers).filter(([name]) => !BROWSER_SET.has(name.toLowerCase())));
  let response: Response;
  try {
    response = await fetch(ticket.url, { method: 'PUT', headers, body: file, signal, credentials: ticket.confirm ? 'omit' : 'same-origin' });
  } catch {
    throw new ApiFailure(-1, 'Network error');
  }
  if (ticket.confirm) {
    if (!response.ok) throw new ApiFailure(response.status || -1, `Request failure: ${response.status || -1}`);
    return api<UploadedFile>('/file/confirmUpload', { body: { sas: ticket.sas }, signal });
  }
  const envelope = (await response.json().catch(() => undefined)) as Envelope<UploadedFile> | undefined;
  if (!envelope) throw new ApiFailure(response.status || -1, `Request failure: ${response.status || -1}`);
  if (envelope.code !== 0) throw new ApiFailure(envelope.code, envelope.message);
  return envelope.data;
}
