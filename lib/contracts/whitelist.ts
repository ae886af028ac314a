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
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

export * from './whitelist-levels';
