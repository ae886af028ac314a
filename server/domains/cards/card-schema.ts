import { z } from 'zod';
import { MAX_CARD_LIST_ITEMS, MAX_CARD_TEXT_CHARS, MAX_LORE_ENTRIES, type LoreEntry, type Lorebook } from '@/lib/contracts/character-card';

/** Control characters other than tab and newline: a card is text only, and NUL has no place in it. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** A card's text as KOKO keeps it: newlines made \n, control characters gone. Never rendered as HTML. */
export const cleanText = (text: string) => text.replace(/\r\n?/g, '\n').replace(CONTROL, '');

const text = z
  .string()
  .max(MAX_CARD_TEXT_CHARS, { error: `longer than ${MAX_CARD_TEXT_CHARS} characters` })
  .transform(cleanText);
/** A text field a card may leave out or write as null. */
const optionalText = text.nullish().transform((t) => t ?? '');
/** Some programs write versions as numbers. */
const versionText = z.union([text, z.number().transform(String)]).nullish().transform((t) => t ?? '');
const textList = z
  .array(text)
  .max(MAX_CARD_LIST_ITEMS, { error: `more than ${MAX_CARD_LIST_ITEMS} items` })
  .nullish()
  .transform((l) => l ?? []);
const flag = z.boolean().nullish();
const order = z.number().finite().nullish();

const loreEntry = z
  .object({
    keys: textList,
    secondary_keys: textList,
    content: optionalText,
    extensions: z.record(z.string(), z.unknown()).nullish(),
    enabled: flag,
    insertion_order: order,
    case_sensitive: flag,
    name: optionalText,
    priority: order,
    comment: optionalText,
    selective: flag,
    constant: flag,
    position: z.unknown().optional(),
    use_regex: flag,
  })
  .transform(
    (e): LoreEntry => ({
      keys: e.keys.filter((k) => k.trim()),
      secondaryKeys: e.secondary_keys.filter((k) => k.trim()),
      content: e.content,
      enabled: e.enabled ?? true,
      constant: e.constant ?? false,
      selective: e.selective ?? false,
      caseSensitive: e.case_sensitive ?? false,
      insertionOrder: e.insertion_order ?? 0,
      priority: e.priority ?? 0,
      position: e.position === 'after_char' ? 'after_char' : 'before_char',
      name: e.name,
      comment: e.comment,
      useRegex: e.use_regex ?? false,
    }),
  );

const positive = z.number().int().positive().nullish();

export const characterBookSchema = z
  .object({
    name: optionalText,
    description: optionalText,
    scan_depth: positive,
    token_budget: positive,
    recursive_scanning: flag,
    extensions: z.record(z.string(), z.unknown()).nullish(),
    entries: z.array(loreEntry).max(MAX_LORE_ENTRIES, { error: `more than ${MAX_LORE_ENTRIES} lorebook entries` }),
  })
  .transform(
    (b): Lorebook => ({
      name: b.name,
      description: b.description,
      ...(b.scan_depth ? { scanDepth: b.scan_depth } : {}),
      ...(b.token_budget ? { tokenBudget: b.token_budget } : {}),
      recursiveScanning: b.recursive_scanning ?? false,
      entries: b.entries,
    }),
  );

/** The fields v1, v2 and v3 cards share (v1 has them at the top, v2 and v3 under `data`). */
const v1Fields = {
  name: text.refine((n) => n.trim().length > 0, { error: 'a card needs a name' }),
  description: optionalText,
  personality: optionalText,
  scenario: optionalText,
  first_mes: optionalText,
  mes_example: optionalText,
};

export const cardV1Schema = z.object(v1Fields);

const v2Data = z.object({
  ...v1Fields,
  creator_notes: optionalText,
  system_prompt: optionalText,
  post_history_instructions: optionalText,
  alternate_greetings: textList,
  character_book: characterBookSchema.nullish(),
  tags: textList,
  creator: optionalText,
  character_version: versionText,
  extensions: z.record(z.string(), z.unknown()).nullish(),
});

export const cardV2Schema = z.object({ spec: z.literal('chara_card_v2'), spec_version: z.string().optional(), data: v2Data });

export const cardV3Schema = z.object({
  spec: z.literal('chara_card_v3'),
  spec_version: z.string().optional(),
  data: v2Data.extend({
    nickname: optionalText,
    group_only_greetings: textList,
    source: textList,
    creation_date: z.number().nullish(),
    modification_date: z.number().nullish(),
    assets: z
      .array(z.object({ type: z.string(), uri: z.string(), name: z.string(), ext: z.string() }))
      .max(MAX_CARD_LIST_ITEMS)
      .nullish(),
  }),
});

/** Any card, read into one shape: the v3 fields, empty where an older spec has none. */
export type ParsedCard = z.output<typeof cardV3Schema>['data'] & { spec: 'chara_card_v1' | 'chara_card_v2' | 'chara_card_v3' };
