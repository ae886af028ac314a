import { z } from 'zod';
import { nicknameSchema } from './user';

/** Local accounts (email + password): what the sign-up, sign-in, setup and reset forms send. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const EMAIL_MAX = 254;

/** Emails are compared trimmed and in lower case: `Ann@Example.com ` and `ann@example.com` are one account. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX, `must be at most ${EMAIL_MAX} characters`)
  .toLowerCase()
  .pipe(z.email('must be an email address'));

/** A password as sent: length only (the server also refuses the common ones). */
export const passwordSchema = z.string().max(PASSWORD_MAX * 4, `must be at most ${PASSWORD_MAX} characters`);

export const signUpInputSchema = z.object({
  name: nicknameSchema,
  email: emailSchema,
  password: passwordSchema,
  invite: z.string().trim().max(256).optional().describe('The token of an invitation link (needed when sign-up is by invitation)'),
});
export type SignUpInput = z.infer<typeof signUpInputSchema>;

export const setupInputSchema = signUpInputSchema.omit({ invite: true }).extend({
  setupCode: z.string().trim().min(1, 'must not be empty').max(64).describe("The one-time code in the server's log and in <data dir>/setup-code"),
});
export type SetupInput = z.infer<typeof setupInputSchema>;

/**
 * What a sign-up answers: `signed-up` (sign in now with the same email and password) or `check-mail` (a link was
 * mailed; the same answer whether or not the email had an account, so the form tells nobody which).
 */
export const signUpResultSchema = z.object({ status: z.enum(['signed-up', 'check-mail']) });
export type SignUpResult = z.infer<typeof signUpResultSchema>;

export const tokenField = z.string().trim().min(1, 'must not be empty').max(256);

/** What the sign-in page needs to know about this server's local accounts. */
export const accountsStatusSchema = z.object({
  needsSetup: z.boolean().describe('No owner yet: /setup makes the first account, with the setup code'),
  signup: z.enum(['open', 'invite']),
  mail: z.boolean().describe('Links (verification, reset) are mailed; else an owner hands them out'),
});
export type AccountsStatus = z.infer<typeof accountsStatusSchema>;

/** A link an owner made for someone (an invitation, a reset link) with when it stops working. */
export const accountLinkSchema = z.object({ url: z.string(), expiresAt: z.string(), mailed: z.boolean() });
export type AccountLink = z.infer<typeof accountLinkSchema>;
