import type { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { ASSET_KINDS, CREATE_KINDS, createPath, generateCommonInput, generatePath, generateResultSchema, type AssetKind } from '@/lib/contracts/property';
import type { Services } from '@/server/runtime/services';
import type { Auth } from '../auth';
import type { AppEnv } from '../context';
import { jsonRoute } from '../define-route';
import { ok } from '../respond';

/** Every generate/create body: the common fields, and the kind's own (read by its generator's input schema). */
const generateBody = generateCommonInput.loose();

/**
 * app/{kind}/generate for every kind and app/{kind}/create where the seed has it (seed §7): one generic call that
 * reads the body with the kind's generator, charges the start (README "Creation: quotas and prices") and queues the
 * task. A kind this server has no generator for is refused with a clear error.
 */
export function registerGeneration(app: OpenAPIHono<AppEnv>, services: Services, auth: Auth, limit: MiddlewareHandler) {
  const route = (kind: AssetKind, path: string, summary: string) =>
    app.openapi(
      jsonRoute({
        method: 'post',
        path,
        tag: 'generation',
        summary,
        description: `The body carries name, seed and assetId (to regenerate one of the caller's own) besides the ${kind} generator's own fields. Visitors are asked to log in (code -1); an empty balance past the free quota answers 614.`,
        auth: auth.required,
        limit,
        body: generateBody,
        data: generateResultSchema,
      }),
      async (c) => {
        const user = c.get('user')!;
        const body = c.req.valid('json');
        const started = await services.generation.start(user, kind, body, generateCommonInput.parse(body));
        return ok(c, { task: started.task, asset: await services.properties.get(user.userId, started.assetId), price: started.price });
      },
    );
  for (const kind of ASSET_KINDS) route(kind, generatePath(kind), `Starts generating a ${kind}: answers the queued task, its asset and the price now`);
  for (const kind of CREATE_KINDS) route(kind, createPath(kind), `Creates a new ${kind} asset and starts its first generation (same body and answer as generate)`);
}
