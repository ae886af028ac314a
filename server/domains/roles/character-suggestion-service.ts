import { BLANK_WORDS_MESSAGE, type CharacterSuggestion, type CharacterSuggestionAutoInput, type CharacterSuggestionInput } from '@/lib/contracts/character-suggestion';
import { ApiError, ErrorCode } from '@/server/errors';
import type { CharacterWriter } from '@/server/providers/character-writer/character-writer';
import { wordsFromLook } from '@/server/providers/character-writer/look-words';
import { loginToCreate } from '@/server/domains/tasks/generation-service';
import type { SessionUser } from '@/server/domains/users/session-user';
import type { RoleService } from './role-service';

/**
 * Seed §7 getAiSuggestion / getAiSuggestionAuto: a whole character card from a few words, or from what a draft
 * already has. Creating is for members: visitors are asked to log in, as generation asks them.
 */
export class CharacterSuggestionService {
  constructor(
    private readonly writer: CharacterWriter,
    private readonly roles: Pick<RoleService, 'find'>,
  ) {}

  async suggest(user: SessionUser, input: CharacterSuggestionInput, signal?: AbortSignal): Promise<CharacterSuggestion> {
    if (user.isVisitor) throw loginToCreate();
    if (!input.words.trim()) throw new ApiError(ErrorCode.InvalidParams, BLANK_WORDS_MESSAGE);
    return this.writer.write({ words: input.words, locale: input.locale, gender: input.gender }, signal);
  }

  /**
   * For a draft the create guide is making: the person's words (may be none) first, then its look's; written with the
   * draft's name and gender, so the card speaks of the character the person named.
   */
  async forRole(user: SessionUser, input: { roleId: number; words: string; look?: Record<string, unknown>; locale?: string }, signal?: AbortSignal): Promise<CharacterSuggestion> {
    if (user.isVisitor) throw loginToCreate();
    const draft = await this.roles.find(input.roleId, user.userId);
    const seed = `${input.roleId}\u0000${crypto.randomUUID()}`;
    const fromLook = wordsFromLook(input.look, seed);
    const words = [input.words.trim(), fromLook.words].filter(Boolean).join(', ');
    const gender = draft?.gender === 'male' || draft?.gender === 'female' || draft?.gender === 'non' ? draft.gender : undefined;
    return this.writer.write({ words, seed, locale: input.locale, gender, name: draft?.roleName }, signal);
  }

  /** From the draft's look and name (its stored name when only its id is sent); nothing given is a random but whole character. */
  async suggestAuto(user: SessionUser, input: CharacterSuggestionAutoInput, signal?: AbortSignal): Promise<CharacterSuggestion> {
    if (user.isVisitor) throw loginToCreate();
    const draft = input.roleId ? await this.roles.find(input.roleId, user.userId) : undefined;
    const name = input.name?.trim() || draft?.roleName;
    // Nothing to go on: the seed still differs per call, so "surprise me" twice gives two characters.
    const seed = `${input.roleId ?? ''}\u0000${name ?? ''}\u0000${input.look ? '' : crypto.randomUUID()}`;
    const fromLook = wordsFromLook(input.look, seed);
    const gender = draft?.gender === 'male' || draft?.gender === 'female' || draft?.gender === 'non' ? draft.gender : undefined;
    const suggestion = await this.writer.write({ words: fromLook.words, seed, locale: input.locale, gender, name }, signal);
    return fromLook.look ? { ...suggestion, look: fromLook.look } : suggestion;
  }
}
