import { API_BASE, type Envelope } from '@/lib/contracts/envelope';
import { forwardToBackend } from '@/server/http/bff';

/** Calls the backend from the web tier (in-process, or KOKO_BACKEND_URL), as the BFF would. */
export async function callBackend<T>(path: string, options: { method?: 'GET' | 'POST'; body?: unknown; token?: string } = {}): Promise<Envelope<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers['x-auth'] = options.token;
  const request = new Request(`http://koko.internal${API_BASE}${path}`, {
    method: options.method ?? 'POST',
    headers,
    body: options.method === 'GET' ? undefined : JSON.stringify(options.body ?? {}),
  });
  return (await (await forwardToBackend(request)).json()) as Envelope<T>;
}
