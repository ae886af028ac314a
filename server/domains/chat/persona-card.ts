import type { ChatRoleDetail } from '@/server/domains/roles/role-service';
import type { PersonaCard } from '@/server/providers/llm/chat-model';

/** Cards made from the roles the role service keeps: a card is the same object while its role is (ten seconds). */
const cards = new WeakMap<ChatRoleDetail, PersonaCard>();

/**
 * The character as the chat model sees it, from the role the caller was allowed to read. The same role read gives the
 * same card, so what is made from a card can be kept with it (the prompt's character block).
 */
export function personaCardOf(role: ChatRoleDetail): PersonaCard {
  let card = cards.get(role);
  if (!card) {
    card = cardOf(role);
    cards.set(role, card);
  }
  return card;
}

function cardOf(role: ChatRoleDetail): PersonaCard {
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
    ...(role.lorebook ? { lorebook: role.lorebook } : {}),
  };
}
