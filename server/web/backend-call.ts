import { API_BASE, type Envelope } from '@/lib/contracts/envelope';
import { forwardToBackend } from '@/server/http/bff';
import { CLIENT_ADDRESS_HEADER } from '@/server/http/client-address';

/** Calls the backend from the web tier (in-process, or KOKO_BACKEND_URL), as the BFF would. */
export async function callBackend<T>(path: string, options: { method?: 'GET' | 'POST'; body?: unknown; token?: string; clientAddress?: string } = {}): Promise<Envelope<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers['x-auth'] = options.token;
  // The address the server stamped on the browser's request: the account calls' limits hold it.
  if (options.clientAddress) headers[CLIENT_ADDRESS_HEADER] = options.clientAddress;
  const request = new Request(`http://koko.internal${API_BASE}${path}`, {
    method: options.method ?? 'POST',
    headers,
    body: options.method === 'GET' ? undefined : JSON.stringify(options.body ?? {}),
  });
  return (await (await forwardToBackend(request)).json()) as Envelope<T>;
}
