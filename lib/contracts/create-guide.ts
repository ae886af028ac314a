import { z } from 'zod';
import { AVATAR_PROMPT_MAX, EMPTY_PROMPT_MESSAGE } from './avatar-generation';
import { MAX_SUGGESTION_WORDS_CHARS } from './character-suggestion';
import { INT32_MAX } from './integers';
import { roleIdInput, roleNameSchema, RoleCreateMessage } from './role-create';

/**
 * Creating a friend as a conversation (seed §4 chat events create_friend, produce_image, choice_image,
 * enter_nickname, choice_voice, choice_character, waiting_model, progress, finish_create,
 * setup_role_background). A guide asks for a look, shows drawn options to choose from, asks for a name, a
 * voice and a character, and reports progress until the new friend is ready to greet its author in chat.
 *
 * The guide's questions are socket frames, not stored messages: the client words them in the person's language.
 * Everything chosen is saved on the draft as it is chosen, so `CreateFriend {roleId}` resumes where it stood.
 *
 *   client → server                          server → client
 *   CreateFriend {roleId?}                   CreateFriend {step, roleId?, name?}  (the question to ask now)
 *   ProduceImage {prompt}                    ProduceImage {prompt, options[3]}
 *   ChoiceImage {prompt, seed}               EnterNickname {prompt, seed}
 *   EnterNickname {name, prompt, seed}       WaitingModel {roleId, stage: avatar, taskId}, then ChoiceVoice {roleId, options}
 *   ChoiceVoice {roleId, option | voiceId}   ChoiceCharacter {roleId}
 *   ChoiceCharacter {roleId, words?}         WaitingModel {roleId, stage: character}, then ChoiceCharacter {roleId, character}
 *   ChoiceCharacter {roleId, keep: true}     SetupRoleBackground {roleId, options}
 *   SetupRoleBackground {roleId, skyboxId?}  FinishCreate {roleId, done: false}
 *   FinishCreate {roleId}                    WaitingModel {stage: avatar} while the avatar is drawn, else FinishCreate {roleId, done: true}
 * and after each save a Progress {roleId, code, done}.
 */

export const GUIDE_STEPS = ['look', 'name', 'voice', 'character', 'space', 'finish', 'done'] as const;
export type GuideStep = (typeof GUIDE_STEPS)[number];

/** How many drawn looks the guide offers for one description. */
export const GUIDE_IMAGE_OPTIONS = 3;
/** How many of the person's own spaces the guide offers. */
export const GUIDE_SPACE_OPTIONS = 6;

const prompt = z.string().trim().min(1, EMPTY_PROMPT_MESSAGE).max(AVATAR_PROMPT_MAX, `a prompt may be at most ${AVATAR_PROMPT_MAX} characters`);
const seed = z.number().int().min(0).max(0xffffffff);
const assetId = z.coerce.number({ message: RoleCreateMessage.selectItem }).int(RoleCreateMessage.selectItem).positive(RoleCreateMessage.selectItem).max(INT32_MAX, RoleCreateMessage.selectItem);

/** The person's UI language, for the inspirations and the character's words. */
const locale = z.string().max(20).optional();

export const createFriendInput = z.object({ roleId: roleIdInput().optional(), locale }).strict();
export const produceImageInput = z.object({ prompt }).strict();
export const choiceImageInput = z.object({ prompt, seed }).strict();
export const enterNameInput = z.object({ name: roleNameSchema, prompt, seed, roleId: roleIdInput().optional() }).strict();

/** A voice the guide offers: a built-in voice at a pitch and pace. */
export const guideVoiceSchema = z.object({
  voice: z.string().trim().min(1).max(32),
  pitch: z.number().min(0.4).max(2.2),
  rate: z.number().min(0.6).max(1.6),
});
export type GuideVoice = z.infer<typeof guideVoiceSchema>;

export const choiceVoiceInput = z
  .object({ roleId: roleIdInput(), option: guideVoiceSchema.optional(), voiceId: assetId.optional() })
  .strict()
  .refine((input) => (input.option === undefined) !== (input.voiceId === undefined), { message: RoleCreateMessage.selectOption, path: ['option'] });

export const choiceCharacterInput = z
  .object({ roleId: roleIdInput(), words: z.string().trim().max(MAX_SUGGESTION_WORDS_CHARS).optional(), keep: z.literal(true).optional(), locale })
  .strict();
export const setupBackgroundInput = z.object({ roleId: roleIdInput(), skyboxId: assetId.nullable().optional() }).strict();
export const finishCreateInput = z.object({ roleId: roleIdInput() }).strict();

// ---- what the server sends ----

export type GuideQuestion = { step: GuideStep; roleId?: number; name?: string };

export type GuideImageOption = {
  seed: number;
  /** The drawn portrait, small, as a data:image/webp URL. */
  image: string;
  /** The words of the description the look followed. */
  understood: string[];
};

/** The voices the guide offers: built-in voices fitted to the look (each with a sample), and the person's own voices. */
export type GuideVoiceOption = { kind: 'design'; key: string; option: GuideVoice; sampleUrl?: string } | { kind: 'asset'; voiceId: number; name: string; sampleUrl?: string };

export type GuideCharacter = { intro: string; personality: string; greeting: string; tags: string[]; writer: string };

export type GuideSpaceOption = { skyboxId: number; name: string; imageUrl?: string };

export type GuideWaiting = { roleId?: number; stage: 'avatar' | 'character'; taskId?: number; assetId?: number };

export type GuideProgress = { roleId: number; code: number; done: GuideStep[] };
