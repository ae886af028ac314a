import { z } from 'zod';

export const tagSchema = z.object({
  id: z.number().int(),
  title: z.string().describe("The tag's identity, in English: what addresses and requests name it by"),
  label: z.string().optional().describe("The title in the reader's language (the title itself where it has no translation)"),
  background: z.string().nullable(),
});
export type Tag = z.infer<typeof tagSchema>;

/** The role card (seed §3 "Role card"); greeting placeholders are left for the client to fill. */
export const roleCardSchema = z.object({
  roleId: z.number().int(),
  roleName: z.string(),
  roleCover: z.string().nullable(),
  roleAuthor: z.string(),
  roleAuthorUid: z.number().int().nullable(),
  roleStatus: z.number().int(),
  intro: z.string(),
  roleAppearInfo: z.string().describe('Greeting; {{user}} and {{char}} are replaced by the client'),
  nsfw: z.boolean(),
  tags: z.array(tagSchema),
  likeCount: z.number().int(),
  hotScore: z.number().int(),
  promotion: z.boolean(),
});
export type RoleCard = z.infer<typeof roleCardSchema>;

export const roleDetailSchema = roleCardSchema.extend({
  personality: z.string(),
  scenario: z.string(),
  exampleDialogue: z.string(),
  gender: z.string(),
});
export type RoleDetail = z.infer<typeof roleDetailSchema>;

export * from './role-rules';
