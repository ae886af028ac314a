import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { managedUserSchema } from '@/lib/contracts/whitelist';
import { LocalModelPath, localModelNameInput, localModelsSchema } from '@/lib/contracts/local-models';
import { listPageSchema, pageInput } from '@/lib/contracts/paging';
import { toListPage } from '@/server/domains/paging';
import { ledgerEntrySchema } from '@/lib/contracts/wallet';
import type { Services } from '@/server/runtime/services';
import type { Auth } from '../auth';
import type { AppEnv } from '../context';
import { jsonRoute } from '../define-route';
import { ok } from '../respond';

const userIdField = z.coerce.number().int().positive();
const okData = z.object({ ok: z.literal(true) });

/** Whitelist-only calls (seed §6); the level is checked by AdminService on every call. */
export function registerAdmin(app: OpenAPIHono<AppEnv>, services: Services, auth: Auth) {
  registerLocalModels(app, services, auth);
  app.openapi(
    jsonRoute({ method: 'post', path: '/user/getWhiteList', tag: 'admin', summary: 'Whitelisted users (levels 1 and 2 may look)', auth: auth.required, data: z.object({ list: z.array(managedUserSchema) }) }),
    async (c) => ok(c, { list: await services.admin.whiteList(c.get('user')!) }),
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/user/addWhiteList',
      tag: 'admin',
      summary: 'Whitelists a signed-in user (internal admins only)',
      auth: auth.required,
      body: z.object({ userId: userIdField, level: z.union([z.literal(1), z.literal(2)]).default(2) }),
      data: okData,
    }),
    async (c) => {
      const { userId, level } = c.req.valid('json');
      await services.admin.addWhiteList(c.get('user')!, userId, level);
      return ok(c, { ok: true as const });
    },
  );
  app.openapi(
    jsonRoute({ method: 'post', path: '/user/removeWhiteList', tag: 'admin', summary: 'Removes a user from the whitelist (internal admins only)', auth: auth.required, body: z.object({ userId: userIdField }), data: okData }),
    async (c) => {
      await services.admin.removeWhiteList(c.get('user')!, c.req.valid('json').userId);
      return ok(c, { ok: true as const });
    },
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/user/findUsers',
      tag: 'admin',
      summary: 'Finds users by id, name or email (whitelisted staff)',
      auth: auth.required,
      body: z.object({ keyword: z.string().max(100).default(''), ...pageInput(20) }),
      data: listPageSchema(managedUserSchema),
    }),
    async (c) => {
      const { keyword, current, size } = c.req.valid('json');
      const { list, total } = await services.admin.findUsers(c.get('user')!, keyword, current, size);
      return ok(c, toListPage(list, total, { current, size }));
    },
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/app/wallet/manageCoin',
      tag: 'admin',
      summary: 'Grants (amount > 0) or takes (amount < 0) koin with a reason (internal admins only)',
      auth: auth.required,
      body: z.object({
        userId: userIdField,
        amount: z.coerce.number().int().min(-1_000_000).max(1_000_000).refine((v) => v !== 0, 'must not be 0'),
        reason: z.string().trim().min(1, 'Please enter the reason').max(200),
        idempotencyKey: z.string().trim().min(1).max(64).optional(),
      }),
      data: z.object({ balance: z.number().int(), applied: z.boolean() }),
    }),
    async (c) => ok(c, await services.admin.manageKoin(c.get('user')!, c.req.valid('json'))),
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/app/wallet/getUserLedger',
      tag: 'admin',
      summary: "A user's koin history (whitelisted staff)",
      auth: auth.required,
      body: z.object({ userId: userIdField, ...pageInput(20) }),
      data: listPageSchema(ledgerEntrySchema),
    }),
    async (c) => {
      const { userId, current, size } = c.req.valid('json');
      await services.admin.assertCanView(c.get('user')!);
      const { list, total } = await services.wallet.history(userId, current, size);
      return ok(c, toListPage(list, total, { current, size }));
    },
  );
}

/** The local chat models (README "Local models"): staff look, internal admins download, choose and delete. */
function registerLocalModels(app: OpenAPIHono<AppEnv>, services: Services, auth: Auth) {
  const { localModels } = services;
  app.openapi(
    jsonRoute({ method: 'get', path: LocalModelPath.status, tag: 'admin', summary: 'The local chat models, the one served, and the download of the recommended one (whitelisted staff)', auth: auth.required, data: localModelsSchema }),
    async (c) => ok(c, await localModels.status(c.get('user')!)),
  );
  app.openapi(
    jsonRoute({ method: 'post', path: LocalModelPath.pull, tag: 'admin', summary: 'Starts (or resumes) downloading the model KOKO_MODEL_PULL_URL names; follow it with the status call (internal admins only)', auth: auth.required, data: localModelsSchema }),
    async (c) => ok(c, await localModels.startPull(c.get('user')!)),
  );
  app.openapi(
    jsonRoute({ method: 'post', path: LocalModelPath.use, tag: 'admin', summary: 'Chooses the model to serve from the next start (internal admins only)', auth: auth.required, body: localModelNameInput, data: localModelsSchema }),
    async (c) => ok(c, await localModels.use(c.get('user')!, c.req.valid('json').name)),
  );
  app.openapi(
    jsonRoute({ method: 'post', path: LocalModelPath.remove, tag: 'admin', summary: 'Deletes a model that is not being served (internal admins only)', auth: auth.required, body: localModelNameInput, data: localModelsSchema }),
    async (c) => ok(c, await localModels.remove(c.get('user')!, c.req.valid('json').name)),
  );
}
