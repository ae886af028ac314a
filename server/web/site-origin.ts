import { headers } from 'next/headers';
import { getRuntime } from '@/server/runtime/global-runtime';

/** The site's public origin: KOKO_PUBLIC_URL when set, else the host this request came to. */
export async function siteOrigin(): Promise<string> {
  const { env } = await getRuntime();
  if (env.publicUrl) return env.publicUrl;
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost:3000';
  const proto = h.get('x-forwarded-proto') ?? (host.startsWith('localhost') || host.startsWith('127.') ? 'http' : 'https');
  return `${proto}://${host}`;
}
