import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../context';
import { jsonRoute } from '../define-route';
import { ok } from '../respond';

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  bus: z.enum(['memory', 'redis']),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

export function registerHealth(app: OpenAPIHono<AppEnv>, check: () => Promise<Health>) {
  app.openapi(jsonRoute({ method: 'get', path: '/health', tag: 'system', summary: 'Liveness and backing services', data: healthSchema }), async (c) =>
    ok(c, await check()),
  );
}
