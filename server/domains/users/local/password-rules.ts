import { COMMON_PASSWORDS } from './common-passwords';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

/** Why a new password is refused, as a code the forms translate; undefined when it is acceptable. */
export type PasswordProblem = 'too-short' | 'too-long' | 'too-common';

const common = new Set(COMMON_PASSWORDS);

/**
 * The rules for a new password: 8 to 256 characters (counted as characters, not bytes) and not one of the
 * passwords people use most, nor the email or name it protects. Nothing else is required: length beats rules.
 */
export function passwordProblem(password: string, context: { email?: string; name?: string } = {}): PasswordProblem | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return 'too-short';
  if (length > PASSWORD_MAX) return 'too-long';
  const lower = password.toLowerCase();
  if (common.has(lower)) return 'too-common';
  const mine = [context.email, context.email?.split('@')[0], context.name].filter((v): v is string => !!v && v.length >= 3).map((v) => v.toLowerCase());
  if (mine.includes(lower)) return 'too-common';
  return undefined;
}

export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  'too-short': `password: must be at least ${PASSWORD_MIN} characters`,
  'too-long': `password: must be at most ${PASSWORD_MAX} characters`,
  'too-common': 'password: is too common or too easy to guess; choose another',
};
