import { readDirectedText, type DirectedReply } from './directed-text-stream';
import { readTag, type TagCues } from './inline-tag';
import { timelineOfDrafts, type DirectionDefaults, type TimelineDraft } from './timeline-drafts';

const CUE_FIELDS = ['emotion', 'motion', 'gaze', 'camera', 'music'] as const;

/** How a JSON answer starts: an object, an array of objects, or a code fence. */
const JSON_START = /^\s*(?:\{|\[\s*\{|```)/;

/** Whether an answer is written as JSON rather than as text (which may start with a tag, `[joy]`). */
export const looksLikeJson = (answer: string): boolean => JSON_START.test(answer);

const withoutFence = (answer: string) => answer.trim().replace(/^```[a-z]*\s*/i, '').replace(/\s*```\s*$/, '');

/** The cues a segment object names, read like the items of an inline tag (`"emotion": "happy"` → joy). */
function cuesOf(object: Record<string, unknown>): TagCues {
  const items = CUE_FIELDS.flatMap((field) => (typeof object[field] === 'string' ? [`${field}: ${object[field] as string}`] : []));
  return readTag(items.join('|'));
}

/** The segment objects of a parsed answer: `{segments: […]}`, a bare array of them, or one object with `text`. */
function segmentObjects(parsed: unknown): Record<string, unknown>[] {
  const list = Array.isArray(parsed) ? parsed : parsed && typeof parsed === 'object' && Array.isArray((parsed as { segments?: unknown }).segments) ? (parsed as { segments: unknown[] }).segments : [parsed];
  return list.filter((item): item is Record<string, unknown> => !!item && typeof item === 'object' && typeof (item as { text?: unknown }).text === 'string');
}

/** A JSON string's content as far as it goes: escapes decoded, an unfinished escape at the end dropped. */
function decodePartialString(raw: string): string {
  const complete = raw.replace(/\\(?:u[0-9a-fA-F]{0,3})?$/, '');
  try {
    return JSON.parse(`"${complete}"`) as string;
  } catch {
    return complete.replace(/\\(.)/g, '$1');
  }
}

const FIELD = (name: string) => new RegExp(`"${name}"\\s*:\\s*"((?:[^"\\\\]|\\\\.)*)`);

/**
 * What can be saved of broken JSON (cut off, a missing comma, a stray word): every `{…` holding a `"text"` string,
 * read field by field; the last may be cut off inside its text.
 */
function repairedObjects(answer: string): Record<string, unknown>[] {
  const objects: Record<string, unknown>[] = [];
  for (const [chunk] of answer.matchAll(/\{[^{}]*\}?/g)) {
    const text = FIELD('text').exec(chunk);
    if (!text) continue;
    const object: Record<string, unknown> = { text: decodePartialString(text[1]!) };
    for (const field of CUE_FIELDS) {
      const value = FIELD(field).exec(chunk);
      if (value) object[field] = decodePartialString(value[1]!);
    }
    objects.push(object);
  }
  return objects;
}

/**
 * Joins segment objects into a reply: each text is read for inline tags too (a model may mix the two), and a space
 * goes between two texts that would otherwise run together.
 */
function replyOfObjects(objects: Record<string, unknown>[], defaults: DirectionDefaults): DirectedReply | undefined {
  const drafts: TimelineDraft[] = [];
  let text = '';
  for (const object of objects) {
    const read = readDirectedText(object.text as string);
    if (!read.text) continue;
    const cues = cuesOf(object);
    if (text && !/\s$/.test(text) && !/^\s/.test(read.text)) {
      text += ' ';
      drafts.at(-1)!.text += ' ';
    }
    text += read.text;
    // Tags inside the text refine the object's cues from where they stand.
    read.timeline.segments.forEach((segment, index) => drafts.push({ text: segment.text, cues: index === 0 ? cues : { emotion: segment.emotion, motion: segment.motion, gaze: segment.gaze } }));
  }
  return text ? { text, timeline: timelineOfDrafts(drafts, defaults) } : undefined;
}

/**
 * Reads an answer written as a JSON timeline (see `timelineJsonSchema`). Broken JSON is repaired as far as its
 * segments' texts go; an answer with no text to save is read as text. Undefined when the answer is not JSON.
 */
export function readJsonTimeline(answer: string, defaults: DirectionDefaults = {}): DirectedReply | undefined {
  if (!looksLikeJson(answer)) return undefined;
  const body = withoutFence(answer);
  let objects: Record<string, unknown>[];
  try {
    objects = segmentObjects(JSON.parse(body));
  } catch {
    objects = repairedObjects(body);
  }
  return replyOfObjects(objects, defaults);
}
