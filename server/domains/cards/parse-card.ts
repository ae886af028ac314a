import type { z } from 'zod';
import { formatZodError } from '@/server/errors';
import { cardError } from './card-error';
import { cardV1Schema, cardV2Schema, cardV3Schema, type ParsedCard } from './card-schema';

const checked = <T extends z.ZodType>(schema: T, value: unknown, prefix: string): z.output<T> => {
  const result = schema.safeParse(value);
  if (!result.success) throw cardError(`${prefix}${formatZodError(result.error)}`);
  return result.data;
};

/** A card's JSON (v1 flat fields, or chara_card_v2 / chara_card_v3), checked and read into one shape. */
export function parseCard(value: unknown): ParsedCard {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw cardError('the card is not a JSON object');
  const spec = (value as { spec?: unknown }).spec;
  if (spec === 'chara_card_v3') return { ...checked(cardV3Schema, value, '').data, spec };
  if (spec === 'chara_card_v2') {
    const { data } = checked(cardV2Schema, value, '');
    return { ...data, spec, nickname: '', group_only_greetings: [], source: [] };
  }
  if (spec !== undefined) throw cardError(`spec: ${JSON.stringify(spec).slice(0, 40)} is not a card spec KOKO reads (chara_card_v2 or chara_card_v3)`);
  const v1 = checked(cardV1Schema, value, '');
  return {
    ...v1,
    spec: 'chara_card_v1',
    creator_notes: '',
    system_prompt: '',
    post_history_instructions: '',
    alternate_greetings: [],
    tags: [],
    creator: '',
    character_version: '',
    nickname: '',
    group_only_greetings: [],
    source: [],
  };
}

/** JSON text of a card; the error says the file is not JSON rather than where the parser stopped. */
export function parseCardText(json: string): ParsedCard {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw cardError('the card is not valid JSON');
  }
  return parseCard(value);
}
