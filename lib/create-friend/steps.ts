import type { AssetKind } from '@/lib/contracts/property';
import { CreationProgress } from '@/lib/contracts/friend-codes';

/**
 * The create-friend flow (seed §2 Creation): /create-friend/{roleId?} and its steps create-friend-avatar,
 * character, voice, bgm, space and cover, each /create-friend/{step}/{roleId}. The draft's own page
 * (/create-friend/{roleId}) is the overview: what is done, what publishing still needs, Publish.
 */
export type AssetStepId = 'avatar' | 'model' | 'animation' | 'voice' | 'bgm' | 'space' | 'cover';
export type StepId = 'character' | AssetStepId;

/** The draft field an asset step fills. */
export type AssetField = 'propertyAvatarId' | 'propertyModelId' | 'propertyAnimationId' | 'propertyVoiceId' | 'propertyBgmIds' | 'propertySkyboxId' | 'propertyCoverId';

export interface AssetStep {
  id: AssetStepId;
  segment: string;
  kind: AssetKind;
  field: AssetField;
  /** Several may be chosen (the BGM: at most five). */
  multiple: boolean;
  /** The progress code saved with the choice (seed §4 creation progress). */
  progressOnChoice?: number;
}

export const CHARACTER_SEGMENT = 'character';

export const ASSET_STEPS: readonly AssetStep[] = [
  { id: 'avatar', segment: 'create-friend-avatar', kind: 'avatar', field: 'propertyAvatarId', multiple: false, progressOnChoice: CreationProgress.ChoiceFinished },
  { id: 'voice', segment: 'voice', kind: 'voice', field: 'propertyVoiceId', multiple: false },
  { id: 'bgm', segment: 'bgm', kind: 'bgm', field: 'propertyBgmIds', multiple: true },
  { id: 'space', segment: 'space', kind: 'skybox', field: 'propertySkyboxId', multiple: false, progressOnChoice: CreationProgress.SkyboxFinish },
  { id: 'cover', segment: 'cover', kind: 'cover', field: 'propertyCoverId', multiple: false },
];

/** The animation the character plays (its role's animation asset): set in the editor of a role (/create/bind-animation/{roleId}). */
export const ANIMATION_STEP: AssetStep = { id: 'animation', segment: 'bind-animation', kind: 'animation', field: 'propertyAnimationId', multiple: false };

/** The 3D model the character wears instead of the one drawn from its look (a VRM of the author's): in the editor of a role (/create/model/{roleId}). */
export const MODEL_STEP: AssetStep = { id: 'model', segment: 'model', kind: 'avatar', field: 'propertyModelId', multiple: false };

/** The steps in the order the flow walks them. */
export const STEP_ORDER: readonly StepId[] = ['character', ...ASSET_STEPS.map((s) => s.id)];

/** The flow's address of each of its steps (the animation is the editor's only). */
const SEGMENT_OF = { character: CHARACTER_SEGMENT, ...Object.fromEntries(ASSET_STEPS.map((s) => [s.id, s.segment])) } as Record<StepId, string>;

export const CREATE_FRIEND_PATH = '/create-friend';

/** Where a step of a draft lives; without a step, the draft's overview; without a role, the start. */
export function createFriendHref(roleId?: number, step?: StepId): string {
  if (roleId === undefined) return CREATE_FRIEND_PATH;
  return step ? `${CREATE_FRIEND_PATH}/${SEGMENT_OF[step]}/${roleId}` : `${CREATE_FRIEND_PATH}/${roleId}`;
}

export type CreateFriendPlace = { view: 'start' } | { view: 'overview'; roleId: number } | { view: 'step'; step: StepId; roleId?: number } | { view: 'guide'; roleId?: number };

/** The same creation as a conversation with a guide (/create-friend/guide/{roleId?}). */
export const GUIDE_SEGMENT = 'guide';
export const guideHref = (roleId?: number) => `/create-friend/${GUIDE_SEGMENT}${roleId ? `/${roleId}` : ''}`;

const roleIdOf = (segment: string | undefined): number | undefined | null => {
  if (segment === undefined) return undefined;
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= 2_147_483_647 ? id : null;
};

/** Reads /create-friend/… path segments; null for an address the flow does not have (the page answers 404). */
export function parseCreateFriendPath(segments: readonly string[]): CreateFriendPlace | null {
  if (segments.length === 0) return { view: 'start' };
  if (segments.length > 2) return null;
  const [first, second] = segments as [string, string | undefined];
  if (first === GUIDE_SEGMENT) {
    const roleId = roleIdOf(second);
    return roleId === null ? null : { view: 'guide', roleId };
  }
  const step = STEP_ORDER.find((id) => SEGMENT_OF[id] === first);
  if (step) {
    const roleId = roleIdOf(second);
    return roleId === null ? null : { view: 'step', step, roleId };
  }
  if (second !== undefined) return null;
  const roleId = roleIdOf(first);
  return roleId ? { view: 'overview', roleId } : null;
}

export const assetStepOf = (id: StepId): AssetStep | undefined => [...ASSET_STEPS, ANIMATION_STEP, MODEL_STEP].find((s) => s.id === id);

/** The step after this one; undefined after the last (the overview comes next). */
export function nextStep(id: StepId): StepId | undefined {
  return STEP_ORDER[STEP_ORDER.indexOf(id) + 1];
}
