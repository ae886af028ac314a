import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { API_BASE, envelopeSchema } from '@/lib/contracts/envelope';
import { confirmUploadBodySchema, mediaCdnSchema, uploadedFileSchema, uploadSasQuerySchema, uploadTicketSchema, webConfigSchema } from '@/lib/contracts/uploads';
import type { BodyReader } from '@/server/domains/uploads/upload-service';
import { ApiError, ErrorCode } from '@/server/errors';
import type { Services } from '@/server/runtime/services';
import type { Auth } from '../auth';
import type { AppEnv } from '../context';
import { errorResponse, jsonRoute } from '../define-route';
import { ok } from '../respond';

/** Where a file is PUT with the `sas` of its upload URL (the local media store's uploads). */
export const FILE_UPLOAD_PATH = '/file/upload';
/** Seed §9: the CDN answer is cached 24 h. */
const CDN_CACHE = 'public, max-age=86400';

const uploadRoute = createRoute({
  method: 'put',
  path: FILE_UPLOAD_PATH,
  tags: ['file'],
  summary: 'Stores one file with the URL file/uploadSasString handed out: the body is the file itself, checked by its content',
  description:
    'Send exactly the headers the ticket lists. The URL is used once; a declared length over the limit is refused before the body is read. ' +
    'Pictures are stored re-encoded (no metadata); models and audio as sent. With x-auth, it must be the ticket’s own user.',
  request: {
    query: z.object({ sas: z.string().describe('The signed ticket from the upload URL') }),
    body: { required: true, content: { 'application/octet-stream': { schema: z.string().describe('binary: the file') } } },
  },
  responses: {
    200: { description: 'Stored', content: { 'application/json': { schema: envelopeSchema(uploadedFileSchema) } } },
    400: errorResponse('An empty file, or not the length announced'),
    403: errorResponse('The link is not valid, has expired, or belongs to another account'),
    409: errorResponse('The link was used already'),
    413: errorResponse('Larger than the limit of its kind (bytes, or pixels for a picture)'),
    415: errorResponse('Not what its name says, or a kind never accepted (SVG, HTML, archives); the message says what is wrong'),
  },
});

/** Reads the request body as it streams, refusing it once it passes `maxBytes` (a chunked body declares no length). */
const bodyReader =
  (body: ReadableStream<Uint8Array> | null): BodyReader =>
  async (maxBytes) => {
    if (!body) return Buffer.alloc(0);
    const chunks: Uint8Array[] = [];
    let total = 0;
    const reader = body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      total += read.value.byteLength;
      if (total > maxBytes) {
        await reader.cancel();
        throw new ApiError(ErrorCode.PayloadTooLarge, 'Request body is too large');
      }
      chunks.push(read.value);
    }
    return Buffer.concat(chunks);
  };

export function registerFiles(app: OpenAPIHono<AppEnv>, services: Services, auth: Auth) {
  app.openapi(
    jsonRoute({
      method: 'get',
      path: '/file/uploadSasString',
      tag: 'file',
      summary: 'A short-lived URL to upload one file (seed §7): PUT the file there with the headers given',
      description:
        'Signed-in users only (a visitor gets code 403). The file name’s extension says what the file must be; its bytes are checked against it. ' +
        'When `confirm` is true the URL is the object store’s own: call file/confirmUpload with `sas` after the PUT.',
      auth: auth.required,
      query: uploadSasQuerySchema,
      data: uploadTicketSchema,
    }),
    async (c) => {
      const origin = services.uploads.serverUrl ?? new URL(c.req.url).origin;
      return ok(c, await services.uploads.issue(c.get('user')!, c.req.valid('query'), `${origin}${API_BASE}${FILE_UPLOAD_PATH}`));
    },
  );

  app.put(FILE_UPLOAD_PATH, auth.optional.middleware, async (c) => {
    const declared = c.req.header('content-length');
    return ok(
      c,
      await services.uploads.receive(c.req.query('sas') ?? '', {
        caller: c.get('user'),
        declaredBytes: declared === undefined ? undefined : Number(declared),
        contentType: c.req.header('content-type'),
        read: bodyReader(c.req.raw.body),
      }),
    );
  });
  app.openAPIRegistry.registerPath(uploadRoute);

  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/file/confirmUpload',
      tag: 'file',
      summary: 'After a PUT straight to the object store: checks the file there and keeps it, or deletes it and says why',
      auth: auth.required,
      body: confirmUploadBodySchema,
      data: uploadedFileSchema,
    }),
    async (c) => ok(c, await services.uploads.confirm(c.get('user')!, c.req.valid('json').sas)),
  );

  app.openapi(
    jsonRoute({ method: 'get', path: '/app/api/file/cdn', tag: 'file', summary: 'Where media files are served (seed §7, cacheable 24 h): a key’s URL is `${cdn}/${key}`', data: mediaCdnSchema }),
    (c) => {
      c.header('cache-control', CDN_CACHE);
      return ok(c, { cdn: services.uploads.cdn });
    },
  );

  app.openapi(
    jsonRoute({ method: 'get', path: '/app/api/webConfig', tag: 'file', summary: 'What the web app needs to know of this server: the media CDN and what may be uploaded, how large', data: webConfigSchema }),
    (c) => ok(c, { cdn: services.uploads.cdn, uploads: services.uploads.describeLimits() }),
  );
}
