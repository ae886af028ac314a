import { z } from 'zod';
import { hasLatinLetter, REVIEW_STATES, ROLE_BGM_MAX, ROLE_COMPLETENESS, ROLE_CREATION_PROGRESS_CODES, ROLE_EXAMPLE_DIALOGUE_MAX, ROLE_GREETING_MAX, ROLE_INTRO_MAX, ROLE_NAME_MAX, ROLE_PERSONALITY_MAX, ROLE_SCENARIO_MAX, ROLE_TAGS_MAX, RoleCreateMessage, REVIEW_NOTE_MAX, TAG_BACKGROUND_MAX, TAG_TITLE_MAX, type RoleCreationProgressCode } from './role-create-rules';
import { INT32_MAX } from './integers';
import { listPageSchema, pageInput } from './paging';
import { RoleStatus } from './role-rules';
import { tagSchema } from './role';
import { multilineText, plainText } from './text-fields';
import { GENDERS } from './user';

/**
 * Creating a character (seed §2 Creation, §4 statuses and progress codes, §5 rules, §7 "Characters, roles, tags,
 * generation"): the author's draft, its partial saves, publishing, the review that puts it in Discover, and the
 * staff's review calls. Every call and message the server and the pages share is defined here once.
 *
 * Lifecycle (RoleStatus): createAiRole makes a draft (2). publish / pipePublish check completeness and make it
 * published (10): its author and anyone with its profile link can open it and chat. push asks staff for review
 * (reviewState 'pending', still 10). Staff approve → approved (50): Discover, search and the sitemap list it.
 * Staff reject → it stays published, reviewState 'rejected' with a note the author sees. Staff take an approved
 * role down → back to published (10), reviewState 'takenDown' with a note. delete removes it for everyone; chats
 * with it stay readable as history.
 */

export * from './role-create-rules';

export const roleCreationProgressSchema = z.union(
  ROLE_CREATION_PROGRESS_CODES.map((v) => z.literal(v)) as unknown as [
    z.ZodLiteral<RoleCreationProgressCode>,
    z.ZodLiteral<RoleCreationProgressCode>,
    ...z.ZodLiteral<RoleCreationProgressCode>[],
  ],
);

// ---- the draft as its author reads it ----

const positiveId = () => z.number().int().positive();

