/**
 * Role text: speech with actions written between asterisks ("*A cold draught sweeps up the stairs* You can
 * see me…"). The one reading of it that every place showing a character's words uses: chat bubbles (also
 * while a reply streams in), the profile, the touch bubble, greeting cards, previews and spoken labels.
 *
 * - `*…*` is an action; an action still open at the end of its paragraph (a reply still streaming, or a
 *   closing `*` forgotten) is an action up to there. A `*` is never shown as a character.
 * - `**…**` is bold (markdown's strong emphasis), inside speech or action alike.
 * - `\*` (and `\\`, `\_`) is the character itself.
 * - A blank line ends a paragraph, and with it any open action or bold.
 */
export type SegmentKind = 'speech' | 'action';

export interface TextSegment {
  kind: SegmentKind;
  text: string;
  /** Written between `**`. */
  bold?: true;
}

const ESCAPABLE = new Set(['*', '\\', '_']);

/** The segments of a role text, in order; adjacent characters of the same kind and weight form one segment. */
export function parseActionText(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let action = false;
  let bold = false;
  let run = '';
  const flush = () => {
    if (!run) return;
    const last = segments[segments.length - 1];
    const kind: SegmentKind = action ? 'action' : 'speech';
    if (last && last.kind === kind && Boolean(last.bold) === bold) last.text += run;
    else segments.push(bold ? { kind, text: run, bold: true } : { kind, text: run });
    run = '';
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\' && i + 1 < text.length && ESCAPABLE.has(text[i + 1]!)) {
      run += text[i + 1];
      i += 2;
      continue;
    }
    if (c === '*') {
      let stars = 0;
      while (text[i + stars] === '*') stars++;
      flush();
      // A run of stars: each pair toggles bold, an odd one left over toggles the action.
      if (Math.floor(stars / 2) % 2 === 1) bold = !bold;
      if (stars % 2 === 1) action = !action;
      i += stars;
      continue;
    }
    if (c === '\n' && text[i + 1] === '\n') {
      // A paragraph break closes what is open: an action never runs on into the next paragraph.
      let end = i;
      while (text[end] === '\n') end++;
      flush();
      action = false;
      bold = false;
      run = text.slice(i, end);
      flush();
      i = end;
      continue;
    }
    run += c;
    i++;
  }
  flush();
  return segments;
}

/** Characters that need no space before them in running text. */
const CLOSING = /^[\s.,;:!?…)\]}»”’"'、。，！？：；]/;
const OPENING = /[\s(\[{«“‘"'—–-]$/;

/**
 * The text as one plain line for previews, accessible labels and notifications: actions in parentheses,
 * bold as plain words, runs of white space as one space, with a space between an action and the words
 * around it where the writer left none ("*nods*Yes." → "(nods) Yes.").
 */
export function plainActionText(text: string): string {
  let out = '';
  let afterAction = false;
  for (const segment of parseActionText(text)) {
    const words = segment.text.replace(/\s+/g, ' ');
    const action = segment.kind === 'action';
    const piece = action ? (words.trim() ? `(${words.trim()})` : '') : words;
    if (!piece) continue;
    const needsSpace = action ? out !== '' && !OPENING.test(out) : afterAction && !CLOSING.test(piece);
    out += needsSpace ? ` ${piece}` : piece;
    afterAction = action;
  }
  return out.replace(/\s+/g, ' ').trim();
}
