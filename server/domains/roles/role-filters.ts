import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { LISTED_ROLE_STATUSES, NSFW_TAG_TITLE, REACHABLE_ROLE_STATUSES } from '@/lib/contracts/role';
import { roleTags, roles, tags } from '@/server/db/schema';

/** Who is reading: their id (to see their own drafts) and whether adult content is on for them. */
export interface Audience {
  callerId?: number;
  includeNsfw: boolean;
}

/**
 * The SQL conditions every repository puts on a read of roles, so the adult filter happens in the query
 * (before paging), never after it. Written against the unaliased `roles` table.
 */
export const isListedRole = (): SQL => inArray(roles.status, LISTED_ROLE_STATUSES);
/** Roles anyone with their link may open: published or approved. */
export const isReachableRole = (): SQL => inArray(roles.status, REACHABLE_ROLE_STATUSES);

/** Seed §1: adult means flagged, or tagged with a title equal to nsfw in any case. */
export const isAdultRole = (): SQL =>
  sql`(${roles.nsfw} or exists (select 1 from ${roleTags} nrt join ${tags} nt on nt.id = nrt.tag_id
        where nrt.role_id = ${roles.id} and lower(nt.title) = ${NSFW_TAG_TITLE}))`;

/**
 * Which roles a read reaches; adult ones only for an audience that has adult content on. A read by link (a
 * profile, a chat, a friend; `ownDrafts` true) reaches published and approved roles and the caller's own; a list
 * (Discover, search, the sitemap; `ownDrafts` false) only approved ones.
 */
export function visibleRole(audience: Audience, options: { ownDrafts: boolean } = { ownDrafts: true }): SQL {
  const byLink = audience.callerId !== undefined ? or(isReachableRole(), eq(roles.authorId, audience.callerId))! : isReachableRole();
  const reach = options.ownDrafts ? byLink : isListedRole();
  return audience.includeNsfw ? reach : and(reach, sql`not ${isAdultRole()}`)!;
}

/** Roles carrying a tag with this title (any case). */
export const hasTagTitled = (title: string): SQL =>
  sql`exists (select 1 from ${roleTags} trt join ${tags} tt on tt.id = trt.tag_id
              where trt.role_id = ${roles.id} and lower(tt.title) = lower(${title}))`;
