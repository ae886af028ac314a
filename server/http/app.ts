import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { IMPORT_CARD_PATH, READ_CARD_PATH } from '@/lib/contracts/character-card';
import { API_BASE } from '@/lib/contracts/envelope';
import { ApiError, ErrorCode, formatZodError } from '@/server/errors';
import type { Logger } from '@/server/log';
import type { Services } from '@/server/runtime/services';
import { createAuth, AUTH_HEADER } from './auth';
import type { AppEnv } from './context';
import { errorHandler } from './errors';
import { createMethodIndex } from './method-match';
import type { HttpLimits } from './rate-limit';
import { requestId } from './request-id';
import { fail } from './respond';
import { registerAccounts } from './routes/accounts';
import { registerAdmin } from './routes/admin';
import { AVATAR_IMAGE_PREVIEW_PATH, MAX_AVATAR_IMAGE_PREVIEW_BODY_BYTES, registerAvatarDesign } from './routes/avatar-design';
import { AVATAR_UPLOAD_PATH, MAX_AVATAR_UPLOAD_BODY_BYTES, registerAvatars } from './routes/avatars';
import { registerBanners } from './routes/banners';
import { MAX_READ_CARD_BODY_BYTES, registerCards } from './routes/cards';
import { registerCharacter } from './routes/character';
import { registerChat } from './routes/chat';
import { registerFeed } from './routes/feed';
import { FILE_UPLOAD_PATH, registerFiles } from './routes/files';
import { registerFriends } from './routes/friends';
import { registerMemory } from './routes/memory';
import { registerHealth, type Health } from './routes/health';
import { registerMedia } from './routes/media';
import { registerPasskeys } from './routes/passkeys';
import { registerGeneration } from './routes/generation';
import { registerProperties } from './routes/properties';
import { rateLimit } from './rate-limit';
import { GENERATE_CALLS_PER_MINUTE, RateLimiter } from '@/server/rate-limits/rate-limiter';
import { createPath, generatePath } from '@/lib/contracts/property';
import { MAX_COVER_UPLOAD_BYTES } from '@/server/jobs/cover/cover-generator';
import { MAX_SAMPLE_CHARS } from '@/server/providers/voice-design/voice-sample';
import { registerRoleCreation } from './routes/role-create';
import { registerRolePlots } from './routes/role-plots';
import { registerRoles } from './routes/roles';
import { registerSkybox } from './routes/skybox';
import { registerTags } from './routes/tags';
import { registerUser } from './routes/user';
import { MAX_VOICE_UPLOAD_BODY_BYTES, registerVoice, VOICE_UPLOAD_PATH } from './routes/voice';
import { registerWallet } from './routes/wallet';

const COVER_BODY_BYTES = Math.ceil((MAX_COVER_UPLOAD_BYTES * 4) / 3) + 64 * 1024;
const VOICE_SAMPLE_BODY_BYTES = MAX_SAMPLE_CHARS + 64 * 1024;

/** Upload calls take larger bodies than the 1 MiB every other call may send; one entry per upload path. */
const UPLOAD_BODY_LIMITS = new Map([
  [API_BASE + VOICE_UPLOAD_PATH, MAX_VOICE_UPLOAD_BODY_BYTES],
  [API_BASE + AVATAR_UPLOAD_PATH, MAX_AVATAR_UPLOAD_BODY_BYTES],
  [API_BASE + AVATAR_IMAGE_PREVIEW_PATH, MAX_AVATAR_IMAGE_PREVIEW_BODY_BYTES],
  // A cover made from the user's own image carries it in the body, base64.
  [API_BASE + generatePath('cover'), COVER_BODY_BYTES],
  [API_BASE + createPath('cover'), COVER_BODY_BYTES],
  [API_BASE + READ_CARD_PATH, MAX_READ_CARD_BODY_BYTES],
  [API_BASE + IMPORT_CARD_PATH, MAX_READ_CARD_BODY_BYTES],
  // A voice matched to a recorded sample carries the WAV in the body, base64.
  [API_BASE + generatePath('voice'), VOICE_SAMPLE_BODY_BYTES],
]);
/** The file upload route counts a body that declares no length itself, against its ticket's own cap. */
const FILE_UPLOAD = API_BASE + FILE_UPLOAD_PATH;

