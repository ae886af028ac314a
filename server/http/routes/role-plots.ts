import type { OpenAPIHono } from '@hono/zod-openapi';
import { plotDeletedSchema, plotListInput, plotRefInput, plotSaveInput, plotSortInput, RolePlotPath, rolePlotListSchema, rolePlotSchema } from '@/lib/contracts/role-plot';
import type { Services } from '@/server/runtime/services';
import type { Auth } from '../auth';
import type { AppEnv } from '../context';
import { jsonRoute } from '../define-route';
import { ok } from '../respond';

const READERS = "Anyone who may open the role (published or approved), and its author in any status; others' drafts answer 404.";
const AUTHOR_ONLY = "Signed-in accounts only (a visitor is asked to log in, code -1); the role's author only: another user's role or plot id answers 404.";

/** A role's plots (lib/contracts/role-plot.ts): short scenes its author writes, played in chat with EnterPlot. */
export function registerRolePlots(app: OpenAPIHono<AppEnv>, services: Services, auth: Auth) {
  const plots = services.rolePlots;
  app.openapi(
    jsonRoute({ method: 'post', path: RolePlotPath.list, tag: 'role creation', summary: "A role's plots, in their order", description: READERS, auth: auth.required, body: plotListInput, data: rolePlotListSchema }),
    async (c) => ok(c, { list: await plots.list(c.get('user')!, c.req.valid('json').roleId) }),
  );
  app.openapi(
    jsonRoute({ method: 'post', path: RolePlotPath.get, tag: 'role creation', summary: 'One plot of a role', description: READERS, auth: auth.required, body: plotRefInput, data: rolePlotSchema }),
    async (c) => ok(c, await plots.get(c.get('user')!, c.req.valid('json'))),
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: RolePlotPath.save,
      tag: 'role creation',
      summary: "Adds a plot (no plotId) at the end of the role's plots, or changes one whole",
      description: `${AUTHOR_ONLY} The title and scene must not be empty ('Please enter the content.'), nor the dialogue example ("Dialog example can't be empty, please fill in."); rounds is 1–5 ('Enter a number 1-5').`,
      auth: auth.required,
      body: plotSaveInput,
      data: rolePlotSchema,
    }),
    async (c) => ok(c, await plots.save(c.get('user')!, c.req.valid('json'))),
  );
  app.openapi(
    jsonRoute({ method: 'post', path: RolePlotPath.delete, tag: 'role creation', summary: 'Deletes a plot (a chat playing it leaves plot mode)', description: AUTHOR_ONLY, auth: auth.required, body: plotRefInput, data: plotDeletedSchema }),
    async (c) => ok(c, await plots.delete(c.get('user')!, c.req.valid('json'))),
  );
  app.openapi(
    jsonRoute({ method: 'post', path: RolePlotPath.sort, tag: 'role creation', summary: "Puts the role's plots in the order given; answers them all", description: AUTHOR_ONLY, auth: auth.required, body: plotSortInput, data: rolePlotListSchema }),
    async (c) => {
      const { roleId, plotIds } = c.req.valid('json');
      return ok(c, { list: await plots.sort(c.get('user')!, roleId, plotIds) });
    },
  );
}
