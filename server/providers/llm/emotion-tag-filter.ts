/** The tag a remote model ends its reply with (`[emotion: joy]`); the user never sees it. */
const TAG = /\s*\[\s*emotion\s*[:=]\s*([^\]\n]{0,40}?)\s*\]/i;
/** A trailing piece that may still grow into the tag: `[`, `[emo`, `[emotion: jo`. */
const TAG_START = /^\[\s*(?:e(?:m(?:o(?:t(?:i(?:o(?:n)?)?)?)?)?)?)?\s*$|^\[\s*emotion\s*(?:[:=][^\]\n]{0,40})?$/i;

/**
 * Removes the emotion tag from streamed text. A piece that could be the start of the tag is held
 * back until the next piece settles it, and whitespace is held until more text follows, so the
 * shown pieces join exactly to the final text.
 */
export class EmotionTagFilter {
  private pending = '';
  private shown = '';
  /** The label of the last tag seen. */
  label: string | undefined;

  /** Takes the next streamed piece; returns the part that may be shown now. */
  push(piece: string): string {
    this.pending = this.stripTags(this.pending + piece);
    let cut = this.pending.length;
    const open = this.pending.lastIndexOf('[');
    if (open >= 0 && TAG_START.test(this.pending.slice(open))) cut = open;
    while (cut > 0 && /\s/.test(this.pending[cut - 1]!)) cut--;
    return this.show(this.pending.slice(0, cut), this.pending.slice(cut));
  }

  /** At the end of the stream: what is left to show. An unfinished tag is dropped. */
  finish(): string {
    const rest = /^\s*\[\s*e/i.test(this.pending) ? '' : this.pending.trimEnd();
    return this.show(rest, '');
  }

  /** Everything shown so far. */
  get text(): string {
    return this.shown;
  }

  private stripTags(text: string): string {
    let rest = text;
    for (let match = TAG.exec(rest); match; match = TAG.exec(rest)) {
      this.label = match[1];
      const after = rest.slice(match.index + match[0].length);
      rest = rest.slice(0, match.index) + (after.trim() ? ` ${after.trimStart()}` : after);
    }
    return rest;
  }

  private show(visible: string, held: string): string {
    this.pending = held;
    const out = this.shown ? visible : visible.trimStart();
    this.shown += out;
    return out;
  }
}

/** Splits a whole (non-streamed) answer into its text and emotion label. */
export function splitEmotionTag(answer: string): { text: string; label: string | undefined } {
  const filter = new EmotionTagFilter();
  filter.push(answer);
  filter.finish();
  return { text: filter.text, label: filter.label };
}
