import { z } from 'zod';
import { multilineText, plainText } from './text-fields';

/** The kinds of fact a character remembers about the user (what they said about themselves). */
export const FACT_KINDS = ['name', 'like', 'dislike', 'pet', 'job', 'home', 'age', 'feeling', 'plan', 'other'] as const;
export type FactKind = (typeof FACT_KINDS)[number];

/** The longest value a remembered fact may hold. */
export const MAX_FACT_LENGTH = 200;
/** The longest summary a user may write for a character to keep. */
export const MAX_SUMMARY_LENGTH = 8_000;

export const memoryFactSchema = z.object({
  kind: z.enum(FACT_KINDS),
  value: z.string().describe('The remembered value in the user’s words'),
});
export type MemoryFact = z.infer<typeof memoryFactSchema>;

/** What a character remembers about the caller: the facts they told it and the summary of older turns. */
export const chatMemorySchema = z.object({
  roleId: z.number().int(),
  facts: z.array(memoryFactSchema),
  summary: z.string(),
});
export type ChatMemoryView = z.infer<typeof chatMemorySchema>;

const roleId = z.coerce.number().int().positive();
const factValue = plainText(MAX_FACT_LENGTH).pipe(z.string().min(1, 'must not be empty'));

export const memoryRoleInput = z.object({ roleId });
/** A fact is named by its kind and value as the memory holds them. */
export const factDeleteInput = z.object({ roleId, kind: z.enum(FACT_KINDS), value: z.string().min(1).max(MAX_FACT_LENGTH) });
export const factEditInput = factDeleteInput.extend({ newValue: factValue.describe('What the fact says from now on') });
export const summaryEditInput = z.object({ roleId, summary: multilineText(MAX_SUMMARY_LENGTH).describe('The summary from now on; empty clears it') });
export type FactDeleteInput = z.infer<typeof factDeleteInput>;
export type FactEditInput = z.infer<typeof factEditInput>;
