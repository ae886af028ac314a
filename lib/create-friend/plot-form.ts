import { PLOT_DIALOGUE_MAX, PLOT_ROUNDS_MAX, PLOT_ROUNDS_MIN, PLOT_SCENE_MAX, PLOT_TITLE_MAX } from '@/lib/contracts/role-plot-rules';

/** A plot as its editor holds it: the rounds as typed. */
export interface PlotFields {
  title: string;
  scene: string;
  dialogueExample: string;
  rounds: string;
}

/** What a field needs before the plot can be saved (seed §5 messages, by their Plots message keys). */
export type PlotProblem = { field: keyof PlotFields; message: 'contentEmpty' | 'dialogEmpty' | 'roundsMissing' | 'roundsRange' | 'tooLong' };

const LIMITS = { title: PLOT_TITLE_MAX, scene: PLOT_SCENE_MAX, dialogueExample: PLOT_DIALOGUE_MAX } as const;

/** Every problem of the plot as typed, in the order of the fields; empty when it can be saved. */
export function plotProblems(fields: PlotFields): PlotProblem[] {
  const problems: PlotProblem[] = [];
  for (const field of ['title', 'scene', 'dialogueExample'] as const) {
    const text = fields[field].trim();
    if (!text) problems.push({ field, message: field === 'dialogueExample' ? 'dialogEmpty' : 'contentEmpty' });
    else if (text.length > LIMITS[field]) problems.push({ field, message: 'tooLong' });
  }
  const rounds = fields.rounds.trim();
  if (!rounds) problems.push({ field: 'rounds', message: 'roundsMissing' });
  else if (!/^\d+$/.test(rounds) || Number(rounds) < PLOT_ROUNDS_MIN || Number(rounds) > PLOT_ROUNDS_MAX) problems.push({ field: 'rounds', message: 'roundsRange' });
  return problems;
}
