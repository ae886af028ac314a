// A role's plots: plain values the browser uses (messages, bounds, paths, codes), kept apart from the zod schemas of role-plot.ts so its bundle carries no zod.
import { RoleCreateMessage } from './role-create-rules';

/** Seed §5 and §9: the messages a plot's fields are refused with (quoted exactly; the pages translate them). */
export const PlotMessage = {
  /** A title or a scene left empty. */
  contentEmpty: 'Please enter the content.',
  dialogExampleEmpty: RoleCreateMessage.dialogExampleEmpty,
  /** The number of rounds is missing. */
  roundsMissing: 'Please enter the number of dialogue rounds to complete (maximum 5 rounds).',
  /** The number of rounds is not a whole number from 1 to PLOT_ROUNDS_MAX. */
  roundsRange: 'Enter a number 1-5',
} as const;

/** Seed §9: dialogue rounds at most 5; the number input takes 1–5. */
export const PLOT_ROUNDS_MIN = 1;
export const PLOT_ROUNDS_MAX = 5;
export const PLOT_TITLE_MAX = 60;
export const PLOT_SCENE_MAX = 1000;
export const PLOT_DIALOGUE_MAX = 2000;
/** Plots one role may have. */
export const ROLE_PLOTS_MAX = 20;

/**
 * The plot kind a message carries (seed Message data `plot {plotId, plotType}`): a scene the role's author wrote.
 * The only kind there is; the number leaves room for others.
 */
export const PlotType = { Authored: 1 } as const;
export type PlotTypeCode = (typeof PlotType)[keyof typeof PlotType];

/** What a message played in a plot carries (seed Message data `plot`). */
export interface MessagePlot {
  plotId: number;
  plotType: PlotTypeCode;
}

/**
 * Where a running plot stands, as the socket tells it (EnterPlot, PlotMsg, ExitPlot and EnterChat's resume):
 * `roundsDone` of `rounds` replies written; `complete` once the last round is answered; `ended` when the plot is
 * no longer running (completed, left, or gone).
 */
export interface PlotProgress {
  roleId: number;
  plot: MessagePlot;
  title: string;
  scene: string;
  rounds: number;
  roundsDone: number;
  complete: boolean;
  ended: boolean;
}

// ---- paths (under {base}); the role creation calls ----

export const RolePlotPath = {
  /** A role's plots: its author's in any status, anyone's who may open the role (published or approved). */
  list: '/app/role/plot/list',
  get: '/app/role/plot/get',
  /** Creates (no plotId) or changes one of the author's plots. */
  save: '/app/role/plot/save',
  delete: '/app/role/plot/delete',
  /** The author's plots in a new order. */
  sort: '/app/role/plot/sort',
} as const;
