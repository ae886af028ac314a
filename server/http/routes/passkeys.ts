import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  passkeyAddFinishSchema,
  passkeyCeremonySchema,
  passkeyInfoSchema,
  passkeyListSchema,
  passkeyRemoveSchema,
  passkeyRenameSchema,
  passkeySignUpFinishSchema,
  passkeySignUpInputSchema,
  passkeyTicketSchema,
} from '@/lib/contracts/passkey';
import { ApiError, ErrorCode } from '@/server/errors';
import { PASSKEY_CALL_BURST, PASSKEY_CALLS_PER_MINUTE, RateLimiter } from '@/server/rate-limits/rate-limiter';
import type { Services } from '@/server/runtime/services';
import type { Auth } from '../auth';
import type { AppEnv } from '../context';
import { jsonRoute } from '../define-route';
import { rateLimit, type HttpLimits } from '../rate-limit';
import { ok } from '../respond';

const okData = z.object({ ok: z.literal(true) });

/** The page a ceremony is begun from: the browser's Origin, else the host the request came to. */
function pageOrigin(c: Context<AppEnv>): string | undefined {
  const origin = c.req.header('origin');
  if (origin && origin !== 'null') return origin;
  const host = c.req.header('x-forwarded-host') ?? c.req.header('host');
  if (!host) return undefined;
  const proto = c.req.header('x-forwarded-proto') ?? new URL(c.req.url).protocol.replace(':', '');
  return `${proto}://${host}`;
}

/** The signed-in account calling; visitors have no passkeys to manage. */
function account(c: Context<AppEnv>) {
  const user = c.get('user')!;
  if (user.isVisitor) throw new ApiError(ErrorCode.Forbidden, 'Sign in to manage passkeys');
  return user;
}

/**
 * Passkeys (WebAuthn): sign-up, sign-in's first step (its second is /user/login with source `passkey`) and the passkeys
 * of a signed-in account. Every ceremony is begun by a session (a visitor's, on a first visit), which it is bound to,
 * and each session's passkey calls are rate limited; a sign-in's answer needs a challenge, so it is held to the same limit.
 */
export function registerPasskeys(app: OpenAPIHono<AppEnv>, services: Services, auth: Auth, limits: HttpLimits) {
  const limit = rateLimit(limits.passkeys ?? new RateLimiter(PASSKEY_CALLS_PER_MINUTE, PASSKEY_CALL_BURST));
  const ceremony = { tag: 'passkey', auth: auth.required, limit } as const;
  app.openapi(
    jsonRoute({
      ...ceremony,
      method: 'post',
      path: '/user/passkey/signup/options',
      summary: 'Begins a sign-up with a passkey: a new account named `name`',
      description: 'On an instance without an owner, `setupCode` (printed by the server at its first start) is required, and the account becomes the owner.',
      body: passkeySignUpInputSchema,
      data: passkeyCeremonySchema,
    }),
    async (c) => ok(c, await services.passkeys.beginSignUp(c.get('user')!.userId, c.req.valid('json'), pageOrigin(c))),
  );
  app.openapi(
    jsonRoute({
      ...ceremony,
      method: 'post',
      path: '/user/passkey/signup/verify',
      summary: 'Finishes a passkey sign-up: creates the account and its passkey, answers a login ticket',
      description: 'Sign in with the ticket at /user/login, source `passkey-signup`, with the same session (the visitor is merged into the account).',
      body: passkeySignUpFinishSchema,
      data: passkeyTicketSchema,
    }),
    async (c) => {
      const { challengeId, response } = c.req.valid('json');
      return ok(c, await services.passkeys.finishSignUp(c.get('user')!.userId, challengeId, response));
    },
  );
  app.openapi(
    jsonRoute({
      ...ceremony,
      method: 'post',
      path: '/user/passkey/signin/options',
      summary: 'Begins a sign-in with a passkey (no account named: the browser offers the passkeys it holds)',
      description: 'Answer at /user/login with source `passkey` and as token the JSON of {challengeId, response}.',
      data: passkeyCeremonySchema,
    }),
    async (c) => ok(c, await services.passkeys.beginSignIn(c.get('user')!.userId, pageOrigin(c))),
  );
  app.openapi(
    jsonRoute({ ...ceremony, method: 'post', path: '/user/passkey/add/options', summary: "Begins adding a passkey to the caller's account", data: passkeyCeremonySchema }),
    async (c) => {
      const user = account(c);
      const info = await services.users.getUserInfo(user.userId);
      return ok(c, await services.passkeys.beginAdd(user.userId, pageOrigin(c), info.email ?? info.name));
    },
  );
  app.openapi(
    jsonRoute({ ...ceremony, method: 'post', path: '/user/passkey/add/verify', summary: "Adds the passkey to the caller's account", body: passkeyAddFinishSchema, data: passkeyInfoSchema }),
    async (c) => {
      const { challengeId, response, name } = c.req.valid('json');
      return ok(c, await services.passkeys.finishAdd(account(c).userId, challengeId, response, name));
    },
  );
  app.openapi(
    jsonRoute({ method: 'post', path: '/user/passkey/list', tag: 'passkey', summary: "The caller's passkeys, oldest first", auth: auth.required, data: passkeyListSchema }),
    async (c) => ok(c, await services.passkeys.list(account(c).userId)),
  );
  app.openapi(
    jsonRoute({ ...ceremony, method: 'post', path: '/user/passkey/rename', summary: 'Renames one of the caller\'s passkeys', body: passkeyRenameSchema, data: okData }),
    async (c) => {
      const { id, name } = c.req.valid('json');
      await services.passkeys.rename(account(c).userId, id, name);
      return ok(c, { ok: true as const });
    },
  );
  app.openapi(
    jsonRoute({
      ...ceremony,
      method: 'post',
      path: '/user/passkey/remove',
      summary: "Removes one of the caller's passkeys",
      description: 'Refused (409) when it is the last way the account can sign in.',
      body: passkeyRemoveSchema,
      data: okData,
    }),
    async (c) => {
      await services.passkeys.remove(account(c).userId, c.req.valid('json').id);
      return ok(c, { ok: true as const });
    },
  );
}
