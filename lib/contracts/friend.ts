import { z } from 'zod';
import { listPageSchema } from './paging';
import { RELATION_LEVELS } from './relation-levels';
import { roleCardSchema, roleDetailSchema } from './role';

export const lastMsgSchema = z.object({ msgId: z.string(), content: z.string(), sendTimestamp: z.number() });

/** The role card of the friend and stranger lists (seed §3 Role card (friend)). */
export const friendRoleSchema = roleCardSchema.extend({
  isFriend: z.boolean(),
  like: z.boolean().describe('Whether the caller likes the role'),
  playId: z.number().int().nullable(),
  playName: z.string().nullable(),
  playType: z.string().nullable(),
  lastMsg: lastMsgSchema.nullable().describe("The newest message of the caller's chat with the role"),
  messageUnread: z.number().int().describe('Messages the role sent that the client has not acknowledged'),
});
export type FriendRole = z.infer<typeof friendRoleSchema>;

/** A page of the friend or stranger list (seed §7 getMyFriendList, getAiStrongerList). */
export const friendPageSchema = listPageSchema(z.object({ role: friendRoleSchema }));
export type FriendPage = z.infer<typeof friendPageSchema>;

/** A role's media as its properties (avatar, voice, bgm, skybox, animation) hold them. */
export const rolePropertySchema = z.object({
  kind: z.string(),
  assetId: z.number().int(),
  name: z.string(),
  resource: z.record(z.string(), z.unknown()).describe('URLs of the asset (cardUrl, audioUrl, modelUrl, bgmUrl, …)'),
});

export const friendDetailSchema = roleDetailSchema.extend({
  isFriend: z.boolean(),
  like: z.boolean(),
  roleImage: z.string().nullable(),
  playId: z.number().int().nullable(),
  playName: z.string().nullable(),
  playType: z.string().nullable(),
  properties: z.array(rolePropertySchema),
});
export type FriendDetail = z.infer<typeof friendDetailSchema>;

export const friendSettingSchema = z.object({ roleId: z.number().int(), isFriend: z.boolean(), pushDisable: z.boolean() });
export type FriendSetting = z.infer<typeof friendSettingSchema>;

export const friendProgressSchema = z.object({
  roleId: z.number().int(),
  roleStatus: z.number().int(),
  progress: z.number().int().describe('Seed §4 creation progress: 40 choose image, 50 choice finished, 59 before motion, 61 choose motion, 80 finish, 2 skybox finish'),
  finished: z.boolean(),
  isFriend: z.boolean(),
});
export type FriendProgress = z.infer<typeof friendProgressSchema>;

const RELATION_LEVEL_KEYS = RELATION_LEVELS.map((l) => l.key) as [(typeof RELATION_LEVELS)[number]['key'], ...(typeof RELATION_LEVELS)[number]['key'][]];

/** How the caller and a role stand (seed §3 Relation per roleId). */
export const relationSchema = z.object({
  roleId: z.number().int(),
  isFriend: z.boolean(),
  like: z.boolean(),
  affinity: z.number().int().describe('How close they are, grown by real conversation'),
  level: z.number().int().describe('The relation level reached: an index into RELATION_LEVELS (stranger, acquaintance, friend, closeFriend, confidant)'),
  levelKey: z.enum(RELATION_LEVEL_KEYS).describe('The name of the level'),
  progress: z.number().min(0).max(1).describe('How far from this level to the next, 0–1; 1 at the last level'),
  messageCount: z.number().int().describe('Messages in the conversation, both sides'),
  lastChatAt: z.number().nullable().describe('Epoch ms of the newest message'),
  friendSince: z.number().nullable().describe('Epoch ms the role was added as a friend'),
});
export type Relation = z.infer<typeof relationSchema>;

export * from './friend-codes';
