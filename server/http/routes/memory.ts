import type { OpenAPIHono } from '@hono/zod-openapi';
import { chatMemorySchema, factDeleteInput, factEditInput, memoryRoleInput, summaryEditInput } from '@/lib/contracts/memory';
import type { Services } from '@/server/runtime/services';
import type { Auth } from '../auth';
import type { AppEnv } from '../context';
import { jsonRoute } from '../define-route';
import { ok } from '../respond';

/** What a character remembers about the caller, and the caller's edits to it: only ever their own memory. */
export function registerMemory(app: OpenAPIHono<AppEnv>, services: Services, auth: Auth) {
  const memory = services.chat.memory;
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/app/memory/get',
      tag: 'memory',
      summary: 'What the character remembers about the caller: the facts they told it and the summary of older turns',
      auth: auth.required,
      body: memoryRoleInput,
      data: chatMemorySchema,
    }),
    async (c) => ok(c, await memory.get(c.get('user')!, c.req.valid('json').roleId)),
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/app/memory/editFact',
      tag: 'memory',
      summary: 'Changes what a remembered fact says (named by its kind and value); the summary forgets the old value',
      auth: auth.required,
      body: factEditInput,
      data: chatMemorySchema,
    }),
    async (c) => ok(c, await memory.editFact(c.get('user')!, c.req.valid('json'))),
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/app/memory/deleteFact',
      tag: 'memory',
      summary: 'Forgets one fact (named by its kind and value), and the sentences of the summary that name it',
      auth: auth.required,
      body: factDeleteInput,
      data: chatMemorySchema,
    }),
    async (c) => ok(c, await memory.deleteFact(c.get('user')!, c.req.valid('json'))),
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/app/memory/saveSummary',
      tag: 'memory',
      summary: 'Replaces the summary the character keeps of older turns; an empty summary clears it',
      auth: auth.required,
      body: summaryEditInput,
      data: chatMemorySchema,
    }),
    async (c) => {
      const { roleId, summary } = c.req.valid('json');
      return ok(c, await memory.saveSummary(c.get('user')!, roleId, summary));
    },
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/app/memory/forget',
      tag: 'memory',
      summary: 'Forgets everything: the facts, the summary and the turns said so far reach no later prompt (the history stays)',
      auth: auth.required,
      body: memoryRoleInput,
      data: chatMemorySchema,
    }),
    async (c) => ok(c, await memory.forget(c.get('user')!, c.req.valid('json').roleId)),
  );
}
