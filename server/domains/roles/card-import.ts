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
  /** Keeps a card's picture as a cover asset of the caller's; its id (server/domains/assets/uploaded-cover.ts). */
  addCover: (ownerId: number, image: Buffer, name: string) => Promise<number>;
  /** Told when a card's picture could not become a cover (the draft is made without one). */
  coverFailed?: (error: Error) => void;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * app/character/importCard: a character card becomes a draft of the caller's. Its texts are fitted to the role's
 * limits (cut at a sentence end), its tags kept where KOKO has a tag of that title, its lorebook and other
 * greetings kept with the role (the chat uses the lorebook), and a PNG card's picture kept as the draft's cover. A name
 * without a Latin letter needs one given.
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
    const coverId = await this.cover(caller, bytes, name);
    await this.deps.creation.save(caller, {
      roleId: draft.roleId,
      intro: fitText(card.intro, ROLE_INTRO_MAX),
      personality: fitText(card.personality, ROLE_PERSONALITY_MAX),
      scenario: fitText(card.scenario, ROLE_SCENARIO_MAX),
      roleAppearInfo: fitText(card.roleAppearInfo, ROLE_GREETING_MAX),
      exampleDialogue: fitText(card.exampleDialogue, ROLE_EXAMPLE_DIALOGUE_MAX),
      tags,
      nsfw: card.nsfw,
      ...(coverId === undefined ? {} : { propertyCoverId: coverId }),
    });
    const extra: Record<string, unknown> = {};
    if (card.lorebook) extra[CHARACTER_BOOK_KEY] = card.lorebook;
    if (card.alternateGreetings.length > 0) extra[ALTERNATE_GREETINGS_KEY] = card.alternateGreetings;
    if (Object.keys(extra).length > 0) await this.deps.roles.mergeCharacter(draft.roleId, caller.userId, extra);
    return this.deps.creation.draft(caller, draft.roleId);
  }

  /** A PNG card is the character's picture too: it becomes the draft's cover when it can be one. */
  private async cover(caller: SessionUser, bytes: Buffer, name: string): Promise<number | undefined> {
    if (!bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return undefined;
    try {
      return await this.deps.addCover(caller.userId, bytes, name);
    } catch (error) {
      this.deps.coverFailed?.(error as Error);
      return undefined;
    }
  }
}
