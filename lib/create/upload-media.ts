'use client';

import { api, ApiFailure } from '@/lib/client/api';

/** What `file/uploadSasString` hands out: a short-lived signed URL to PUT one file to, and where it will be read. */
interface UploadGrant {
  uploadUrl: string;
  fileUrl: string;
  headers?: Record<string, string>;
}

/** Puts one file (a voice sample, a cover's picture) into the media store and answers its URL. */
export async function uploadMedia(file: Blob, fileName: string): Promise<string> {
  const contentType = file.type || 'application/octet-stream';
  const grant = await api<UploadGrant>('/file/uploadSasString', { body: { fileName, contentType, size: file.size } });
  let response: Response;
  try {
    response = await fetch(grant.uploadUrl, { method: 'PUT', body: file, headers: { 'content-type': contentType, ...grant.headers }, credentials: 'same-origin' });
  } catch {
    throw new ApiFailure(-1, 'Network error');
  }
  if (!response.ok) throw new ApiFailure(response.status, `Request failure: ${response.status}`);
  return grant.fileUrl;
}

/** A picture sent inside the generate call (the cover's upload type takes it as base64). */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
