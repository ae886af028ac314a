import type { RoleDetail } from '@/lib/contracts/role';
import { getViewer, type Viewer } from './viewer';

/** A role id as a page's address carries it: a positive safe integer, or undefined. */
export const roleIdOf = (raw: string | undefined) => {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/**
 * The role a page's address names, as its viewer may see it: listed or their own, adult only with adult
 * content on (seed §1) — the rule of getAiRole — in the page's language, with the name it was written with
 * (what its address carries). Undefined for an id that is not one or a role they may not see.
 */
export async function findVisibleRole(rawId: string | undefined): Promise<{ role: RoleDetail; sourceName: string; viewer: Viewer } | undefined> {
  const roleId = roleIdOf(rawId);
  if (roleId === undefined) return undefined;
  const viewer = await getViewer();
  const found = await viewer.runtime.services.roles.findVisibleWithSourceName(roleId, { callerId: viewer.user?.userId, includeNsfw: viewer.openNsfw }, viewer.locale);
  return found && { ...found, viewer };
}
