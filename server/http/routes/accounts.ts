import { z, type OpenAPIHono } from '@hono/zod-openapi';
import {
  accountLinkSchema,
  accountsStatusSchema,
  emailSchema,
  passwordSchema,
  setupInputSchema,
  signUpInputSchema,
  signUpResultSchema,
  tokenField,
} from '@/lib/contracts/accounts';
import type { Services } from '@/server/runtime/services';
import { holdToAccountLimits } from '../account-limits';
import type { Auth } from '../auth';
import type { AppEnv } from '../context';
import { jsonRoute } from '../define-route';
import type { HttpLimits } from '../rate-limit';
import { ok } from '../respond';
import { requestLocale } from '../request-locale';

const okData = z.object({ ok: z.literal(true) });
const userIdField = z.coerce.number().int().positive();

/**
 * Local accounts (email + password): first-run setup, sign-up, verification, reset and change of passwords, and the
 * owners' tools. Signing in is POST /user/login with source `password`. Every call that takes an email or a link
 * is held to limits per address and per email (429 with Retry-After).
 */
export function registerAccounts(app: OpenAPIHono<AppEnv>, services: Services, auth: Auth, limits: HttpLimits) {
  const accounts = services.localAccounts;
  app.openapi(
    jsonRoute({ method: 'get', path: '/user/accounts/status', tag: 'accounts', summary: 'Whether this server still needs its owner, its sign-up policy and whether it sends mail', data: accountsStatusSchema }),
    async (c) => ok(c, { needsSetup: await accounts.needsSetup(), signup: accounts.signupPolicy, mail: accounts.mailConfigured }),
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/user/setup',
      tag: 'accounts',
      summary: "First-run setup: makes the owner's account with the setup code; then sign in with the same email and password",
      description: "Answers 403 for a wrong setup code and 409 once the server has an owner. The code is in the server's log and in <data dir>/setup-code.",
      body: setupInputSchema,
      data: signUpResultSchema,
    }),
    async (c) => {
      const input = c.req.valid('json');
      await holdToAccountLimits(limits.accounts, c, 'setup');
      return ok(c, await accounts.setup(input));
    },
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/user/signup',
      tag: 'accounts',
      summary: 'Makes a local account (name, email, password; an invitation token where sign-up is by invitation)',
      description:
        'status signed-up: sign in now with POST /user/login {source: "password"}; check-mail: a verification link was mailed (also the answer for an email that has an account, whose owner is told by mail). Without mail a taken email answers 409 with a message that does not say whose it is.',
      body: signUpInputSchema,
      data: signUpResultSchema,
    }),
    async (c) => {
      const input = c.req.valid('json');
      await holdToAccountLimits(limits.accounts, c, 'sign-up', input.email);
      return ok(c, await accounts.signUp(input, requestLocale(c)));
    },
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/user/password/forgot',
      tag: 'accounts',
      summary: 'Asks for a password reset link: mailed when mail is configured, else made by an owner; the same answer for every email',
      body: z.object({ email: emailSchema }),
      data: okData,
    }),
    async (c) => {
      const { email } = c.req.valid('json');
      await holdToAccountLimits(limits.accounts, c, 'reset', email);
      await accounts.requestReset(email, requestLocale(c));
      return ok(c, { ok: true as const });
    },
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/user/password/reset',
      tag: 'accounts',
      summary: "Sets a new password with a reset link's token (once, within an hour); every session of the account ends",
      body: z.object({ token: tokenField, password: passwordSchema }),
      data: okData,
    }),
    async (c) => {
      const { token, password } = c.req.valid('json');
      await holdToAccountLimits(limits.accounts, c, 'link');
      await accounts.resetPassword(token, password);
      return ok(c, { ok: true as const });
    },
  );
  app.openapi(
    jsonRoute({ method: 'post', path: '/user/email/verify', tag: 'accounts', summary: "Verifies the email with a verification link's token (once, within 7 days)", body: z.object({ token: tokenField }), data: okData }),
    async (c) => {
      await holdToAccountLimits(limits.accounts, c, 'link');
      await accounts.verifyEmail(c.req.valid('json').token);
      return ok(c, { ok: true as const });
    },
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/user/password/change',
      tag: 'accounts',
      summary: "Changes the signed-in user's password (the current one is asked)",
      auth: auth.required,
      body: z.object({ currentPassword: passwordSchema, password: passwordSchema }),
      data: okData,
    }),
    async (c) => {
      const { currentPassword, password } = c.req.valid('json');
      await holdToAccountLimits(limits.accounts, c, 'password', `user:${c.get('user')!.userId}`);
      await accounts.changePassword(c.get('user')!, currentPassword, password);
      return ok(c, { ok: true as const });
    },
  );

  // ---- the owners' tools (internal admins only; audited) ----
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/user/invite',
      tag: 'admin',
      summary: 'Makes an invitation link (7 days, once), optionally for one email (mailed there when mail is configured)',
      auth: auth.required,
      body: z.object({ email: emailSchema.optional() }),
      data: accountLinkSchema,
    }),
    async (c) => ok(c, await services.accountAdmin.invite(c.get('user')!, c.req.valid('json').email, requestLocale(c))),
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/user/resetLink',
      tag: 'admin',
      summary: "Makes a password reset link for a local account (1 hour, once): mailed to the user when mail is configured, and shown",
      auth: auth.required,
      body: z.object({ userId: userIdField }),
      data: accountLinkSchema,
    }),
    async (c) => ok(c, await services.accountAdmin.resetLink(c.get('user')!, c.req.valid('json').userId, requestLocale(c))),
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/user/setDisabled',
      tag: 'admin',
      summary: "Disables a user (their sessions end at once and no sign-in opens the account) or enables them again",
      auth: auth.required,
      body: z.object({ userId: userIdField, disabled: z.boolean() }),
      data: okData,
    }),
    async (c) => {
      const { userId, disabled } = c.req.valid('json');
      await services.accountAdmin.setDisabled(c.get('user')!, userId, disabled);
      return ok(c, { ok: true as const });
    },
  );
}
