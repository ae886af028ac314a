import type { DirectedReply } from './directed-text-stream';
import type { TagCues } from './inline-tag';
import { timelineOfDrafts, type DirectionDefaults, type TimelineDraft } from './timeline-drafts';

/** A part of a reply a composer wrote, with the cues it was written with. */
export interface SpokenPart {
  text: string;
  cues?: TagCues;
}

/** Splits text into its sentences, each with the space after it; an `*action*` is never cut. */
export function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  let inAction = false;
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (char === '*') inAction = !inAction;
    if (inAction || !/[.!?…]/.test(char)) continue;
    let end = at + 1;
    while (end < text.length && /[.!?…"')]/.test(text[end]!)) end++;
    if (end < text.length && !/\s/.test(text[end]!)) continue;
    while (end < text.length && /\s/.test(text[end]!)) end++;
    sentences.push(text.slice(start, end));
    start = at = end;
    at--;
  }
  if (start < text.length) sentences.push(text.slice(start));
  return sentences;
}

/** How a sentence is said beside its part's cues: a question looks at the user and listens, a trailing-off one looks down. */
function sentenceCues(sentence: string, cues: TagCues): TagCues {
  const end = sentence.trimEnd();
  if (/\?["')*]*$/.test(end)) return { ...cues, gaze: 'user', motion: cues.motion ?? 'listen' };
  if (/(?:\.\.\.|…)["')*]*$/.test(end)) return { ...cues, gaze: 'down' };
  return { ...cues, gaze: cues.gaze ?? 'user' };
}

/**
 * A composed reply (the offline engine's) as text and timeline: the parts joined by a space, each sentence a segment
 * with its part's cues. An emotion carries on into the parts that name none.
 */
export function timelineOfParts(parts: readonly SpokenPart[], defaults: DirectionDefaults = {}): DirectedReply {
  const spoken = parts.map((part) => ({ text: part.text.trim(), cues: part.cues ?? {} })).filter((part) => part.text);
  const drafts: TimelineDraft[] = [];
  let emotion = defaults.emotion;
  spoken.forEach((part, index) => {
    emotion = part.cues.emotion ?? emotion;
    const text = index < spoken.length - 1 ? `${part.text} ` : part.text;
    for (const sentence of sentencesOf(text)) drafts.push({ text: sentence, cues: sentenceCues(sentence, { ...part.cues, ...(emotion ? { emotion } : {}) }) });
  });
  return { text: drafts.map((draft) => draft.text).join(''), timeline: timelineOfDrafts(drafts, defaults) };
}
