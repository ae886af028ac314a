import type { StepId } from './steps';

/**
 * The editors of a role its author owns (seed §2): /create/{roleId} is the hub that links to each; each editor is
 * /create/{step}/{roleId} — character, avatar, model, bind-animation, voice, space, bgm, cover, plotsDeck — and one plot's
 * editor is /create/plotEdit/{roleId}/{plotId} (`new` for a new one). /create itself is the create hub.
 */
export type EditorStepId = StepId | 'plots';

/** The editors in the order the hub lists them. */
export const EDITOR_STEPS: readonly EditorStepId[] = ['character', 'avatar', 'model', 'animation', 'voice', 'space', 'bgm', 'cover', 'plots'];

const EDITOR_SEGMENT: Record<EditorStepId, string> = {
  character: 'character',
  avatar: 'avatar',
  model: 'model',
  animation: 'bind-animation',
  voice: 'voice',
  space: 'space',
  bgm: 'bgm',
  cover: 'cover',
  plots: 'plotsDeck',
};
const PLOT_EDIT_SEGMENT = 'plotEdit';
export const EDITOR_PATH = '/create';
/** The plot id of a plot not written yet. */
export const NEW_PLOT = 'new';

export type EditorPlace =
  | { view: 'hub'; roleId: number }
  | { view: 'step'; step: StepId; roleId: number }
  | { view: 'plots'; roleId: number }
  | { view: 'plot'; roleId: number; plotId: number | typeof NEW_PLOT };

/** The hub of a role's editors, or one of them. */
export function editorHref(roleId: number, step?: EditorStepId): string {
  return step ? `${EDITOR_PATH}/${EDITOR_SEGMENT[step]}/${roleId}` : `${EDITOR_PATH}/${roleId}`;
}

export const plotEditHref = (roleId: number, plotId: number | typeof NEW_PLOT) => `${EDITOR_PATH}/${PLOT_EDIT_SEGMENT}/${roleId}/${plotId}`;

const idOf = (segment: string | undefined): number | null => {
  if (segment === undefined || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= 2_147_483_647 ? id : null;
};

/** Reads the segments after /create/; null for an address the editors do not have (the page answers 404). */
export function parseEditorPath(segments: readonly string[]): EditorPlace | null {
  const [first, second, third] = segments;
  if (segments.length === 1) {
    const roleId = idOf(first);
    return roleId ? { view: 'hub', roleId } : null;
  }
  if (segments.length === 3 && first === PLOT_EDIT_SEGMENT) {
    const roleId = idOf(second);
    const plotId = third === NEW_PLOT ? NEW_PLOT : idOf(third);
    return roleId && plotId ? { view: 'plot', roleId, plotId } : null;
  }
  if (segments.length !== 2) return null;
  const step = EDITOR_STEPS.find((id) => EDITOR_SEGMENT[id] === first);
  const roleId = idOf(second);
  if (!step || !roleId) return null;
  return step === 'plots' ? { view: 'plots', roleId } : { view: 'step', step, roleId };
}
