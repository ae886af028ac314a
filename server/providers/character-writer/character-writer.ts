import type { CharacterGender, CharacterSuggestion } from '@/lib/contracts/character-suggestion';

/** What a suggestion is written from: the typed words, the reader's locale, the gender asked for and a name kept. */
export interface SuggestionRequest {
  words: string;
  locale?: string;
  gender?: CharacterGender;
  /** The name the draft already has; used when it has a Latin letter (seed §5). */
  name?: string;
  /** Varies the character when the words are few or none (a draft with nothing yet). */
  seed?: string;
}

/** Writes a whole character card from a few words: a model behind an OpenAI-compatible endpoint, or the offline writer. */
export interface CharacterWriter {
  readonly name: string;
  write(request: SuggestionRequest, signal?: AbortSignal): Promise<CharacterSuggestion>;
}