/** JSON bodies larger than this are refused with 413 before they are parsed. */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface BackendDeps {
  services: Services;
  log: Logger;
  /** The per-user limits of the calls that reach a model (the runtime's, in Redis when there is one). */
  limits: HttpLimits;
  health: () => Promise<Health>;
}

/** The backend: a Hono app under {base} that speaks the envelope for every answer (DESIGN §3). */
export function createBackend({ services, log, limits, health }: BackendDeps) {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw new ApiError(ErrorCode.InvalidParams, formatZodError(result.error));
    },
  }).basePath(API_BASE);

  app.use('*', requestId);
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new ApiError(ErrorCode.PayloadTooLarge, 'Request body is too large');
    },
  });
  // Touching the raw body makes the node adapter build a full Request (a third of the throughput), so a
  // declared length is checked from the header (Node's parser never reads past it) and only chunked
  // bodies are counted as they stream.
  const largestFile = Math.max(...Object.values(services.uploads.describeLimits().kinds.map((k) => k.maxBytes)));
  app.use('*', (c, next) => {
    const declared = c.req.header('content-length');
    if (declared !== undefined) {
      const limit = c.req.path === FILE_UPLOAD ? largestFile : (UPLOAD_BODY_LIMITS.get(c.req.path) ?? MAX_BODY_BYTES);
      if (Number(declared) > limit) throw new ApiError(ErrorCode.PayloadTooLarge, 'Request body is too large');
      return next();
    }
    return c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.path === FILE_UPLOAD ? next() : limitBody(c, next);
  });

  const auth = createAuth(services.users);
  registerHealth(app, health);
  registerTags(app, services, auth);
  registerRoles(app, services, auth);
  registerRoleCreation(app, services, auth);
  registerRolePlots(app, services, auth);
  registerFeed(app, services, auth);
  registerBanners(app, services, auth);
  registerFriends(app, services, auth);
  registerUser(app, services, auth, limits);
  registerAccounts(app, services, auth, limits);
  registerPasskeys(app, services, auth, limits);
  registerWallet(app, services, auth);
  registerAdmin(app, services, auth);
  registerChat(app, services, auth, limits);
  registerMemory(app, services, auth);
  registerVoice(app, services, auth, limits);
  registerCharacter(app, services, auth, limits);
  registerAvatars(app, services, auth);
  registerAvatarDesign(app, services, auth);
  registerFiles(app, services, auth);
  registerProperties(app, services, auth);
  registerGeneration(app, services, auth, rateLimit(limits.generateCalls ?? new RateLimiter(GENERATE_CALLS_PER_MINUTE, GENERATE_CALLS_PER_MINUTE)));
  registerSkybox(app, services, auth);
  registerMedia(app, services);
  registerCards(app, services, auth);

  app.openAPIRegistry.registerComponent('securitySchemes', 'xAuth', { type: 'apiKey', in: 'header', name: AUTH_HEADER });
  const document = () =>
    app.getOpenAPI31Document({
      openapi: '3.1.0',
      info: {
        title: 'KOKO API',
        version: '1.0.0',
        description: 'Every answer is an envelope {code, message, data, request_id}; code 0 is success.',
      },
      servers: [{ url: '/' }],
    });
  app.get('/openapi.json', (c) => c.json(document()));

  const methodsAt = createMethodIndex(
    app.openAPIRegistry.definitions.flatMap((d) => (d.type === 'route' ? [{ method: d.route.method, path: `${API_BASE}${d.route.path}` }] : [])),
  );
  app.notFound((c) => {
    const allowed = methodsAt(c.req.path);
    if (allowed.length > 0 && !allowed.includes(c.req.method)) {
      c.header('allow', allowed.join(', '));
      return fail(c, ErrorCode.MethodNotAllowed, `Method ${c.req.method} is not allowed; use ${allowed.join(' or ')}`, 405);
    }
    return fail(c, ErrorCode.NotFound, `No such call: ${c.req.method} ${c.req.path}`, 404);
  });
  app.onError(errorHandler(log));
  return app;
}

export type Backend = ReturnType<typeof createBackend>;
