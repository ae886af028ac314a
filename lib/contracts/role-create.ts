import { z } from 'zod';
import { CreationProgress } from './friend-codes';
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

// ---- messages (seed §5 "Creation messages"; quoted exactly, the pages translate them) ----

export const RoleCreateMessage = {
  /** publish/pipePublish of a role that fails the completeness rule (ROLE_COMPLETENESS). */
  incomplete: 'This role resource is incomplete',
  /** A choice field (gender) with a value outside its options. */
  selectOption: 'Please select an option.',
  /** An asset field sent as 0 or another id that names nothing chosen. */
  selectItem: 'Select item first, please',
  /** app/character/create with an empty example dialogue. */
  dialogExampleEmpty: "Dialog example can't be empty, please fill in.",
  /** propertyBgmIds with more than ROLE_BGM_MAX ids. */
  tooManyBgm: 'More than 5 BGM cannot be selected',
  /** What the client shows after app/tag/create succeeded. */
  tagCreated: 'The tag name has been created.',
  /** A role name without a Latin letter (seed §5). */
  nameNeedsLatin: 'must contain at least one Latin letter',
} as const;

// ---- bounds ----

export const ROLE_NAME_MAX = 40;
export const ROLE_INTRO_MAX = 500;
export const ROLE_GREETING_MAX = 1000;
export const ROLE_PERSONALITY_MAX = 2000;
export const ROLE_SCENARIO_MAX = 2000;
export const ROLE_EXAMPLE_DIALOGUE_MAX = 4000;
/** Tags one role may carry. */
export const ROLE_TAGS_MAX = 10;
export const TAG_TITLE_MAX = 64;
/** Seed §5: 'More than 5 BGM cannot be selected'. */
export const ROLE_BGM_MAX = 5;
export const TAG_BACKGROUND_MAX = 500;
export const REVIEW_NOTE_MAX = 500;

/** Seed §5: a character name is valid when it contains at least one Latin letter. */
export const hasLatinLetter = (name: string) => /[A-Za-z]/.test(name);

// ---- progress (seed §4 "Creation progress codes") ----

/**
 * Where the author is in the creation flow, saved per draft by pipeSave so the flow resumes there. The same codes
 * getAiFriendProgress reports (friend-codes CreationProgress).
 */
export const RoleCreationProgress = CreationProgress;
export type RoleCreationProgressCode = (typeof RoleCreationProgress)[keyof typeof RoleCreationProgress];
export const ROLE_CREATION_PROGRESS_CODES = Object.values(RoleCreationProgress) as RoleCreationProgressCode[];
export const roleCreationProgressSchema = z.union(
  ROLE_CREATION_PROGRESS_CODES.map((v) => z.literal(v)) as unknown as [
    z.ZodLiteral<RoleCreationProgressCode>,
    z.ZodLiteral<RoleCreationProgressCode>,
    ...z.ZodLiteral<RoleCreationProgressCode>[],
  ],
);

// ---- review ----

/**
 * Where a role is in staff review: none (never asked), pending (push asked), approved (status 50), rejected (asked,
 * refused with a note; still published), takenDown (was approved, removed from Discover with a note; published).
 */
export const REVIEW_STATES = ['none', 'pending', 'approved', 'rejected', 'takenDown'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

// ---- completeness ----

/**
 * What publishing needs (answered 'This role resource is incomplete' otherwise): a valid name (a Latin letter),
 * an intro, a greeting, and a picture — a cover asset or an avatar asset (whose portrait stands in as the cover).
 * `RoleDraft.missing` lists what is still missing, by these names.
 */
export const ROLE_COMPLETENESS = ['roleName', 'intro', 'greeting', 'cover'] as const;
export type RoleCompletenessField = (typeof ROLE_COMPLETENESS)[number];

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

// ---- paths (under {base}) ----

export const RoleCreatePath = {
  createAiRole: '/app/role/createAiRole',
  /** The author's draft of one role (the editor's load). */
  getDraft: '/app/role/getDraft',
  pipeSave: '/app/role/pipeSave',
  pipePublish: '/app/role/pipePublish',
  publish: '/app/role/publish',
  push: '/app/role/push',
  delete: '/app/role/delete',
  characterCreate: '/app/character/create',
  tagCreate: '/app/tag/create',
  updateTagBackground: '/app/tag/updateTagBackground',
  reviewList: '/app/role/review/getList',
  reviewApprove: '/app/role/review/approve',
  reviewReject: '/app/role/review/reject',
  reviewTakeDown: '/app/role/review/takeDown',
} as const;
