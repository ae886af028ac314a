import { z } from 'zod';

export const managedUserSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  source: z.string(),
  avatar: z.string().nullable(),
  whiteListLevel: z.number().int(),
  balance: z.number().int(),
  createdAt: z.string(),
  disabled: z.boolean().describe('An owner disabled the user: no sign-in opens the account'),
  emailVerified: z.boolean().optional().describe('Local accounts only: the email was verified'),
  resetRequested: z.boolean().optional().describe('Local accounts only: the user asked for a reset link that no mail could carry; make one for them'),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

export * from './whitelist-levels';
