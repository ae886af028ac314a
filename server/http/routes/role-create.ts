import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { tagSchema } from '@/lib/contracts/role';
import {
  characterCreateInput,
  createAiRoleInput,
  pipePublishInput,
  pipeSaveInput,
  reviewApproveInput,
  reviewListInput,
  reviewListSchema,
  reviewRejectInput,
  reviewTakeDownInput,
  roleDeletedSchema,
  roleDraftSchema,
  roleIdBodySchema,
  RoleCreatePath,
  tagCreatedSchema,
  tagCreateInput,
  updateTagBackgroundInput,
} from '@/lib/contracts/role-create';
import { toListPage } from '@/server/domains/paging';
import type { Services } from '@/server/runtime/services';
import type { Auth } from '../auth';
import type { AppEnv } from '../context';
import { jsonRoute } from '../define-route';
import { ok } from '../respond';

const ACCOUNTS_ONLY = 'Signed-in accounts only: a visitor is asked to log in (code -1).';
const OWN_ONLY = "Only the caller's own roles: another user's role id answers 404, as a missing one does.";
const STAFF_ONLY = 'Whitelisted staff (levels 1 and 2) only; others get code 403.';

/**
 * Creating a character (seed §7 "Characters, roles, tags, generation"; lib/contracts/role-create.ts): the author's
 * draft calls, publishing and review, the character step, tag creation and the staff's review calls.
 */
export function registerRoleCreation(app: OpenAPIHono<AppEnv>, services: Services, auth: Auth) {
  const creation = services.roleCreation;
  const author = <Body extends z.ZodType>(path: string, summary: string, body: Body, description = `${ACCOUNTS_ONLY} ${OWN_ONLY}`) =>
    jsonRoute({ method: 'post', path, tag: 'role creation', summary, description, auth: auth.required, body, data: roleDraftSchema });

  app.openapi(
    jsonRoute({
      method: 'post',
      path: RoleCreatePath.createAiRole,
      tag: 'role creation',
      summary: "Starts a new character: a draft (status 2) of the caller's with this name",
      description: ACCOUNTS_ONLY,
      auth: auth.required,
      body: createAiRoleInput,
      data: roleDraftSchema,
    }),
    async (c) => ok(c, await creation.create(c.get('user')!, c.req.valid('json'))),
  );
  app.openapi(author(RoleCreatePath.getDraft, "The author's role as the editor loads it, with its review state and what publishing still needs", roleIdBodySchema), async (c) =>
    ok(c, await creation.draft(c.get('user')!, c.req.valid('json').roleId)),
  );
  app.openapi(
    author(
      RoleCreatePath.pipeSave,
      'Saves the fields sent (any subset) and the creation progress; the same body twice leaves the same draft',
      pipeSaveInput,
      `${ACCOUNTS_ONLY} ${OWN_ONLY} Idempotent: the client retries it on error. Asset ids must name the caller's own assets (or published ones) of the field's kind; tags must exist (app/tag/create).`,
    ),
    async (c) => ok(c, await creation.save(c.get('user')!, c.req.valid('json'))),
  );
  app.openapi(
    author(
      RoleCreatePath.pipePublish,
      "Saves the fields sent and publishes the role (status 10); refused with 'This role resource is incomplete' (nothing saved) when incomplete",
      pipePublishInput,
    ),
    async (c) => ok(c, await creation.saveAndPublish(c.get('user')!, c.req.valid('json'))),
  );
  app.openapi(
    author(RoleCreatePath.publish, "Publishes a complete role (status 10: its profile link and chat open to anyone); 'This role resource is incomplete' otherwise", roleIdBodySchema),
    async (c) => ok(c, await creation.publish(c.get('user')!, c.req.valid('json').roleId)),
  );
  app.openapi(
    author(RoleCreatePath.push, 'Asks staff to review the role for Discover (publishing a complete draft first); it stays published until approved', roleIdBodySchema),
    async (c) => ok(c, await creation.push(c.get('user')!, c.req.valid('json').roleId)),
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: RoleCreatePath.delete,
      tag: 'role creation',
      summary: 'Deletes the role for everyone (its profile answers 404, it leaves every feed); chats with it stay readable as history',
      description: `${ACCOUNTS_ONLY} ${OWN_ONLY}`,
      auth: auth.required,
      body: roleIdBodySchema,
      data: roleDeletedSchema,
    }),
    async (c) => ok(c, await creation.delete(c.get('user')!, c.req.valid('json').roleId)),
  );
  app.openapi(
    author(
      RoleCreatePath.characterCreate,
      "Saves the character step's fields (as pipeSave does); an empty example dialogue is refused",
      characterCreateInput,
    ),
    async (c) => ok(c, await creation.save(c.get('user')!, c.req.valid('json'))),
  );

  app.openapi(
    jsonRoute({
      method: 'post',
      path: RoleCreatePath.tagCreate,
      tag: 'tags',
      summary: "Creates a role tag (titles unique in any case); an existing title answers that tag with created false",
      description: `${ACCOUNTS_ONLY} On success the client shows 'The tag name has been created.'`,
      auth: auth.required,
      body: tagCreateInput,
      data: tagCreatedSchema,
    }),
    async (c) => ok(c, await services.tagCreation.create(c.get('user')!, c.req.valid('json').title)),
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: RoleCreatePath.updateTagBackground,
      tag: 'tags',
      summary: "Changes a tag's background image (null removes it): staff for any tag, a creator for the tags they created",
      auth: auth.required,
      body: updateTagBackgroundInput,
      data: tagSchema,
    }),
    async (c) => ok(c, await services.tagCreation.updateBackground(c.get('user')!, c.req.valid('json'))),
  );

  app.openapi(
    jsonRoute({
      method: 'post',
      path: RoleCreatePath.reviewList,
      tag: 'role review',
      summary: 'Roles by review state (pending by default), the oldest request first',
      description: STAFF_ONLY,
      auth: auth.required,
      body: reviewListInput,
      data: reviewListSchema,
    }),
    async (c) => {
      const { reviewState, current, size } = c.req.valid('json');
      const { list, total } = await creation.reviewList(c.get('user')!, { reviewState, current, size });
      return ok(c, toListPage(list, total, { current, size }));
    },
  );
  const review = <Body extends z.ZodType>(path: string, summary: string, body: Body) =>
    jsonRoute({ method: 'post', path, tag: 'role review', summary, description: `${STAFF_ONLY} A role in another status answers 409.`, auth: auth.required, body, data: roleDraftSchema });
  app.openapi(review(RoleCreatePath.reviewApprove, 'Approves a published role: status 50, listed in Discover, search and the sitemap', reviewApproveInput), async (c) =>
    ok(c, await creation.approve(c.get('user')!, c.req.valid('json').roleId)),
  );
  app.openapi(review(RoleCreatePath.reviewReject, 'Rejects a review request: the role stays published, its author reads the reason', reviewRejectInput), async (c) => {
    const { roleId, reason } = c.req.valid('json');
    return ok(c, await creation.reject(c.get('user')!, roleId, reason));
  });
  app.openapi(review(RoleCreatePath.reviewTakeDown, 'Takes an approved role down: back to published, out of Discover, with a reason its author reads', reviewTakeDownInput), async (c) => {
    const { roleId, reason } = c.req.valid('json');
    return ok(c, await creation.takeDown(c.get('user')!, roleId, reason));
  });
}
