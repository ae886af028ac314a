import { readDirectedText, type DirectedReply } from './directed-text-stream';
import { readJsonTimeline } from './json-timeline';
import type { DirectionDefaults } from './timeline-drafts';

/**
 * Any model's whole answer as a reply and its timeline: a JSON timeline (repaired when broken), text with inline
 * tags, or plain text. Nothing of a tag or of the JSON around the texts reaches the reply text, and the timeline's
 * segments join to it exactly.
 */
export function readDirectedReply(answer: string, defaults: DirectionDefaults = {}): DirectedReply {
  return readJsonTimeline(answer, defaults) ?? readDirectedText(answer, defaults);
}
