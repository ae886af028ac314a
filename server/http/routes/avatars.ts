import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { avatarAssetSchema, MAX_VRM_BYTES } from '@/lib/contracts/avatar-asset';
import { envelopeSchema } from '@/lib/contracts/envelope';
import { skyboxPaletteSchema } from '@/lib/contracts/skybox';
import { ApiError, ErrorCode, notFound } from '@/server/errors';
import type { Services } from '@/server/runtime/services';
import type { Auth } from '../auth';
import type { AppEnv } from '../context';
import { errorResponse, jsonRoute, multipartBody } from '../define-route';
import { ok } from '../respond';

export const AVATAR_UPLOAD_PATH = '/avatar/upload';
/** The file plus the multipart envelope around it. */
export const MAX_AVATAR_UPLOAD_BODY_BYTES = MAX_VRM_BYTES + 64 * 1024;

const uploadRoute = createRoute({
  method: 'post',
  path: AVATAR_UPLOAD_PATH,
  tags: ['avatar'],
  summary: `Uploads a VRM avatar (VRM 0.x or 1.0, at most ${MAX_VRM_BYTES / 1024 / 1024} MB): checked by its bytes, stored, and recorded as the user's avatar asset (type 1)`,
  security: [{ xAuth: [] }],
  request: multipartBody({
        file: z.string().describe('binary: the .vrm file'),
        name: z.string().optional().describe("A name for the avatar; default the file's own title"),
  }),
  responses: {
    200: { description: 'Stored', content: { 'application/json': { schema: envelopeSchema(avatarAssetSchema) } } },
    400: errorResponse('No file, or an empty one; the message names the field'),
    401: errorResponse('Login status is invalid'),
    413: errorResponse('Larger than the limit'),
    415: errorResponse('Not a VRM file, or a broken one; the message says what is wrong'),
  },
});

const roleStageSchema = z.object({
  roleId: z.number().int(),
  vrmUrl: z.string().nullable(),
  look: z.record(z.string(), z.unknown()).describe('The procedural character (AvatarLook)'),
  skybox: z.string().nullable(),
  skyboxLight: skyboxPaletteSchema.nullable().describe("A generated space's light (sky, sun and ambient colours, sun direction) for lighting the avatar to match"),
  backdrop: z.string().nullable(),
  seed: z.string(),
});

export function registerAvatars(app: OpenAPIHono<AppEnv>, services: Services, auth: Auth) {
  app.post(AVATAR_UPLOAD_PATH, auth.required.middleware, async (c) => {
    const user = c.get('user')!;
    if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) throw new ApiError(ErrorCode.UnsupportedMediaType, 'file: send the avatar as multipart/form-data');
    const form = await c.req.formData().catch(() => {
      throw new ApiError(ErrorCode.InvalidParams, 'file: the form could not be read');
    });
    const file = form.get('file');
    if (!(file instanceof Blob)) throw new ApiError(ErrorCode.InvalidParams, 'file: attach the .vrm file');
    const name = form.get('name');
    return ok(c, await services.avatars.upload(user.userId, Buffer.from(await file.arrayBuffer()), typeof name === 'string' ? name : undefined));
  });
  app.openAPIRegistry.registerPath(uploadRoute);

  app.openapi(
    jsonRoute({ method: 'get', path: '/avatar/list', tag: 'avatar', summary: "The user's uploaded avatars, newest first", auth: auth.required, data: z.object({ list: z.array(avatarAssetSchema) }) }),
    async (c) => ok(c, { list: await services.avatars.list(c.get('user')!.userId) }),
  );

  app.openapi(
    jsonRoute({
      method: 'get',
      path: '/avatar/roleStage',
      tag: 'avatar',
      summary: "A role's character (its VRM, else the procedural look) and its space (skybox image, else the procedural sky's mood)",
      auth: auth.optional,
      query: z.object({ roleId: z.coerce.number().int().positive() }),
      data: roleStageSchema,
    }),
    async (c) => {
      const { roleId } = c.req.valid('query');
      // Only a role this caller may see (drafts stay their author's).
      if (!(await services.roles.find(roleId, c.get('user')?.userId))) throw notFound('Role');
      const stage = await services.avatars.roleStage(roleId);
      if (!stage) throw notFound('Role');
      return ok(c, { ...stage, look: stage.look as Record<string, unknown> });
    },
  );
}
