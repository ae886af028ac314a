import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  imagePreviewInput,
  imagePreviewSchema,
  priceInput,
  priceSchema,
  propertyBatchGetInput,
  propertyBatchSchema,
  propertyGetInput,
  propertyListInput,
  propertyListSchema,
  propertySchema,
  PropertyPath,
  propertyTaskSchema,
  retryGenerateInput,
  taskCancelInput,
  taskListInput,
  taskListSchema,
  taskProcessInput,
} from '@/lib/contracts/property';
import type { Services } from '@/server/runtime/services';
import type { Auth } from '../auth';
import type { AppEnv } from '../context';
import { jsonRoute } from '../define-route';
import { ok } from '../respond';

const TAG = 'property';

/** The asset library and its tasks (seed §7 app/property/*, ugc/property/taskCancel); every read scoped to its caller. */
export function registerProperties(app: OpenAPIHono<AppEnv>, services: Services, auth: Auth) {
  const userId = (c: { get(key: 'user'): AppEnv['Variables']['user'] }) => c.get('user')!.userId;

  app.openapi(
    jsonRoute({
      method: 'post',
      path: PropertyPath.getList,
      tag: TAG,
      summary: "The caller's assets (scope mine, every status) or everyone's published and approved ones (scope public), newest first",
      description: 'status 0 all, 1 generating, 2 draft, 10 published, 50 approved; taskFilter (the latest task) 0 all, 1 doing, 11/12/13 steps, 2 success, 3 fail, 50 approved.',
      auth: auth.required,
      body: propertyListInput,
      data: propertyListSchema,
    }),
    async (c) => {
      const input = c.req.valid('json');
      return ok(c, await services.properties.list({ ...input, ownerId: userId(c) }));
    },
  );

  app.openapi(
    jsonRoute({ method: 'post', path: PropertyPath.get, tag: TAG, summary: "One asset: the caller's own, or a published or approved one", auth: auth.required, body: propertyGetInput, data: propertySchema }),
    async (c) => ok(c, await services.properties.get(userId(c), c.req.valid('json').id)),
  );

  app.openapi(
    jsonRoute({ method: 'post', path: PropertyPath.batchGet, tag: TAG, summary: 'The assets named that the caller may read, in the order asked; the others are left out', auth: auth.required, body: propertyBatchGetInput, data: propertyBatchSchema }),
    async (c) => ok(c, { list: await services.properties.batchGet(userId(c), c.req.valid('json').ids) }),
  );

  app.openapi(
    jsonRoute({ method: 'post', path: PropertyPath.taskProcess, tag: TAG, summary: "A task's state and progress, by task or by its asset (the latest task); the caller's own only", auth: auth.required, body: taskProcessInput, data: propertyTaskSchema }),
    async (c) => ok(c, await services.generation.process(userId(c), c.req.valid('json'))),
  );

  app.openapi(
    jsonRoute({ method: 'post', path: PropertyPath.getTaskList, tag: TAG, summary: "The caller's generation tasks, newest first, by task filter code", auth: auth.required, body: taskListInput, data: taskListSchema }),
    async (c) => ok(c, await services.generation.list(userId(c), c.req.valid('json'))),
  );

  app.openapi(
    jsonRoute({
      method: 'post',
      path: PropertyPath.retryGenerate,
      tag: TAG,
      summary: 'Starts a failed or cancelled task again with the same input and seed, charged as a new start',
      auth: auth.required,
      body: retryGenerateInput,
      data: propertyTaskSchema,
    }),
    async (c) => ok(c, await services.generation.retry(c.get('user')!, c.req.valid('json').taskId)),
  );

  app.openapi(
    jsonRoute({ method: 'post', path: PropertyPath.getImagePreview, tag: TAG, summary: 'The image that stands for an asset, full size (null while nothing is made)', auth: auth.required, body: imagePreviewInput, data: imagePreviewSchema }),
    async (c) => ok(c, await services.properties.imagePreview(userId(c), c.req.valid('json').id)),
  );

  app.openapi(
    jsonRoute({ method: 'post', path: PropertyPath.getPrice, tag: TAG, summary: 'What starting one generation of a kind costs the caller now: free ones left today, else koin', auth: auth.required, body: priceInput, data: priceSchema }),
    async (c) => ok(c, await services.generation.price(c.get('user')!, c.req.valid('json').kind)),
  );

  app.openapi(
    jsonRoute({
      method: 'post',
      path: PropertyPath.taskCancel,
      tag: TAG,
      summary: "Cancels the caller's queued or running task; what it cost goes back",
      description: 'A queued task answers state 3 cancelled at once; a running one stops within a moment (follow it with taskProcess or the progress frame).',
      auth: auth.required,
      body: taskCancelInput,
      data: propertyTaskSchema,
    }),
    async (c) => ok(c, await services.generation.cancel(userId(c), c.req.valid('json').taskId)),
  );
}
