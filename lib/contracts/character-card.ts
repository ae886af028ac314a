import { z } from 'zod';

/** Character card limits: cards come from anywhere, so every size is capped before anything is kept. */
export const MAX_CARD_FILE_BYTES = 20 * 1024 * 1024;
/** One text field of a card (description, first message, a lorebook entry…). */
export const MAX_CARD_TEXT_CHARS = 200_000;
export const MAX_LORE_ENTRIES = 2_000;
/** Greetings, tags and keys are lists a person reads: a few hundred is already more than any real card. */
export const MAX_CARD_LIST_ITEMS = 500;

export const CARD_EXPORT_FORMATS = ['png', 'json'] as const;
export type CardExportFormat = (typeof CARD_EXPORT_FORMATS)[number];

export const LORE_POSITIONS = ['before_char', 'after_char'] as const;

/** One lorebook entry, as KOKO keeps it (a character_book entry of the card specs, in camelCase). */
export const loreEntrySchema = z.object({
  keys: z.array(z.string()),
  secondaryKeys: z.array(z.string()),
  content: z.string(),
  enabled: z.boolean(),
  /** Always in the prompt, whatever was said. */
  constant: z.boolean(),
  /** Needs one of `keys` and one of `secondaryKeys`. */
  selective: z.boolean(),
  caseSensitive: z.boolean(),
  /** Lower goes first in the prompt. */
  insertionOrder: z.number(),
  /** Higher is kept first when the budget is short. */
  priority: z.number(),
  position: z.enum(LORE_POSITIONS),
  name: z.string(),
  comment: z.string(),
  /** The keys are regular expressions in the card; KOKO keeps the flag but never runs a card's expression. */
  useRegex: z.boolean(),
});
export type LoreEntry = z.infer<typeof loreEntrySchema>;

/** A character's lorebook (the card specs' character_book): facts that enter the prompt when the chat names them. */
export const lorebookSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** How many recent turns are searched for keys. */
  scanDepth: z.number().int().positive().optional(),
  /** At most this many tokens of entries go into the prompt. */
  tokenBudget: z.number().int().positive().optional(),
  recursiveScanning: z.boolean(),
  entries: z.array(loreEntrySchema).max(MAX_LORE_ENTRIES),
});
export type Lorebook = z.infer<typeof lorebookSchema>;

export const CARD_SPECS = ['chara_card_v1', 'chara_card_v2', 'chara_card_v3'] as const;
export const CARD_CONTAINERS = ['json', 'png', 'charx'] as const;

/** A character card read into KOKO's role fields (app/character/readCard): a preview, nothing is stored. */
export const importedCharacterSchema = z.object({
  roleName: z.string(),
  /** The role name has no Latin letter (seed: a role name needs one): the page asks for one before a draft is made. */
  roleNameNeedsLatin: z.boolean(),
  intro: z.string(),
  personality: z.string(),
  scenario: z.string(),
  roleAppearInfo: z.string().describe('The greeting (first_mes); {{user}} and {{char}} left for the client'),
  alternateGreetings: z.array(z.string()),
  groupOnlyGreetings: z.array(z.string()),
  exampleDialogue: z.string().describe('`{{user}}: …` / `{{char}}: …` lines, one a line'),
  tags: z.array(z.string()),
  creator: z.string(),
  characterVersion: z.string(),
  nsfw: z.boolean(),
  gender: z.string().optional().describe('Only for cards KOKO exported'),
  systemPrompt: z.string(),
  postHistoryInstructions: z.string(),
  creatorNotes: z.string(),
  lorebook: lorebookSchema.nullable(),
  source: z.object({ spec: z.enum(CARD_SPECS), container: z.enum(CARD_CONTAINERS) }),
  coverImage: z.string().nullable().describe('The card picture (PNG cards, a CHARX icon) as a WebP data URL, at most 768 px wide'),
});
export type ImportedCharacter = z.infer<typeof importedCharacterSchema>;

/** What a role keeps of a card in its `character` sheet beside the creation progress. */
export const CHARACTER_BOOK_KEY = 'characterBook';
export const ALTERNATE_GREETINGS_KEY = 'alternateGreetings';

export const READ_CARD_PATH = '/app/character/readCard';
/** A card made into a draft of the caller's (multipart: file, roleName?). */
export const IMPORT_CARD_PATH = '/app/character/importCard';
export const EXPORT_CARD_PATH = '/app/character/exportCard';

/** The lorebook a role's `character` sheet keeps, or null when it has none (or one that no longer reads). */
export function lorebookOfCharacter(character: Record<string, unknown> | null | undefined): Lorebook | null {
  const book = character?.[CHARACTER_BOOK_KEY];
  return book === undefined ? null : (lorebookSchema.safeParse(book).data ?? null);
}

/** The alternate greetings a role's `character` sheet keeps from its card. */
export function alternateGreetingsOfCharacter(character: Record<string, unknown> | null | undefined): string[] {
  const greetings = character?.[ALTERNATE_GREETINGS_KEY];
  return Array.isArray(greetings) ? greetings.filter((g): g is string => typeof g === 'string') : [];
}
