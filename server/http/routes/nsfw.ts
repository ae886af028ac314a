import type { SessionUser } from '@/server/domains/users/session-user';
import type { Services } from '@/server/runtime/services';

/** Adult content shows only to a caller whose openNsfw setting is on (seed §1, §6). */
export async function includeNsfwFor(services: Services, user: SessionUser | undefined): Promise<boolean> {
  if (!user) return false;
  return (await services.users.getUserInfo(user.userId)).openNsfw;
}
