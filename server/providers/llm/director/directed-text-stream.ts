import type { Timeline } from '@/lib/contracts/timeline';
import { isTagBody, mayBecomeTag, readTag, type TagCues } from './inline-tag';
import { timelineOfDrafts, type DirectionDefaults, type TimelineDraft } from './timeline-drafts';

/** A reply as the user reads it, and the timeline the character plays it with. */
export interface DirectedReply {
  text: string;
  timeline: Timeline;
}

/** Words that follow a removed tag directly get a space before them, so `Hi![wave]Bye` reads `Hi! Bye`. */
const STARTS_WORDS = /^[\p{L}\p{N}*"'(]/u;

/** The most a held bracket may hold before it is taken for words (a tag with tags nested in it). */
const MAX_HELD = 1000;

/** Whether held text from a `[` with no `]` yet may still become a tag, once the tags nested in it are gone. */
const mayNestTag = (held: string) => held.length <= MAX_HELD && /^\[[a-z \t|,;:=_[-]*$/i.test(held) && held.split('[').every((part, index) => index === 0 || mayBecomeTag(part));

/** Whether a text still holds a tag (after removing some, the words around may have made a new one). */
function holdsTag(text: string): boolean {
  for (let open = text.indexOf('['); open >= 0; open = text.indexOf('[', open + 1)) {
    const close = text.indexOf(']', open);
    if (close > open && isTagBody(text.slice(open + 1, close))) return true;
  }
  return false;
}

/**
 * Reads a reply written with inline director tags (`[joy|wave|gaze:user] Hello!`, or the older `[emotion: joy]` at
 * the end) as it streams: `push` returns the words that may be shown now, never a tag, and `finish` the reply and
 * its timeline, each tag starting a segment. A `[` that may still grow into a tag is held until the next piece
 * settles it; whitespace is held until words follow, so the shown pieces join to the reply text.
 */
export class DirectedTextStream {
  private pending = '';
  private held = '';
  private shown = '';
  private readonly drafts: TimelineDraft[] = [{ text: '', cues: {} }];
  /** The cues of the tags since the last words: they start the next segment. */
  private nextCues: TagCues | undefined;
  private afterTag = false;

  constructor(private readonly defaults: DirectionDefaults = {}) {}

  /** Takes the next streamed piece; returns the part that may be shown now. */
  push(piece: string): string {
    this.pending += piece;
    let out = '';
    for (;;) {
      const open = this.pending.indexOf('[');
      if (open < 0) {
        out += this.words(this.pending);
        this.pending = '';
        return out;
      }
      out += this.words(this.pending.slice(0, open));
      this.pending = this.pending.slice(open);
      const close = this.pending.indexOf(']');
      if (close < 0) {
        if (mayNestTag(this.pending)) return out;
      } else {
        // The innermost bracket first: once `[joy]` is gone, `[[joy]a]` is the tag `[a]`.
        const inner = this.pending.lastIndexOf('[', close);
        if (isTagBody(this.pending.slice(inner + 1, close)) && (inner === 0 || mayNestTag(this.pending.slice(0, inner)))) {
          this.tag(readTag(this.pending.slice(inner + 1, close)));
          this.pending = this.pending.slice(0, inner) + this.pending.slice(close + 1);
          continue;
        }
      }
      out += this.words('[');
      this.pending = this.pending.slice(1);
    }
  }

  /** At the end of the stream: the reply and its timeline. An unfinished tag is dropped. */
  finish(): DirectedReply {
    // What is held is an unfinished tag (or brackets that may have become one): it is dropped.
    this.pending = '';
    // Tags after the last words speak of the whole reply (the older `[emotion: joy]` at the end).
    const trailing = this.nextCues;
    const drafts = trailing ? this.drafts.map((draft) => ({ text: draft.text, cues: { ...trailing, ...draft.cues } })) : this.drafts;
    const reply = { text: this.shown, timeline: timelineOfDrafts(drafts, this.defaults) };
    // Rare: removing a tag joined the words around it into a new one (`[[joy]a]`); the reply is read again.
    return holdsTag(reply.text) ? readDirectedText(reply.text, { emotion: reply.timeline.segments[0]?.emotion }) : reply;
  }

  /** Everything shown so far. */
  get text(): string {
    return this.shown;
  }

  private tag(cues: TagCues) {
    this.nextCues = { ...this.nextCues, ...cues };
    this.afterTag = true;
  }

  private words(chunk: string): string {
    let piece = this.afterTag || !this.shown ? chunk.trimStart() : chunk;
    if (!piece) return '';
    const body = piece.trimEnd();
    if (!body) {
      if (this.shown) this.held += piece;
      return '';
    }
    const tail = piece.slice(body.length);
    let gap = this.shown ? this.held : '';
    if (this.shown && !gap && this.afterTag && !/\s$/.test(this.shown) && STARTS_WORDS.test(body)) gap = ' ';
    const current = this.drafts.at(-1)!;
    current.text += gap;
    if (this.nextCues) {
      if (current.text) this.drafts.push({ text: '', cues: this.nextCues });
      else current.cues = { ...current.cues, ...this.nextCues };
      this.nextCues = undefined;
    }
    this.drafts.at(-1)!.text += body;
    this.held = tail;
    this.afterTag = false;
    piece = gap + body;
    this.shown += piece;
    return piece;
  }
}

/** Reads a whole reply written with inline tags, or plain text. */
export function readDirectedText(answer: string, defaults: DirectionDefaults = {}): DirectedReply {
  const stream = new DirectedTextStream(defaults);
  stream.push(answer);
  return stream.finish();
}
