import { ALTERNATE_GREETINGS_KEY, CHARACTER_BOOK_KEY, type ImportedCharacter } from '@/lib/contracts/character-card';
import { hasLatinLetter, ROLE_EXAMPLE_DIALOGUE_MAX, ROLE_GREETING_MAX, ROLE_INTRO_MAX, ROLE_NAME_MAX, ROLE_PERSONALITY_MAX, ROLE_SCENARIO_MAX, ROLE_TAGS_MAX, RoleCreateMessage, type RoleDraft } from '@/lib/contracts/role-create';
import type { SessionUser } from '@/server/domains/users/session-user';
import { ApiError, ErrorCode } from '@/server/errors';
import { fitText } from '@/lib/create-friend/suggestion-fields';
import type { RoleCreationRepository } from './role-creation-repository';
import type { RoleCreationService } from './role-creation-service';

export interface CardImportDeps {
  /** Reads a card file into role fields (server/domains/cards). */
  read: (bytes: Buffer) => Promise<ImportedCharacter>;
  creation: RoleCreationService;
  roles: RoleCreationRepository;
}

/**
 * app/character/importCard: a character card becomes a draft of the caller's. Its texts are fitted to the role's
 * limits (cut at a sentence end), its tags kept where KOKO has a tag of that title, its lorebook and other
 * greetings kept with the role (the chat uses the lorebook). A name without a Latin letter needs one given.
 */
export class CardImport {
  constructor(private readonly deps: CardImportDeps) {}

  async import(caller: SessionUser, bytes: Buffer, roleName?: string): Promise<RoleDraft> {
    const card = await this.deps.read(bytes);
    const name = fitText(roleName?.trim() || card.roleName, ROLE_NAME_MAX);
    if (!hasLatinLetter(name)) throw new ApiError(ErrorCode.InvalidParams, `roleName: ${RoleCreateMessage.nameNeedsLatin}`);
    const draft = await this.deps.creation.create(caller, { roleName: name });
    const known = await this.deps.roles.tagIdsByTitle(card.tags);
    const tags = card.tags.filter((t) => known.has(t.toLowerCase())).slice(0, ROLE_TAGS_MAX);
    await this.deps.creation.save(caller, {
      roleId: draft.roleId,
      intro: fitText(card.intro, ROLE_INTRO_MAX),
      personality: fitText(card.personality, ROLE_PERSONALITY_MAX),
      scenario: fitText(card.scenario, ROLE_SCENARIO_MAX),
      roleAppearInfo: fitText(card.roleAppearInfo, ROLE_GREETING_MAX),
      exampleDialogue: fitText(card.exampleDialogue, ROLE_EXAMPLE_DIALOGUE_MAX),
      tags,
      nsfw: card.nsfw,
    });
    const extra: Record<string, unknown> = {};
    if (card.lorebook) extra[CHARACTER_BOOK_KEY] = card.lorebook;
    if (card.alternateGreetings.length > 0) extra[ALTERNATE_GREETINGS_KEY] = card.alternateGreetings;
    if (Object.keys(extra).length > 0) await this.deps.roles.mergeCharacter(draft.roleId, caller.userId, extra);
    return this.deps.creation.draft(caller, draft.roleId);
  }
}
