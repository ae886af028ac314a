import { z } from 'zod';

/**
 * The bounds of a PostgreSQL `integer` (int4). A request number that is stored in, or compared with, such a
 * column is checked against them here: past them the database refuses the statement.
 */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

/** A whole number an int4 column holds (JSON bodies and frames). */
export const int32 = () => z.number().int().min(INT32_MIN).max(INT32_MAX);

/** The same, read from a string too (query parameters, form fields, numbers sent as text). */
export const int32Input = () => z.coerce.number().int().min(INT32_MIN).max(INT32_MAX);
