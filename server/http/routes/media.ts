import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { errorEnvelopeSchema } from '@/lib/contracts/envelope';
import { isMediaWidth, MEDIA_WIDTHS, RESIZABLE_MEDIA } from '@/lib/contracts/media-widths';
import { SizedImages } from '@/server/providers/image/sized-images';
import { mediaContentType } from '@/server/providers/media/media-store';
import type { Services } from '@/server/runtime/services';
import { AVATAR_KEY, AVATAR_PRESET_COUNT } from '@/server/domains/users/avatars';
import { privateMediaOwner } from '@/server/providers/media/private-media';
import { INCOMING_PREFIX } from '@/server/domains/uploads/upload-service';
import { ApiError, ErrorCode, loginInvalid, notFound } from '@/server/errors';
import { AUTH_HEADER } from '../auth';
import type { AppEnv } from '../context';
import { fail } from '../respond';

const ROLE_COVER = /^covers\/([a-z0-9][a-z0-9-]*)\.webp$/;

const route = createRoute({
  method: 'get',
  path: '/media/{key}',
  tags: ['media'],
  summary: 'A stored media file (covers, banners, audio, models); role covers are drawn on first request',
  description:
    'Answers a single `Range: bytes=…` with 206, so audio and video can seek. A picture (webp, png, jpg) is also served narrower with `w`, as WebP; one that is no wider is sent as it is. ' +
    "A user's voice messages (`voices/{userId}/…`) are private: only that user's `x-auth` gets them (`Cache-Control: private`); everything else is public and cacheable.",
  request: {
    params: z.object({ key: z.string().describe('Relative path, e.g. covers/aurora.webp') }),
    query: z.object({ w: z.enum(MEDIA_WIDTHS.map(String) as [string, ...string[]]).optional().describe('At most this many pixels wide (pictures only)') }),
    headers: z.object({ range: z.string().optional().describe('bytes=start-end, bytes=start- or bytes=-suffix') }),
  },
  responses: {
    200: { description: 'The file', content: { 'application/octet-stream': { schema: z.string().describe('binary') } } },
    206: { description: 'The requested bytes of the file (Content-Range)', content: { 'application/octet-stream': { schema: z.string().describe('binary') } } },
    400: { description: '`w` is not one of the widths, or the file is not a picture', content: { 'application/json': { schema: errorEnvelopeSchema } } },
    401: { description: "A user's voice message asked for without a session", content: { 'application/json': { schema: errorEnvelopeSchema } } },
    404: { description: "No such file (nothing there, a folder, a key that climbs out, or another user's voice message: all alike)", content: { 'application/json': { schema: errorEnvelopeSchema } } },
    416: { description: 'The range lies outside the file', content: { 'application/json': { schema: errorEnvelopeSchema } } },
  },
});

/**
 * The bytes a `Range` header asks for (RFC 9110 §14.1.2), inclusive; `unsatisfiable` when it starts
 * past the end; undefined when the header is malformed or asks for several ranges, which is answered
 * with the whole file as the RFC allows.
 */
export function byteRange(header: string, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? Infinity : Number(match[2]);
  if (end < start) return undefined;
  return start >= size ? 'unsatisfiable' : { start, end: Math.min(end, size - 1) };
}

/** The width `?w=` asks for, checked before any file is read; undefined without one. */
function requestedWidth(key: string, w: string | undefined): number | undefined {
  if (w === undefined) return undefined;
  const width = Number(w);
  if (!/^\d+$/.test(w) || !isMediaWidth(width)) throw new ApiError(ErrorCode.InvalidParams, `w: must be one of ${MEDIA_WIDTHS.join(', ')}`);
  if (!RESIZABLE_MEDIA.test(key)) throw new ApiError(ErrorCode.InvalidParams, 'w: only pictures (webp, png, jpg) are served at other widths');
  return width;
}

/** Pictures show in the page; anything else opened on its own is downloaded, never rendered as a document here. */
const INLINE = /\.(webp|png|jpg|gif)$/;
/** Stored files are data, never a page: nothing in one runs, whatever a browser makes of it. */
const MEDIA_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/** The headers that keep a stored file what its kind says it is (DESIGN §6). */
export function safeMediaHeaders(key: string, contentType: string): Record<string, string> {
  const name = key.slice(key.lastIndexOf('/') + 1);
  return {
    'content-type': contentType,
    'x-content-type-options': 'nosniff',
    'content-security-policy': MEDIA_CSP,
    'content-disposition': `${INLINE.test(key) ? 'inline' : 'attachment'}; filename="${name}"`,
  };
}

/** How long a browser may keep a file: public ones anywhere, a user's own voice messages only in their browser. */
const PUBLIC_CACHE = 'public, max-age=86400';
const PRIVATE_CACHE = 'private, max-age=3600';

/**
 * A private file is answered to its owner only: without a session 401, and to anybody else the 404 of a file
 * that is not there, so nobody learns whose files exist.
 */
async function checkOwner(c: Context<AppEnv>, services: Services, owner: number): Promise<void> {
  const user = await services.users.authenticate(c.req.header(AUTH_HEADER));
  if (!user) throw loginInvalid();
  if (user.userId !== owner) throw notFound('File');
}

export function registerMedia(app: OpenAPIHono<AppEnv>, services: Services) {
  const sized = new SizedImages();
  // The key spans several path segments, which the OpenAPI path syntax cannot express; Hono's can.
  app.get('/media/:key{.+}', async (c) => {
    const key = c.req.param('key');
    // Files waiting for their upload check are nobody's to read.
    if (key.startsWith(INCOMING_PREFIX)) throw notFound('File');
    const width = requestedWidth(key, c.req.query('w'));
    const owner = privateMediaOwner(key);
    if (owner !== undefined) await checkOwner(c, services, owner);
    const cover = ROLE_COVER.exec(key);
    const avatar = AVATAR_KEY.exec(key);
    const stored = cover
      ? await services.covers.readOrRenderRoleCover(cover[1]!)
      : avatar && Number(avatar[2]) >= 1 && Number(avatar[2]) <= AVATAR_PRESET_COUNT
        ? await services.covers.readOrRenderAvatar(avatar[1]!)
        : await services.media.get(key);
    if (!stored) throw notFound('File');
    const narrower = width === undefined ? undefined : await sized.at(stored, width);
    const body = narrower ?? stored;
    const headers = {
      ...safeMediaHeaders(key, narrower ? 'image/webp' : mediaContentType(key)),
      'cache-control': owner === undefined ? PUBLIC_CACHE : PRIVATE_CACHE,
      'accept-ranges': 'bytes',
    };
    const range = c.req.header('range');
    const span = range === undefined ? undefined : byteRange(range, body.length);
    if (span === 'unsatisfiable') {
      c.header('content-range', `bytes */${body.length}`);
      c.header('accept-ranges', 'bytes');
      return fail(c, 416, 'Range not satisfiable', 416);
    }
    if (!span) return c.body(new Uint8Array(body), 200, headers);
    return c.body(new Uint8Array(body.subarray(span.start, span.end + 1)), 206, { ...headers, 'content-range': `bytes ${span.start}-${span.end}/${body.length}` });
  });
  app.openAPIRegistry.registerPath(route);
}
