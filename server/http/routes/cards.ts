import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { CARD_EXPORT_FORMATS, EXPORT_CARD_PATH, IMPORT_CARD_PATH, importedCharacterSchema, MAX_CARD_FILE_BYTES, READ_CARD_PATH } from '@/lib/contracts/character-card';
import { roleDraftSchema } from '@/lib/contracts/role-create';
import { envelopeSchema } from '@/lib/contracts/envelope';
import { ApiError, ErrorCode, formatZodError } from '@/server/errors';
import { CARD_READ_BURST, CARD_READS_PER_MINUTE, RateLimiter } from '@/server/rate-limits/rate-limiter';
import type { Services } from '@/server/runtime/services';
import type { Auth } from '../auth';
import type { AppEnv } from '../context';
import { errorResponse, multipartBody } from '../define-route';
import { rateLimit } from '../rate-limit';
import { ok } from '../respond';

/** The card plus the multipart envelope around it. */
export const MAX_READ_CARD_BODY_BYTES = MAX_CARD_FILE_BYTES + 64 * 1024;

const exportBody = z.object({
  roleId: z.number().int().positive(),
  format: z.enum(CARD_EXPORT_FORMATS).describe('png: the cover carrying a chara (v2) and a ccv3 (v3) card; json: the v3 card'),
});

const exportRoute = createRoute({
  method: 'post',
  path: EXPORT_CARD_PATH,
  tags: ['cards'],
  summary: 'A role the caller may see as a character card file (SillyTavern / RisuAI), downloaded as an attachment',
  description: "Drafts are their author's only; an adult role only with adult content on. The file name is the role's name.",
  security: [{ xAuth: [] }],
  request: { body: { required: true, content: { 'application/json': { schema: exportBody } } } },
  responses: {
    200: {
      description: 'The card file',
      content: { 'image/png': { schema: z.string().describe('binary') }, 'application/json': { schema: z.record(z.string(), z.unknown()).describe('chara_card_v3') } },
    },
    400: errorResponse('Invalid parameters; the message names the field'),
    404: errorResponse('No such role, or one this caller may not see'),
  },
});

const readRoute = createRoute({
  method: 'post',
  path: READ_CARD_PATH,
  tags: ['cards'],
  summary: `Reads a character card (.png with chara/ccv3, .json v1/v2/v3, .charx; at most ${MAX_CARD_FILE_BYTES / 1024 / 1024} MB) into role fields; nothing is stored`,
  description: 'For signed-in accounts: visitors are asked to log in (code -1). A broken or oversized card answers 400 with a message naming what is wrong.',
  security: [{ xAuth: [] }],
  request: multipartBody({ file: z.string().describe('binary: the card file') }),
  responses: {
    200: { description: 'The card as role fields', content: { 'application/json': { schema: envelopeSchema(importedCharacterSchema) } } },
    400: errorResponse('Not a card, a damaged one, or a field over its limit; the message names it'),
    401: errorResponse('Login status is invalid'),
    413: errorResponse('Larger than the limit'),
    415: errorResponse('Not sent as multipart/form-data'),
    429: errorResponse('Too many cards read by this user (code 429); try again after Retry-After seconds'),
  },
});

const importRoute = createRoute({
  method: 'post',
  path: IMPORT_CARD_PATH,
  tags: ['cards'],
  summary: 'Makes a draft of the caller\'s from a character card (the same files as readCard): its texts fitted to the role limits, known tags, its lorebook and other greetings kept',
  description: 'A card whose name has no Latin letter needs `roleName` (400 naming roleName otherwise). Visitors are asked to log in (code -1).',
  security: [{ xAuth: [] }],
  request: multipartBody({ file: z.string().describe('binary: the card file'), roleName: z.string().optional().describe('The name to use instead of the card\'s') }),
  responses: {
    200: { description: 'The new draft', content: { 'application/json': { schema: envelopeSchema(roleDraftSchema) } } },
    400: errorResponse('Not a card, a damaged one, a field over its limit, or a name without a Latin letter; the message names it'),
    401: errorResponse('Login status is invalid'),
    413: errorResponse('Larger than the limit'),
    415: errorResponse('Not sent as multipart/form-data'),
    429: errorResponse('Too many cards read by this user (code 429); try again after Retry-After seconds'),
  },
});

/** The card file of a multipart request from a signed-in account. */
async function cardFileOf(c: Context<AppEnv>): Promise<{ bytes: Buffer; form: FormData }> {
  if (c.get('user')!.isVisitor) throw new ApiError(ErrorCode.Unlogin, 'Please log in to import a character card.');
  if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) throw new ApiError(ErrorCode.UnsupportedMediaType, 'file: send the card as multipart/form-data');
  const form = await c.req.formData().catch(() => {
    throw new ApiError(ErrorCode.InvalidParams, 'file: the form could not be read');
  });
  const file = form.get('file');
  if (!(file instanceof Blob)) throw new ApiError(ErrorCode.InvalidParams, 'file: attach the card as a file');
  if (file.size > MAX_CARD_FILE_BYTES) throw new ApiError(ErrorCode.PayloadTooLarge, `file: larger than ${MAX_CARD_FILE_BYTES / 1024 / 1024} MB`);
  return { bytes: Buffer.from(await file.arrayBuffer()), form };
}

/** app/character/exportCard, readCard and importCard: character cards out of and into KOKO. */
export function registerCards(app: OpenAPIHono<AppEnv>, services: Services, auth: Auth) {
  app.post(EXPORT_CARD_PATH, auth.optional.middleware, async (c) => {
    const body = exportBody.safeParse(await c.req.json().catch(() => undefined));
    if (!body.success) throw new ApiError(ErrorCode.InvalidParams, formatZodError(body.error));
    const file = await services.cards.export(body.data.roleId, { callerId: c.get('user')?.userId, includeNsfw: c.get('openNsfw') }, body.data.format);
    return c.body(new Uint8Array(file.body), 200, {
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${file.fileName}"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });
  app.openAPIRegistry.registerPath(exportRoute);

  const limit = rateLimit(new RateLimiter(CARD_READS_PER_MINUTE, CARD_READ_BURST));
  app.post(READ_CARD_PATH, auth.required.middleware, limit, async (c) => ok(c, await services.cards.read((await cardFileOf(c)).bytes)));
  app.openAPIRegistry.registerPath(readRoute);

  app.post(IMPORT_CARD_PATH, auth.required.middleware, limit, async (c) => {
    const { bytes, form } = await cardFileOf(c);
    const roleName = form.get('roleName');
    return ok(c, await services.cardImport.import(c.get('user')!, bytes, typeof roleName === 'string' ? roleName : undefined));
  });
  app.openAPIRegistry.registerPath(importRoute);
}
