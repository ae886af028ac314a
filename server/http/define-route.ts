import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { envelopeSchema, errorEnvelopeSchema } from '@/lib/contracts/envelope';

interface JsonRouteOptions<Body extends z.ZodType | undefined, Query extends z.ZodObject | undefined, Data extends z.ZodType> {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  tag: string;
  summary: string;
  /** What the summary leaves out (semantics a client must know). */
  description?: string;
  /** The auth middleware: required (x-auth must name a live session) or optional. */
  auth?: { required: boolean; middleware: MiddlewareHandler };
  /** A per-user rate limit (rateLimit), checked after auth (which it requires): over it the call is answered 429. */
  limit?: MiddlewareHandler;
  body?: Body;
  query?: Query;
  data: Data;
}

/** An error answer in the OpenAPI document: the envelope with a non-zero code. */
export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorEnvelopeSchema } },
});

/** A required multipart/form-data request body with these fields (files described as binary strings). */
export const multipartBody = <Fields extends z.ZodRawShape>(fields: Fields) => ({
  body: { required: true, content: { 'multipart/form-data': { schema: z.object(fields) } } },
});

/** One shape for every JSON call: its request schemas, the enveloped data and the error answers. */
export function jsonRoute<
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodObject | undefined = undefined,
  Data extends z.ZodType = z.ZodType,
>(o: JsonRouteOptions<Body, Query, Data>) {
  // The limit is kept per user: only a call that knows its caller can have one.
  if (o.limit && !o.auth?.required) throw new Error(`${o.path}: a rate-limited call must require auth`);
  return createRoute({
    method: o.method,
    path: o.path,
    tags: [o.tag],
    summary: o.summary,
    ...(o.description ? { description: o.description } : {}),
    ...(o.auth ? { security: [{ xAuth: [] }], middleware: o.limit ? ([o.auth.middleware, o.limit] as const) : ([o.auth.middleware] as const) } : {}),
    request: {
      ...(o.body ? { body: { required: true, content: { 'application/json': { schema: o.body } } } } : {}),
      ...(o.query ? { query: o.query } : {}),
    } as {
      body: Body extends z.ZodType ? { required: true; content: { 'application/json': { schema: Body } } } : never;
      query: Query;
    },
    responses: {
      200: { description: 'Success (code 0), or a business outcome with a non-zero code', content: { 'application/json': { schema: envelopeSchema(o.data) } } },
      400: errorResponse('Invalid parameters; the message names the field'),
      ...(o.auth?.required ? { 401: errorResponse('Login status is invalid') } : {}),
      ...(o.limit ? { 429: errorResponse('Too many calls of this kind from this user (code 429); try again after Retry-After seconds') } : {}),
      500: errorResponse('Unexpected error, masked; quote the request_id'),
      503: errorResponse('The database cannot be reached for now; try again after the Retry-After header\'s seconds'),
    },
  });
}
