import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { inStoreReview, parseUserAgent } from '@/lib/bridge/app-version';
import { feedbackInputSchema, feedbackItemSchema } from '@/lib/contracts/feedback';
import { EMAIL_MAX, passwordSchema } from '@/lib/contracts/accounts';
import { personaInputSchema, personaSchema, userInfoSchema, userSettingInputSchema } from '@/lib/contracts/user';
import { listPageSchema, pageInput } from '@/lib/contracts/paging';
import { toListPage } from '@/server/domains/paging';
import { avatarPresets } from '@/server/domains/users/avatars';
import { LOGIN_SOURCES } from '@/server/domains/users/identity/identity';
import type { Services } from '@/server/runtime/services';
import type { Auth } from '../auth';
import { AUTH_HEADER } from '../auth';
import type { AppEnv } from '../context';
import { holdToAccountLimits } from '../account-limits';
import { jsonRoute } from '../define-route';
import type { HttpLimits } from '../rate-limit';
import { ok } from '../respond';

const loginBody = z.object({
  source: z.enum(LOGIN_SOURCES),
  token: z.string().max(8192).optional().describe('The provider credential: an ID token (google, apple) or an access token (facebook)'),
  email: z.string().max(EMAIL_MAX).optional().describe('Password logins: the email of the local account'),
  password: passwordSchema.optional().describe('Password logins: its password. A wrong email or password answers the same (-2, HTTP 401)'),
  deviceId: z.string().trim().max(128).optional().describe('This device (visitor logins need it; for accounts it tells a re-login on the same device from another device)'),
  deviceSecret: z
    .string()
    .max(256)
    .optional()
    .describe("Visitor logins: the device secret an earlier login returned. Without it (or with a wrong one) a known device id opens nothing: a new visitor is made on a new deviceId"),
  systemType: z.string().max(32).optional(),
  systemVersion: z.string().max(64).optional(),
  phoneModel: z.string().max(128).optional(),
  checkedLogin: z.boolean().optional().describe('Confirms ending the session on another device (after code 607)'),
});

const loginData = z.object({
  token: z.string().describe('The session token for x-auth. One live token per user: a later login of the same user ends this one (401)'),
  register: z.boolean().describe('True only when this login created the user'),
  userInfo: userInfoSchema,
  bonus: z.number().int().describe('Welcome koin paid by this login'),
  merged: z.number().int().describe('Koin a visitor brought into the account'),
  deviceId: z.string().optional().describe('Visitor logins: the device the visitor is on; differs from the deviceId sent when that could not be opened. Keep it'),
  deviceSecret: z
    .string()
    .optional()
    .describe(
      'Visitor logins that made a device secret (a new visitor, or a device first opened by a live session of its visitor): sent this once and never again; keep it like a token and send it with every later visitor login. Browsers never see it: the web sign-in keeps it in an HttpOnly cookie',
    ),
});

const okData = z.object({ ok: z.literal(true) });

