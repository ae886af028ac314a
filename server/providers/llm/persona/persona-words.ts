/** Word handling shared by the offline persona engine: tokens, stems and words that carry no topic. */
export const STOPWORDS = new Set(
  `a an the and or but if so as of at by for from in into on onto to up down out over under with without about above after before
  behind below between through during near off than then there here this that these those it its it's is are was were be been being
  am do does did done have has had having will would shall should can could may might must i me my mine myself you your yours
  yourself we us our ours he him his she her hers they them their theirs what which who whom whose when where why how all any
  both each few more most other some such no nor not only own same too very just also even still again ever never always now
  once really quite rather much many lot lots bit thing things something anything everything nothing someone anyone everyone one
  ones get got gets getting go goes going gone went come came comes make makes made let lets like im i'm you're it's don't dont
  can't cant won't wont isn't aren't wasn't didn't doesn't i've i'll i'd you've you'll you'd he's she's that's what's there's
  yeah yes ok okay oh hey hi hello well um uh hmm please thanks thank want wanna gonna know think say said tell told see look
  way time day today tonight tomorrow yesterday back right good great nice fine sure maybe because while until since though`.split(/\s+/),
);

export function tokens(text: string): string[] {
  return text.toLowerCase().replace(/[’‘]/g, "'").match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [];
}

/** Crude stemming, enough for "noodles" to meet "noodle" and "training" to meet "train". */
export function stem(word: string): string {
  const w = word.toLowerCase().replace(/'s$/, '');
  if (w.length > 5 && w.endsWith('ing')) return w.slice(0, -3);
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && w.endsWith('es') && /(?:sh|ch|x|ss)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

/** The stems of the words that say what a text is about. */
export function contentStems(text: string): string[] {
  return tokens(text)
    .filter((w) => w.length > 2 && !STOPWORDS.has(w))
    .map(stem);
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Word overlap between two stem lists, as a share of the shorter one. */
export function overlap(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const set = new Set(b);
  const shared = new Set(a.filter((w) => set.has(w))).size;
  return shared / Math.min(new Set(a).size, set.size);
}
