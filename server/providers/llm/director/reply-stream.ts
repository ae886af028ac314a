import { DirectedTextStream, type DirectedReply } from './directed-text-stream';
import { JsonReplyStream } from './json-reply-stream';
import { looksLikeJson } from './json-timeline';
import type { DirectionDefaults } from './timeline-drafts';

/** The start of an answer that does not tell its form yet: nothing, `[` and spaces (a tag or an array), `` ` `` or ``` `` ```. */
const UNDECIDED = /^(?:\[\s*|`{1,2})?$/;

/**
 * A streamed answer in whichever form the model chose: its first characters tell a JSON timeline (`{`, `[{` or a
 * code fence) from text with inline tags, and the answer is read as that form from then on. `push` returns the
 * words that may be shown now; `finish` the reply and its timeline, whose text starts with everything shown.
 */
export class ReplyStream {
  private reader: DirectedTextStream | JsonReplyStream | undefined;
  private start = '';

  constructor(private readonly defaults: DirectionDefaults = {}) {}

  push(piece: string): string {
    if (this.reader) return this.reader.push(piece);
    this.start += piece;
    const head = this.start.trimStart();
    if (UNDECIDED.test(head)) return '';
    this.reader = looksLikeJson(head) ? new JsonReplyStream(this.defaults) : new DirectedTextStream(this.defaults);
    return this.reader.push(this.start);
  }

  finish(): DirectedReply {
    if (!this.reader) {
      this.reader = new DirectedTextStream(this.defaults);
      this.reader.push(this.start);
    }
    return this.reader.finish();
  }

  /** Everything shown so far. */
  get text(): string {
    return this.reader?.text ?? '';
  }
}