/** A role as its author edits it (every creation call answers this). */
export const roleDraftSchema = z.object({
  roleId: positiveId(),
  /** RoleStatus: 2 draft, 10 published, 50 approved. */
  status: z.union([z.literal(RoleStatus.Draft), z.literal(RoleStatus.Published), z.literal(RoleStatus.Approved)]),
  /** The last progress code pipeSave stored; null before the first. */
  progress: roleCreationProgressSchema.nullable(),
  roleName: z.string(),
  gender: z.enum(GENDERS),
  intro: z.string(),
  personality: z.string(),
  scenario: z.string(),
  /** The greeting (roleAppearInfo); {{user}} and {{char}} are filled by the reader. */
  roleAppearInfo: z.string(),
  exampleDialogue: z.string(),
  /** Tag titles, in the order chosen. */
  tags: z.array(z.string()),
  nsfw: z.boolean(),
  propertyAvatarId: positiveId().nullable(),
  propertyVoiceId: positiveId().nullable(),
  propertySkyboxId: positiveId().nullable(),
  propertyAnimationId: positiveId().nullable(),
  /** The 3D model the role wears instead of the one drawn from its look: a VRM of the author's (an avatar asset with a model file). */
  propertyModelId: positiveId().nullable(),
  propertyCoverId: positiveId().nullable(),
  /** At most ROLE_BGM_MAX, in the order chosen. */
  propertyBgmIds: z.array(positiveId()).max(ROLE_BGM_MAX),
  /** The cover people see on cards: the cover asset's picture, else the avatar's portrait; null when neither. */
  coverUrl: z.string().nullable(),
  reviewState: z.enum(REVIEW_STATES),
  /** Why staff rejected or took the role down; null otherwise. */
  reviewNote: z.string().nullable(),
  /** What publishing still needs (empty when complete). */
  missing: z.array(z.enum(ROLE_COMPLETENESS)),
  publishedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type RoleDraft = z.infer<typeof roleDraftSchema>;

// ---- requests ----

/** A role id in a request body: a positive whole number, also accepted as a decimal string. */
export const roleIdInput = () => z.coerce.number().int().positive().max(INT32_MAX);
export const roleIdBodySchema = z.object({ roleId: roleIdInput() });
export type RoleIdBody = z.infer<typeof roleIdBodySchema>;

export const roleNameSchema = plainText(ROLE_NAME_MAX)
  .pipe(z.string().min(1, 'please fill in name'))
  .refine(hasLatinLetter, RoleCreateMessage.nameNeedsLatin);

/** An asset chosen for the role: one of the caller's own assets (or a published one); null clears the choice. */
const assetRef = () =>
  z.coerce
    .number({ message: RoleCreateMessage.selectItem })
    .int(RoleCreateMessage.selectItem)
    .positive(RoleCreateMessage.selectItem)
    .max(INT32_MAX, RoleCreateMessage.selectItem);

/** The character fields (app/character/create and pipeSave share them). */
const characterFields = {
  roleName: roleNameSchema,
  gender: z.enum(GENDERS, { message: RoleCreateMessage.selectOption }),
  intro: multilineText(ROLE_INTRO_MAX),
  personality: multilineText(ROLE_PERSONALITY_MAX),
  scenario: multilineText(ROLE_SCENARIO_MAX),
  roleAppearInfo: multilineText(ROLE_GREETING_MAX),
  exampleDialogue: multilineText(ROLE_EXAMPLE_DIALOGUE_MAX),
  /** Titles of existing tags (any case; app/tag/create makes new ones). */
  tags: z.array(plainText(TAG_TITLE_MAX).pipe(z.string().min(1, 'must not be empty'))).max(ROLE_TAGS_MAX, `at most ${ROLE_TAGS_MAX} tags`),
  nsfw: z.boolean(),
};

/** Every field the author may change; a save sends any subset. */
export const roleDraftPatchSchema = z
  .object({
    ...characterFields,
    progress: roleCreationProgressSchema,
    propertyAvatarId: assetRef().nullable(),
    propertyVoiceId: assetRef().nullable(),
    propertySkyboxId: assetRef().nullable(),
    propertyAnimationId: assetRef().nullable(),
    propertyModelId: assetRef().nullable(),
    propertyCoverId: assetRef().nullable(),
    propertyBgmIds: z.array(assetRef()).max(ROLE_BGM_MAX, RoleCreateMessage.tooManyBgm),
  })
  .partial()
  .strict();
export type RoleDraftPatch = z.infer<typeof roleDraftPatchSchema>;

/** POST app/role/createAiRole {roleName}: a new draft of the caller's. */
export const createAiRoleInput = z.object({ roleName: roleNameSchema }).strict();
export type CreateAiRoleInput = z.infer<typeof createAiRoleInput>;

/**
 * POST app/role/pipeSave {roleId, …fields}: only the fields sent change. Idempotent (the client retries it on
 * error): the same body twice leaves the same draft. Allowed in every status; a published or approved role's edits
 * show at once (an approved role stays approved).
 */
export const pipeSaveInput = roleDraftPatchSchema.extend({ roleId: roleIdInput() }).strict();
export type PipeSaveInput = z.infer<typeof pipeSaveInput>;

/** POST app/role/pipePublish {roleId, …fields}: pipeSave, then publish, in one step (nothing is saved if publishing is refused). */
export const pipePublishInput = pipeSaveInput;
export type PipePublishInput = PipeSaveInput;

/**
 * POST app/character/create {roleId, …character fields}: the character step's save (the same rules as pipeSave),
 * except that exampleDialogue, when sent, must not be empty ('Dialog example can't be empty, please fill in.').
 */
export const characterCreateInput = roleDraftPatchSchema
  .pick({ roleName: true, gender: true, intro: true, personality: true, scenario: true, roleAppearInfo: true, tags: true, nsfw: true })
  .extend({
    roleId: roleIdInput(),
    exampleDialogue: multilineText(ROLE_EXAMPLE_DIALOGUE_MAX).pipe(z.string().min(1, RoleCreateMessage.dialogExampleEmpty)).optional(),
  })
  .strict();
export type CharacterCreateInput = z.infer<typeof characterCreateInput>;

/** POST app/role/delete {roleId}: the answer names the deleted role. */
export const roleDeletedSchema = z.object({ roleId: positiveId() });

// ---- tags ----

/** POST app/tag/create {title}: a new role tag, titles unique in any case; an existing title answers that tag (created false). */
export const tagCreateInput = z.object({ title: plainText(TAG_TITLE_MAX).pipe(z.string().min(1, 'must not be empty')) }).strict();
export const tagCreatedSchema = z.object({ tag: tagSchema, created: z.boolean() });
export type TagCreated = z.infer<typeof tagCreatedSchema>;

/**
 * POST app/tag/updateTagBackground {tagId | title, background}: staff (whitelist level 1 or 2) change any tag's
 * background; a creator only the tags they created. background is an image URL, or null to remove it.
 */
export const updateTagBackgroundInput = z
  .object({
    tagId: z.coerce.number().int().positive().max(INT32_MAX).optional(),
    title: plainText(TAG_TITLE_MAX).optional(),
    background: z.string().trim().max(TAG_BACKGROUND_MAX).nullable(),
  })
  .strict()
  .refine((v) => v.tagId !== undefined || !!v.title, { message: 'tagId or title is required', path: ['tagId'] });
export type UpdateTagBackgroundInput = z.infer<typeof updateTagBackgroundInput>;

// ---- staff review (whitelist level 1 or 2) ----

/** One role waiting for review, or one staff look at. */
export const reviewItemSchema = roleDraftSchema.extend({
  authorUid: z.number().int().nullable(),
  authorName: z.string(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

/** POST app/role/review/getList: roles by review state (default pending), oldest request first. */
export const reviewListInput = z.object({ reviewState: z.enum(REVIEW_STATES).default('pending'), ...pageInput(20, 100) }).strict();
export type ReviewListInput = z.input<typeof reviewListInput>;
export const reviewListSchema = listPageSchema(reviewItemSchema);

const reviewNote = () => plainText(REVIEW_NOTE_MAX).pipe(z.string().min(1, 'must not be empty'));
/** POST app/role/review/approve {roleId}: a published role becomes approved (Discover, search, sitemap). */
export const reviewApproveInput = roleIdBodySchema.strict();
/** POST app/role/review/reject {roleId, reason}: a pending role stays published; its author sees the reason. */
export const reviewRejectInput = z.object({ roleId: roleIdInput(), reason: reviewNote() }).strict();
/** POST app/role/review/takeDown {roleId, reason}: an approved role goes back to published and leaves Discover. */
export const reviewTakeDownInput = reviewRejectInput;