export function registerUser(app: OpenAPIHono<AppEnv>, services: Services, auth: Auth, limits: HttpLimits) {
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/user/login',
      tag: 'user',
      summary: 'Visitor, password or provider login; x-auth of a visitor merges them into the account',
      auth: auth.optional,
      body: loginBody,
      data: loginData,
    }),
    async (c) => {
      const input = c.req.valid('json');
      if (input.source === 'password') await holdToAccountLimits(limits.accounts, c, 'sign-in', input.email);
      return ok(c, await services.login.login(input, c.req.header(AUTH_HEADER)));
    },
  );
  app.openapi(
    jsonRoute({ method: 'get', path: '/user/loginSources', tag: 'user', summary: 'Sign-in sources this server accepts', data: z.object({ list: z.array(z.string()) }) }),
    (c) => ok(c, { list: services.loginSources }),
  );
  app.openapi(
    jsonRoute({ method: 'post', path: '/user/logout', tag: 'user', summary: 'Ends this session and closes its sockets (POST only)', auth: auth.required, data: okData }),
    async (c) => {
      await services.users.logout(c.get('user')!);
      return ok(c, { ok: true as const });
    },
  );
  app.openapi(
    jsonRoute({ method: 'get', path: '/user', tag: 'user', summary: "The caller's user info", auth: auth.required, data: userInfoSchema }),
    async (c) => {
      const info = await services.users.getUserInfo(c.get('user')!.userId);
      return ok(c, { ...info, inCheck: inStoreReview(parseUserAgent(c.req.header('user-agent') ?? ''), services.app.reviewVersions) });
    },
  );
  app.openapi(
    jsonRoute({ method: 'post', path: '/user/cancel', tag: 'user', summary: 'Deletes the account and its data; every token stops working', auth: auth.required, data: okData }),
    async (c) => {
      await services.users.cancel(c.get('user')!);
      return ok(c, { ok: true as const });
    },
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/userSetting',
      tag: 'user',
      summary: 'Changes the fields sent; turning adult content on needs a signed-in user',
      auth: auth.required,
      body: userSettingInputSchema,
      data: userInfoSchema,
    }),
    async (c) => ok(c, await services.settings.update(c.get('user')!, c.req.valid('json'))),
  );
  app.openapi(
    jsonRoute({ method: 'post', path: '/user/getUserPersonalConfig', tag: 'user', summary: 'The chat persona', auth: auth.required, data: personaSchema }),
    async (c) => ok(c, await services.settings.getPersona(c.get('user')!.userId)),
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/user/upsertUserPersonalConfig',
      tag: 'user',
      summary: 'Saves the chat persona (fields sent change)',
      auth: auth.required,
      body: personaInputSchema,
      data: personaSchema,
    }),
    async (c) => ok(c, await services.settings.upsertPersona(c.get('user')!.userId, c.req.valid('json'))),
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/user/getAvatarUrl',
      tag: 'user',
      summary: "The caller's picture and the pictures they may choose",
      auth: auth.required,
      data: z.object({ avatarUrl: z.string().nullable(), list: z.array(z.string()) }),
    }),
    async (c) => {
      const user = await services.users.getUserInfo(c.get('user')!.userId);
      const list = avatarPresets();
      return ok(c, { avatarUrl: user.avatar, list: user.avatar && !list.includes(user.avatar) ? [user.avatar, ...list] : list });
    },
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/push/deviceToken',
      tag: 'user',
      summary: 'Registers the push token of this platform',
      auth: auth.required,
      body: z.object({ systemType: z.enum(['ios', 'android', 'pc', 'h5']), deviceToken: z.string().trim().min(1).max(512) }),
      data: okData,
    }),
    async (c) => {
      const { systemType, deviceToken } = c.req.valid('json');
      await services.settings.registerPushToken(c.get('user')!.userId, systemType, deviceToken);
      return ok(c, { ok: true as const });
    },
  );
  app.openapi(
    jsonRoute({ method: 'post', path: '/user/setFeedback', tag: 'feedback', summary: 'Sends feedback', auth: auth.required, body: feedbackInputSchema, data: z.object({ id: z.number().int() }) }),
    async (c) => ok(c, { id: await services.feedback.add(c.get('user')!.userId, c.req.valid('json')) }),
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/user/getFeedbackPage',
      tag: 'feedback',
      summary: "Feedback, newest first: whitelisted staff see everyone's, others their own",
      auth: auth.required,
      body: z.object(pageInput(10, 50)),
      data: listPageSchema(feedbackItemSchema),
    }),
    async (c) => {
      const caller = c.get('user')!;
      const { current, size } = c.req.valid('json');
      const staff = await services.admin.assertCanView(caller).then(
        () => true,
        () => false,
      );
      const { list, total } = await services.feedback.page(current, size, staff ? undefined : caller.userId);
      return ok(c, toListPage(list, total, { current, size }));
    },
  );
}
