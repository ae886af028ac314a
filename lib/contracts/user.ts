import { z } from 'zod';

export const GENDERS = ['female', 'male', 'non'] as const;

/** userInfo (seed §3). */
export const userInfoSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  email: z.string().nullable(),
  source: z.string(),
  whiteListLevel: z.number().int().describe('0 not whitelisted, 1 internal, 2 external'),
  openNsfw: z.boolean(),
  autoAudio: z.boolean(),
  gender: z.enum(GENDERS),
  lang: z.string().nullable(),
  tagList: z.array(z.number().int()),
  llmConfigObj: z.record(z.string(), z.unknown()).nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;
