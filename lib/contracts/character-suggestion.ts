import { z } from 'zod';
import { characterLookSchema, type CharacterLook } from '@/lib/look/look-model';

/** Seed §7: app/character/getAiSuggestion and getAiSuggestionAuto; the client waits up to 3 minutes. */
export const AI_SUGGESTION_PATH = '/app/character/getAiSuggestion';
export const AI_SUGGESTION_AUTO_PATH = '/app/character/getAiSuggestionAuto';
export const AI_SUGGESTION_TIMEOUT_MS = 3 * 60 * 1000;
/** The words a person may type for a suggestion. */
export const MAX_SUGGESTION_WORDS_CHARS = 500;
export const BLANK_WORDS_MESSAGE = 'Please enter the prompt word';

export const CHARACTER_GENDERS = ['male', 'female', 'non'] as const;
export type CharacterGender = (typeof CHARACTER_GENDERS)[number];

/** Seed §5: a role name carries at least one Latin letter. */
export const LATIN_LETTER = /\p{Script=Latin}/u;
/** One line of an example dialogue as the starter catalogue writes it: `{{user}}: …` or `{{char}}: …`. */
export const DIALOGUE_LINE = /^\{\{(user|char)\}\}: \S/;

export const characterSuggestionInput = z.object({
  words: z.string().max(MAX_SUGGESTION_WORDS_CHARS).default(''),
  locale: z.string().max(20).optional(),
  gender: z.enum(CHARACTER_GENDERS).optional(),
});
export type CharacterSuggestionInput = z.infer<typeof characterSuggestionInput>;

export const characterSuggestionAutoInput = z.object({
  roleId: z.number().int().positive().optional(),
  /** What the draft's look already says; any group may be missing. */
  look: z.record(z.string(), z.unknown()).optional(),
  name: z.string().max(40).optional(),
  locale: z.string().max(20).optional(),
});
export type CharacterSuggestionAutoInput = z.infer<typeof characterSuggestionAutoInput>;

export const characterSuggestionSchema = z.object({
  roleName: z.string().min(1).max(40).regex(LATIN_LETTER, 'must contain a Latin letter'),
  gender: z.enum(CHARACTER_GENDERS),
  /** 1–3 sentences in the third person: how the profile introduces them. */
  intro: z.string().min(1).max(600),
  personality: z.string().min(1).max(1500),
  scenario: z.string().min(1).max(800),
  /** The first message, in character; `*actions*` and `{{user}}` as the catalogue writes them. */
  greeting: z.string().min(1).max(800),
  /** Alternating `{{user}}:` / `{{char}}:` lines, 3–5 exchanges. */
  exampleDialogue: z.array(z.string().regex(DIALOGUE_LINE).max(400)).min(6).max(10),
  /** Tag titles of the catalogue's tag set. */
  tags: z.array(z.string().min(1)).min(3).max(6),
  look: characterLookSchema.optional(),
  /** The language the texts are written in (a locale, e.g. fr-FR); en-US where the asked one has no writer. */
  language: z.string(),
  /** `offline` for the built-in writer, else the model that wrote it. */
  writer: z.string(),
});
export type CharacterSuggestion = z.infer<typeof characterSuggestionSchema> & { look?: CharacterLook };
