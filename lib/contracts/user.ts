import { z } from 'zod';
import { multilineText, plainText } from './text-fields';

export const GENDERS = ['female', 'male', 'non'] as const;

/** userInfo (seed §3). */
export const userInfoSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  nameChosen: z.boolean().describe('The person chose this name; false for the name a visitor is given ("Guest 12"), which characters do not call them by'),
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
  inCheck: z.boolean().optional().describe('The asking native app is a version under store review (seed §3)'),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const NICKNAME_MAX = 30;
export const nicknameSchema = plainText(NICKNAME_MAX).pipe(z.string().min(1, 'must not be empty'));

/** How many kinds of characters a person may say they like (userInfo.tagList, /profile-character-edit). */
export const USER_TAGS_MAX = 20;

/** POST /userSetting: only the fields sent change (seed §7). llmConfig may be a JSON string, as the seed sends it. */
export const userSettingInputSchema = z
  .object({
    lang: z.string().optional(),
    gender: z.enum(GENDERS).optional(),
    nickname: nicknameSchema.optional(),
    avatar: z.string().trim().max(500).optional(),
    tagList: z.array(z.coerce.number().int().positive()).max(USER_TAGS_MAX, `at most ${USER_TAGS_MAX} tags`).optional(),
    llmConfig: z.union([z.string().max(4000), z.record(z.string(), z.unknown())]).optional(),
    openNsfw: z.boolean().optional(),
    autoAudio: z.boolean().optional(),
  })
  .strict();
export type UserSettingInput = z.infer<typeof userSettingInputSchema>;

export const PERSONA_AGE_MIN = 18;
export const PERSONA_AGE_MAX = 120;
export const PERSONA_DESCRIPTION_MAX = 1000;

/** The persona a user plays in chats (seed §7 upsertUserPersonalConfig): how characters see them. */
export const personaSchema = z.object({
  name: plainText(NICKNAME_MAX),
  gender: z.enum(GENDERS),
  age: z.coerce.number().int().min(PERSONA_AGE_MIN).max(PERSONA_AGE_MAX).nullable(),
  description: multilineText(PERSONA_DESCRIPTION_MAX),
});
export type Persona = z.infer<typeof personaSchema>;
export const personaInputSchema = personaSchema.partial();
