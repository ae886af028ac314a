import type { Section, SectionKind } from './score';

/** Section energies: the B section lifts, the outro settles. */
const ENERGY: Record<SectionKind, number> = { intro: 0.8, A: 0.85, B: 1, outro: 0.8 };
const PHRASE_BARS = 8;

/**
 * The form of a piece of `bars` bars: intro, then A and B sections of eight bars in turn, then an outro.
 * A loop has neither intro nor outro, so its end runs back into its start.
 */
export function planSections(bars: number, loop: boolean): Section[] {
  const edge = loop ? 0 : bars >= 24 ? 4 : bars >= 10 ? 2 : 0;
  const sections: Section[] = [];
  const push = (kind: SectionKind, length: number) => {
    const startBar = sections.reduce((sum, s) => sum + s.bars, 0);
    const repeat = sections.filter((s) => s.kind === kind).length;
    sections.push({ kind, startBar, bars: length, energy: ENERGY[kind], repeat });
  };
  if (edge) push('intro', edge);
  let body = bars - 2 * edge;
  let kind: SectionKind = 'A';
  while (body > 0) {
    // A remainder shorter than half a phrase joins the section before it rather than standing alone.
    const length = body - PHRASE_BARS < PHRASE_BARS / 2 ? body : PHRASE_BARS;
    push(kind, length);
    body -= length;
    kind = kind === 'A' ? 'B' : 'A';
  }
  if (edge) push('outro', edge);
  return sections;
}

/** The section that holds bar `bar`. */
export function sectionAt(sections: readonly Section[], bar: number): Section {
  return sections.find((s) => bar >= s.startBar && bar < s.startBar + s.bars) ?? sections[sections.length - 1]!;
}

/**
 * How many bars fit the requested length at about the requested tempo, and the tempo that makes them fill
 * it exactly, so the piece ends on a bar line at the length asked for.
 */
export function fitBars(seconds: number, bpm: number, beatsPerBar: number): { bars: number; bpm: number } {
  const bars = Math.max(2, Math.round((seconds * bpm) / 60 / beatsPerBar));
  return { bars, bpm: (bars * beatsPerBar * 60) / seconds };
}
