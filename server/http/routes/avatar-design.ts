import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import {
  AVATAR_IMAGE_MAX_BYTES,
  AVATAR_PROMPT_MAX,
  avatarImagePreviewSchema,
  avatarInspirationSchema,
  avatarTextPreviewRequestSchema,
  avatarTextPreviewSchema,
} from '@/lib/contracts/avatar-generation';
import { envelopeSchema } from '@/lib/contracts/envelope';
import { ApiError, ErrorCode } from '@/server/errors';
import type { Services } from '@/server/runtime/services';
import type { Auth } from '../auth';
import type { AppEnv } from '../context';
import { errorResponse, jsonRoute, multipartBody } from '../define-route';
import { requestLocale } from '../request-locale';
import { ok } from '../respond';

export const AVATAR_IMAGE_PREVIEW_PATH = '/app/avatar/imagePreview';
/** The picture plus the multipart envelope and the prompt around it. */
export const MAX_AVATAR_IMAGE_PREVIEW_BODY_BYTES = AVATAR_IMAGE_MAX_BYTES + 64 * 1024;

const imagePreviewRoute = createRoute({
  method: 'post',
  path: AVATAR_IMAGE_PREVIEW_PATH,
  tags: ['avatar'],
  summary: `The look a picture suggests (PNG, JPEG or WebP, at most ${AVATAR_IMAGE_MAX_BYTES / 1024 / 1024} MB): its hair, skin, clothes and background colours, with an optional prompt's words on top`,
  security: [{ xAuth: [] }],
  request: multipartBody({
        file: z.string().describe('binary: the picture'),
        prompt: z.string().optional().describe('Words that win over the picture for what they name'),
        seed: z.string().optional().describe('A whole number; the same picture, prompt and seed give the same look'),
  }),
  responses: {
    200: { description: 'The look', content: { 'application/json': { schema: envelopeSchema(avatarImagePreviewSchema) } } },
    400: errorResponse('No file; the message names the field'),
    401: errorResponse('Login status is invalid'),
    413: errorResponse('Larger than the limit'),
    415: errorResponse('Not a PNG, JPEG or WebP picture'),
  },
});

export function registerAvatarDesign(app: OpenAPIHono<AppEnv>, services: Services, auth: Auth) {
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/app/avatar/textPreview',
      tag: 'avatar',
      summary: 'The look a prompt describes, what each word was understood as, and a small portrait of it',
      description: 'Deterministic for a prompt and seed; without a seed one is picked and returned, so `generate` can make the same character.',
      auth: auth.required,
      body: avatarTextPreviewRequestSchema,
      data: avatarTextPreviewSchema,
    }),
    async (c) => {
      const { prompt, seed } = c.req.valid('json');
      return ok(c, await services.avatarDesign.textPreview(prompt, seed));
    },
  );

  app.post(AVATAR_IMAGE_PREVIEW_PATH, auth.required.middleware, async (c) => {
    if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) throw new ApiError(ErrorCode.UnsupportedMediaType, 'file: send the picture as multipart/form-data');
    const form = await c.req.formData().catch(() => {
      throw new ApiError(ErrorCode.InvalidParams, 'file: the form could not be read');
    });
    const file = form.get('file');
    if (!(file instanceof Blob)) throw new ApiError(ErrorCode.InvalidParams, 'file: Select image file first, please');
    const prompt = String(form.get('prompt') ?? '').trim();
    if (prompt.length > AVATAR_PROMPT_MAX) throw new ApiError(ErrorCode.InvalidParams, `prompt: a prompt may be at most ${AVATAR_PROMPT_MAX} characters`);
    const seedText = form.get('seed');
    const seed = typeof seedText === 'string' && /^\d{1,10}$/.test(seedText) && Number(seedText) < 2 ** 32 ? Number(seedText) : undefined;
    return ok(c, await services.avatarDesign.imagePreview(new Uint8Array(await file.arrayBuffer()), prompt, seed));
  });
  app.openAPIRegistry.registerPath(imagePreviewRoute);

  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/app/avatar/inspiration',
      tag: 'avatar',
      summary: "Ready prompts for a new avatar, in the reader's language (English where a prompt has no translation)",
      auth: auth.optional,
      data: avatarInspirationSchema,
    }),
    async (c) => ok(c, { list: services.avatarDesign.inspirations(requestLocale(c)) }),
  );
}
