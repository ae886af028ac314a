// Creating a character: plain values the browser uses (messages, bounds, codes, paths), kept apart from the zod schemas of role-create.ts so its bundle carries no zod.
import { CreationProgress } from './friend-codes';

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
