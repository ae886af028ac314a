import { z } from 'zod';

/** Trimmed text of at most `max` characters that none of the `refused` characters may appear in. */
const cleanText = (max: number, refused: RegExp) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((v) => !refused.test(v), 'must not contain control characters');

/** Printable text without control characters; for names people see. */
export const plainText = (max: number) => cleanText(max, /[\u0000-\u001f\u007f]/);
/** Like plainText, but keeping line breaks and tabs: for longer texts written in a text area. */
export const multilineText = (max: number) => cleanText(max, /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/);
