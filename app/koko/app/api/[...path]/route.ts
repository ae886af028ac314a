import { forwardToBackend } from '@/server/http/bff';

/**
 * The BFF (DESIGN §1): session cookie → x-auth, then the in-process backend, or the remote one named by
 * KOKO_BACKEND_URL. Under server.ts with an in-process backend, server.ts answers {base} itself through the
 * same bridge and this handler is not reached.
 */
export const dynamic = 'force-dynamic';

export const GET = forwardToBackend;
export const POST = forwardToBackend;
export const PUT = forwardToBackend;
export const PATCH = forwardToBackend;
export const DELETE = forwardToBackend;
export const OPTIONS = forwardToBackend;
