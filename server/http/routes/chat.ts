import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { BodyPart, historyMessageSchema, historyPageSchema, historyQuerySchema, TopicType, type BodyPartName } from '@/lib/contracts/chat';
import { int32Input } from '@/lib/contracts/integers';
import { messageIdSchema } from '@/lib/contracts/socket-frame';
import type { Services } from '@/server/runtime/services';
import type { Auth } from '../auth';
import type { AppEnv } from '../context';
import { jsonRoute } from '../define-route';
import { rateLimit, type HttpLimits } from '../rate-limit';
import { ok } from '../respond';

const roleId = z.coerce.number().int().positive();
const msgId = messageIdSchema;
const BODY_PART_BY_CODE = new Map(Object.entries(BodyPart).map(([name, code]) => [code, name as BodyPartName]));

export function registerChat(app: OpenAPIHono<AppEnv>, services: Services, auth: Auth, limits: HttpLimits) {
  // Every call here that reaches the model counts against the caller's budget of model calls.
  const modelCall = rateLimit(limits.modelCalls);
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/user/getHistoryMsg',
      tag: 'chat',
      summary: 'A page of a conversation, newest first (read at data.data.list); reading acknowledges unless noAck',
      auth: auth.required,
      body: historyQuerySchema,
      data: z.object({ data: historyPageSchema }),
    }),
    async (c) => ok(c, { data: await services.chatHistory.page(c.get('user')!.userId, c.req.valid('json')) }),
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/chat/conversationList',
      tag: 'chat',
      summary: "The caller's conversations with their newest message and unread count, newest first",
      auth: auth.required,
      body: z.object({ size: z.coerce.number().int().min(1).max(100).default(50) }),
      data: z.object({
        list: z.array(
          z.object({
            roleId: z.number().int().nullable(),
            topicId: z.string(),
            roleName: z.string(),
            roleCover: z.string().nullable(),
            lastMsg: z.object({ msgId: z.string(), content: z.string(), fromUid: z.string(), sendTimestamp: z.number() }),
            messageUnread: z.number().int(),
          }),
        ),
      }),
    }),
    async (c) => ok(c, { list: await services.chatHistory.conversations(c.get('user')!.userId, TopicType.AiSingle, c.req.valid('json').size) }),
  );
  app.openapi(
    jsonRoute({
      method: 'get',
      path: '/chat/suggestion',
      tag: 'chat',
      summary: 'Reply inspirations: short lines the user might send next',
      auth: auth.required,
      limit: modelCall,
      query: z.object({ roleId, num: z.coerce.number().int().min(1).max(5).default(2), userId: z.string().optional(), gameId: z.string().optional() }),
      data: z.object({ list: z.array(z.string()) }),
    }),
    async (c) => {
      const query = c.req.valid('query');
      return ok(c, { list: await services.chat.suggestions(c.get('user')!, query.roleId, query.num) });
    },
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/chat/singleSuggestion',
      tag: 'chat',
      summary: 'One reply inspiration',
      auth: auth.required,
      limit: modelCall,
      body: z.object({ roleId, lang: z.string().max(16).optional() }),
      data: z.object({ content: z.string() }),
    }),
    async (c) => {
      const [content = ''] = await services.chat.suggestions(c.get('user')!, c.req.valid('json').roleId, 1);
      return ok(c, { content });
    },
  );
  app.openapi(
    jsonRoute({
      method: 'get',
      path: '/chat/click',
      tag: 'chat',
      summary: 'A touch on a body part (11 head … 18 right leg): the character reacts in words, expression and motion',
      auth: auth.required,
      limit: modelCall,
      query: z.object({
        roleId,
        bodyPart: z.coerce.number().int().refine((code) => BODY_PART_BY_CODE.has(code as never), 'must be a body part code 11-18'),
        fromType: int32Input().optional(),
        gameId: z.string().optional(),
        conversationId: z.string().optional(),
      }),
      data: historyMessageSchema,
    }),
    async (c) => {
      const query = c.req.valid('query');
      return ok(c, await services.chat.touch(c.get('user')!, query.roleId, BODY_PART_BY_CODE.get(query.bodyPart as never)!));
    },
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/chat/msgRephrase',
      tag: 'chat',
      summary: 'Writes the newest reply again for 1 koin (rewriteCount + 1); the new text also streams over the socket',
      description:
        'Paid once per rewrite that reaches the model: the same call again while the first is under way on this server gets its answer (or its error) and pays nothing; ' +
        'one under way on another server is refused with 409. A rewrite that failed was refunded, and asking again pays again. No koin: 614, nothing asked.',
      auth: auth.required,
      limit: modelCall,
      body: z.object({ msgId }),
      data: historyMessageSchema,
    }),
    async (c) => ok(c, await services.chat.rephrase(c.get('user')!, c.req.valid('json').msgId)),
  );
  app.openapi(
    jsonRoute({ method: 'get', path: '/app/api/snowflakeId', tag: 'chat', summary: 'A unique, time-ordered message id', data: z.object({ id: z.string() }) }),
    (c) => ok(c, { id: services.ids.nextString() }),
  );
  app.openapi(
    jsonRoute({
      method: 'get',
      path: '/user/socketTicket',
      tag: 'chat',
      summary: 'A one-time ticket (60 s) to open /websocket/{userId}?token={ticket} without the session token',
      auth: auth.required,
      data: z.object({ ticket: z.string(), userId: z.number().int() }),
    }),
    async (c) => {
      const caller = c.get('user')!;
      return ok(c, { ticket: await services.socketTickets.issue(caller), userId: caller.userId });
    },
  );
}
