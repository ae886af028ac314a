import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { envelopeSchema } from '@/lib/contracts/envelope';
import { MAX_VOICE_BYTES, MAX_VOICE_SECONDS } from '@/lib/contracts/voice';
import { ApiError, ErrorCode } from '@/server/errors';
import type { Services } from '@/server/runtime/services';
import type { Auth } from '../auth';
import type { AppEnv } from '../context';
import { errorResponse, multipartBody } from '../define-route';
import { rateLimit, type HttpLimits } from '../rate-limit';
import { ok } from '../respond';

export const VOICE_UPLOAD_PATH = '/chat/voiceUpload';
/** The clip plus the multipart envelope around it. */
export const MAX_VOICE_UPLOAD_BODY_BYTES = MAX_VOICE_BYTES + 64 * 1024;

const route = createRoute({
  method: 'post',
  path: VOICE_UPLOAD_PATH,
  tags: ['chat'],
  summary: `A voice message's audio (webm, ogg, mp4, mpeg or wav; at most ${MAX_VOICE_SECONDS} s and ${MAX_VOICE_BYTES / 1024 / 1024} MB), checked by its bytes and stored`,
  description:
    'Send the URL it answers as `voice` (and `durationMs / 1000` as `duration`) in a SingleTalk frame with contentType `v`. `transcript` is present when the server has a speech-to-text endpoint.',
  security: [{ xAuth: [] }],
  request: multipartBody({
        file: z.string().describe('binary: the recording, its part typed audio/webm, audio/ogg, audio/mp4, audio/mpeg or audio/wav'),
        durationMs: z.string().optional().describe("The recorder's measured length, used when the container does not carry one"),
  }),
  responses: {
    200: { description: 'Stored', content: { 'application/json': { schema: envelopeSchema(z.object({ url: z.string(), durationMs: z.number().int(), transcript: z.string().optional() })) } } },
    400: errorResponse('No file, an empty, too short or too long recording; the message names the field'),
    401: errorResponse('Login status is invalid'),
    413: errorResponse('Larger than the limit'),
    415: errorResponse('Not audio, or not the audio its type says'),
    429: errorResponse('With a transcriber configured: too many calls that reach a model from this user (code 429); try again after Retry-After seconds'),
  },
});

export function registerVoice(app: OpenAPIHono<AppEnv>, services: Services, auth: Auth, limits: HttpLimits) {
  // With a transcriber, every clip goes to its model: it counts against the caller's budget of model calls.
  const modelCall = rateLimit(limits.modelCalls);
  const limit: MiddlewareHandler<AppEnv> = (c, next) => (services.voiceUploads.transcribes ? modelCall(c, next) : next());
  app.post(VOICE_UPLOAD_PATH, auth.required.middleware, limit, async (c) => {
    const user = c.get('user')!;
    if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) throw new ApiError(ErrorCode.UnsupportedMediaType, 'file: send the recording as multipart/form-data');
    const form = await c.req.formData().catch(() => {
      throw new ApiError(ErrorCode.InvalidParams, 'file: the form could not be read');
    });
    const file = form.get('file');
    if (!(file instanceof Blob)) throw new ApiError(ErrorCode.InvalidParams, 'file: attach the recording as a file');
    const claimed = Number(form.get('durationMs'));
    const info = await services.users.getUserInfo(user.userId);
    const upload = await services.voiceUploads.accept({
      userId: user.userId,
      bytes: Buffer.from(await file.arrayBuffer()),
      mime: file.type,
      claimedMs: Number.isFinite(claimed) && claimed > 0 ? Math.round(claimed) : undefined,
      language: info.lang ?? undefined,
    });
    return ok(c, upload);
  });
  app.openAPIRegistry.registerPath(route);
}
