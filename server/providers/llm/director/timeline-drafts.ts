import type { Emotion } from '@/lib/contracts/chat';
import type { Timeline, TimelineSegment } from '@/lib/contracts/timeline';
import { motionForEmotion } from '../motion-for-emotion';
import { matchGazeLabel, matchMotionLabel } from './cue-labels';
import type { TagCues } from './inline-tag';

/** A stretch of reply text with the cues its tag (or JSON object) named. */
export interface TimelineDraft {
  text: string;
  cues: TagCues;
}

/** What a reply is played with where nothing says otherwise. */
export interface DirectionDefaults {
  emotion?: Emotion;
}

const ACTION = /\*[^*\n]+\*/g;
/** Action words about the eyes: `*looks away*` sets the gaze. */
const LOOKING = /\b(?:look|glanc|gaz|star|eye)/i;

/** The cues an action's words add to a beat that did not name them. */
function actionCues(action: string, named: TagCues): TagCues {
  const motion = named.motion ? undefined : matchMotionLabel(action);
  const gaze = named.gaze || !LOOKING.test(action) ? undefined : matchGazeLabel(action);
  return { ...(motion ? { motion } : {}), ...(gaze ? { gaze } : {}) };
}

/**
 * Splits a draft where an `*action*` starts after other words: the action is a beat of its own, and its words
 * pick its motion (`*waves*` → appear) and gaze (`*looks away*`) unless the draft named them.
 */
function splitActions(draft: TimelineDraft): TimelineDraft[] {
  const parts: TimelineDraft[] = [];
  let start = 0;
  let cues = draft.cues;
  for (const match of draft.text.matchAll(ACTION)) {
    if (match.index > start && draft.text.slice(start, match.index).trim()) {
      parts.push({ text: draft.text.slice(start, match.index), cues });
      start = match.index;
      cues = {};
    }
    cues = { ...actionCues(match[0], draft.cues), ...cues };
  }
  parts.push({ text: draft.text.slice(start), cues });
  return parts;
}

/**
 * The timeline of drafts whose texts join to the reply text. A segment keeps the emotion and gaze of the one
 * before it unless its cues change them; its motion is the one named, else the new emotion's, else the one before.
 * Camera and music cues apply only where named. Empty drafts are dropped.
 */
export function timelineOfDrafts(drafts: readonly TimelineDraft[], defaults: DirectionDefaults = {}): Timeline {
  const segments: TimelineSegment[] = [];
  for (const draft of drafts.flatMap(splitActions)) {
    if (!draft.text) continue;
    const before = segments.at(-1);
    const { cues } = draft;
    const emotion = cues.emotion ?? before?.emotion ?? defaults.emotion ?? 'neutral';
    const motion = cues.motion ?? (cues.emotion || !before ? motionForEmotion(emotion) : before.motion);
    const segment: TimelineSegment = { text: draft.text, emotion, motion, gaze: cues.gaze ?? before?.gaze ?? 'user' };
    if (cues.camera) segment.camera = cues.camera;
    if (cues.music) segment.music = cues.music;
    segments.push(segment);
  }
  return { segments };
}
