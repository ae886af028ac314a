import type { z } from 'zod';

/** Why a text a person typed would be refused, in words the form can translate. */
export type TextProblem = 'empty' | 'tooLong' | 'invalid';

/** Checks a value with the same schema the API uses, so the form and the server agree. */
export function textProblem(schema: z.ZodType, value: string): TextProblem | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const code = result.error.issues[0]?.code;
  if (code === 'too_small') return 'empty';
  if (code === 'too_big') return 'tooLong';
  return 'invalid';
}
