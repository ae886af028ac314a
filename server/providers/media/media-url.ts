import { API_BASE } from '@/lib/contracts/envelope';

/** Where the API serves the media store's files: a stored key `covers/x.webp` is at `${MEDIA_PATH}/covers/x.webp`. */
export const MEDIA_PATH = `${API_BASE}/media`;
export const mediaUrl = (key: string) => `${MEDIA_PATH}/${key}`;
