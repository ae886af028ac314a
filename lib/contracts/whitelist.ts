import { z } from 'zod';

/** Seed §3/§6: 0 not whitelisted, 1 internal, 2 external. */
export const WhiteListLevel = { None: 0, Internal: 1, External: 2 } as const;

/** Levels 1 and 2 may open the manage pages (seed §6); only internal admins change anything. */
export const canOpenManagePages = (level: number) => level === WhiteListLevel.Internal || level === WhiteListLevel.External;
export const canManage = (level: number) => level === WhiteListLevel.Internal;

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
