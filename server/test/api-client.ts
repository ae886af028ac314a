import { API_BASE, type Envelope } from '@/lib/contracts/envelope';
import type { Backend } from '@/server/http/app';

/** Calls the backend in-process, as the BFF does, and reads the envelope. */
export async function call<T = unknown>(
  backend: Backend,
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Envelope<T>; headers: Headers }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers['x-auth'] = options.token;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const response = await backend.fetch(new Request(`http://localhost${API_BASE}${path}`, { method, headers, body }));
  const text = await response.text();
  let parsed: Envelope<T>;
  try {
    parsed = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`not JSON (${response.status}): ${text.slice(0, 200)}`);
  }
  return { status: response.status, body: parsed, headers: response.headers };
}
