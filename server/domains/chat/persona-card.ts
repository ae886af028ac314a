import type { RoleDetail } from '@/lib/contracts/role';
import type { PersonaCard } from '@/server/providers/llm/chat-model';

/** The character as the chat model sees it, from the role the caller was allowed to read. */
export function personaCardOf(role: RoleDetail): PersonaCard {
  return {
    roleId: role.roleId,
    name: role.roleName,
    gender: role.gender,
    intro: role.intro,
    greeting: role.roleAppearInfo,
    personality: role.personality,
    scenario: role.scenario,
    exampleDialogue: role.exampleDialogue,
    tags: role.tags.map((t) => t.title),
  };
}
