import { readDirectedReply } from './directed-reply';
import type { DirectedReply } from './directed-text-stream';
import { readJsonTimeline } from './json-timeline';
import type { DirectionDefaults } from './timeline-drafts';

/**
 * Reads a JSON timeline as it streams (a model with grammar-constrained output): each push reads the JSON so far
 * the way broken JSON is repaired, and returns the words of its `text` fields that are new. What the user saw is
 * always the start of the final reply; the rare piece that would rewrite it waits for `finish`.
 */
export class JsonReplyStream {
  private raw = '';
  private shown = '';

  constructor(private readonly defaults: DirectionDefaults = {}) {}

  push(piece: string): string {
    this.raw += piece;
    const text = readJsonTimeline(this.raw, this.defaults)?.text ?? '';
    if (!text.startsWith(this.shown) || text.length === this.shown.length) return '';
    const out = text.slice(this.shown.length);
    this.shown = text;
    return out;
  }

  /** The reply and its timeline: its text starts with everything shown, and may go on beyond it. */
  finish(): DirectedReply {
    return readDirectedReply(this.raw, this.defaults);
  }

  /** Everything shown so far. */
  get text(): string {
    return this.shown;
  }
}
