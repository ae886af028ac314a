import { getRuntime } from '@/server/runtime/global-runtime';
import { parseEnv } from '@/server/env';
import { ErrorCode } from '@/server/errors';
import { throughSessionBridge } from './session-bridge';

/** Hop-by-hop headers are for one connection only and must not be forwarded. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'content-length'];

export async function forwardToBackend(request: Request): Promise<Response> {
  const { backendUrl, publicUrl } = parseEnv();
  return throughSessionBridge(request, publicUrl, (authed) => (backendUrl ? forwardTo(backendUrl, request, authed) : inProcess(authed)));
}

async function inProcess(authed: Request): Promise<Response> {
  return (await getRuntime()).backend.fetch(authed);
}

async function forwardTo(backendUrl: string, request: Request, authed: Request): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers(authed.headers);
  for (const h of HOP_BY_HOP) headers.delete(h);
  try {
    const upstream = await fetch(backendUrl + url.pathname + url.search, {
      method: request.method,
      headers,
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer(),
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    const out = new Headers(upstream.headers);
    for (const h of HOP_BY_HOP) out.delete(h);
    out.delete('content-encoding');
    return new Response(upstream.body, { status: upstream.status, headers: out });
  } catch {
    return Response.json(
      { code: ErrorCode.Unavailable, message: 'The backend is unreachable, please try again', data: null, request_id: '' },
      { status: 502 },
    );
  }
}
