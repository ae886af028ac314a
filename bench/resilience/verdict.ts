// One line per resilience case: PASS or FAIL, the case, its figure and its threshold.

export interface Verdict {
  name: string;
  pass: boolean;
  figure: string;
  threshold: string;
  /** What went wrong, when it failed (first few cases at most). */
  detail?: string[];
}

export function verdictLine(v: Verdict): string {
  const lines = [`${v.pass ? 'PASS' : 'FAIL'}  ${v.name}  ${v.figure}  (threshold: ${v.threshold})`];
  if (!v.pass && v.detail) lines.push(...v.detail.slice(0, 10).map((d) => `      ${d}`));
  return lines.join('\n');
}
