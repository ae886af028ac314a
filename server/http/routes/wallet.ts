import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { listPageSchema, pageInput } from '@/lib/contracts/paging';
import { toListPage } from '@/server/domains/paging';
import { DAILY_ACTION_TYPES, dailyActionSchema, giftCoinResultSchema, ledgerEntrySchema, walletSchema } from '@/lib/contracts/wallet';
import type { Services } from '@/server/runtime/services';
import type { Auth } from '../auth';
import type { AppEnv } from '../context';
import { jsonRoute } from '../define-route';
import { ok } from '../respond';

const idempotencyKey = z.string().trim().min(1).max(64).optional().describe('Sending the same key again moves koin once');

export function registerWallet(app: OpenAPIHono<AppEnv>, services: Services, auth: Auth) {
  app.openapi(
    jsonRoute({ method: 'post', path: '/app/user/getWallet', tag: 'wallet', summary: 'The koin balance', auth: auth.required, data: walletSchema }),
    async (c) => ok(c, { balance: await services.wallet.balance(c.get('user')!.userId) }),
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/app/wallet/actionGiftCoin',
      tag: 'wallet',
      summary: 'Claims a daily action: sign (check-in), talk (refill when out of koin), register (welcome bonus)',
      auth: auth.required,
      body: z.object({ actionType: z.enum(DAILY_ACTION_TYPES) }),
      data: giftCoinResultSchema,
    }),
    async (c) => {
      const caller = c.get('user')!;
      return ok(c, await services.daily.claim(caller.userId, caller.isVisitor, c.req.valid('json').actionType));
    },
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/app/wallet/getDailyActionList',
      tag: 'wallet',
      summary: "Today's daily actions and their status",
      auth: auth.required,
      data: z.object({ list: z.array(dailyActionSchema) }),
    }),
    async (c) => {
      const caller = c.get('user')!;
      return ok(c, { list: await services.daily.list(caller.userId, caller.isVisitor) });
    },
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/app/wallet/getLedger',
      tag: 'wallet',
      summary: "The caller's koin history, newest first",
      auth: auth.required,
      body: z.object(pageInput(20)),
      data: listPageSchema(ledgerEntrySchema),
    }),
    async (c) => {
      const { current, size } = c.req.valid('json');
      const { list, total } = await services.wallet.history(c.get('user')!.userId, current, size);
      return ok(c, toListPage(list, total, { current, size }));
    },
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/ugc/wallet/giftCoin',
      tag: 'wallet',
      summary: "Gifts koin to a character; its author receives them",
      auth: auth.required,
      body: z.object({ roleId: z.coerce.number().int().positive(), amount: z.coerce.number().int().min(1).max(10_000), idempotencyKey }),
      data: z.object({ balance: z.number().int(), applied: z.boolean() }),
    }),
    async (c) => ok(c, await services.gifts.giftToRole(c.get('user')!, c.req.valid('json'))),
  );
}
