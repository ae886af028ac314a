import { z } from 'zod';
import { INT32_MAX } from './integers';
import { roleIdInput } from './role-create';
import { PLOT_DIALOGUE_MAX, PLOT_ROUNDS_MAX, PLOT_ROUNDS_MIN, PLOT_SCENE_MAX, PLOT_TITLE_MAX, PlotMessage, PlotType, ROLE_PLOTS_MAX } from './role-plot-rules';
import { multilineText, plainText } from './text-fields';

/**
 * A role's plots (seed §2 plotsDeck and plotEdit, §5 messages, Message data `plot`): short scenes the role's
 * author writes — a title, what the user and the character are doing (the scene and its goal), an example of the
 * dialogue, and how many dialogue rounds (1–5) complete it. In chat, EnterPlot {roleId, plotId} plays one.
 */

export * from './role-plot-rules';

export const plotIdInput = () => z.coerce.number().int().positive().max(INT32_MAX);

/** One plot as every call answers it. */
export const rolePlotSchema = z.object({
  plotId: z.number().int().positive(),
  roleId: z.number().int().positive(),
  title: z.string(),
  scene: z.string(),
  dialogueExample: z.string(),
  rounds: z.number().int().min(PLOT_ROUNDS_MIN).max(PLOT_ROUNDS_MAX),
  plotType: z.literal(PlotType.Authored),
  updatedAt: z.string(),
});
export type RolePlot = z.infer<typeof rolePlotSchema>;

export const rolePlotListSchema = z.object({ list: z.array(rolePlotSchema) });
export type RolePlotList = z.infer<typeof rolePlotListSchema>;

const required = (max: number, message: string, text = plainText) => text(max).pipe(z.string().min(1, message));

/** The number of rounds: missing → the seed's "Please enter the number…"; outside 1–5 or not whole → "Enter a number 1-5". */
export const plotRoundsInput = () =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? PlotMessage.roundsMissing : PlotMessage.roundsRange) })
      .int(PlotMessage.roundsRange)
      .min(PLOT_ROUNDS_MIN, PlotMessage.roundsRange)
      .max(PLOT_ROUNDS_MAX, PlotMessage.roundsRange),
  );

/** POST app/role/plot/save: a new plot (no plotId) or the author's plot changed whole. */
export const plotSaveInput = z
  .object({
    roleId: roleIdInput(),
    plotId: plotIdInput().optional(),
    title: required(PLOT_TITLE_MAX, PlotMessage.contentEmpty),
    scene: required(PLOT_SCENE_MAX, PlotMessage.contentEmpty, multilineText),
    dialogueExample: required(PLOT_DIALOGUE_MAX, PlotMessage.dialogExampleEmpty, multilineText),
    rounds: plotRoundsInput(),
  })
  .strict();
export type PlotSaveInput = z.infer<typeof plotSaveInput>;

export const plotListInput = z.object({ roleId: roleIdInput() }).strict();
export const plotRefInput = z.object({ roleId: roleIdInput(), plotId: plotIdInput() }).strict();
export type PlotRef = z.infer<typeof plotRefInput>;
/** POST app/role/plot/sort: every plot of the role, each once, in the new order. */
export const plotSortInput = z.object({ roleId: roleIdInput(), plotIds: z.array(plotIdInput()).max(ROLE_PLOTS_MAX) }).strict();
export const plotDeletedSchema = z.object({ plotId: z.number().int().positive() });

/** EnterPlot {roleId, plotId} and ExitPlot {roleId} over the chat socket. */
export const enterPlotInputSchema = z.object({ roleId: roleIdInput(), plotId: plotIdInput() });
export const exitPlotInputSchema = z.object({ roleId: roleIdInput(), plotId: plotIdInput().optional() });
/** What a SingleTalk played in a plot carries (seed Message data `plot`). */
export const messagePlotSchema = z.object({ plotId: plotIdInput(), plotType: z.literal(PlotType.Authored).default(PlotType.Authored) });
