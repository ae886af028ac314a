import type { RoleCard } from '@/lib/contracts/role';

/** What the landing pages show of a role; never adult content (they are public campaign pages). */
export type LandingRole = Pick<RoleCard, 'roleId' | 'roleName' | 'roleCover' | 'intro' | 'tags' | 'likeCount' | 'roleAppearInfo'>;

export const toLandingRole = ({ roleId, roleName, roleCover, intro, tags, likeCount, roleAppearInfo }: RoleCard): LandingRole => ({ roleId, roleName, roleCover, intro, tags, likeCount, roleAppearInfo });

/** Where a pick on a landing page leads: the chat, through the app launcher when the visit came from an app link. */
export function landingChatPath(roleId: number, viaApp: boolean): string {
  const chat = `/chat-play/${roleId}`;
  return viaApp ? `/launch-app?${new URLSearchParams({ redirectUrl: chat })}` : chat;
}
