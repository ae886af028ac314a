import type { Emotion, MotionName } from '@/lib/contracts/chat';
import { GAZES, type CameraCue, type Gaze, type MusicCue } from '@/lib/contracts/timeline';
import { matchEmotionLabel } from '../emotion-label';
import { matchCameraLabel, matchGazeLabel, matchMotionLabel, matchMusicLabel } from './cue-labels';

/** What one inline tag says about the words after it; a cue it does not name is absent. */
export interface TagCues {
  emotion?: Emotion;
  motion?: MotionName;
  gaze?: Gaze;
  camera?: CameraCue;
  music?: MusicCue;
}

/** The longest tag body: longer bracketed text is the character's words. */
export const MAX_TAG_BODY = 80;

/**
 * What a tag body may hold: words, spaces and the separators `| , ; : = - _`, starting with a letter. Any bracket of
 * that shape is a stage direction (`[joy|wave|gaze:user]`, `[emotion: joy]`, `[laughs]`) and never shown.
 */
const TAG_BODY = new RegExp(`^[ \\t]*[a-z][a-z \\t|,;:=_-]{0,${MAX_TAG_BODY - 1}}$`, 'i');

/** Whether `body` (the text between `[` and `]`) makes a tag. */
export const isTagBody = (body: string): boolean => TAG_BODY.test(body);

/** Whether `body` (text after `[`, no `]` yet) may still grow into a tag. */
export const mayBecomeTag = (body: string): boolean => /^[ \t]*$/.test(body) || isTagBody(body);

const KEYED: Readonly<Record<string, keyof TagCues>> = {
  emotion: 'emotion',
  feeling: 'emotion',
  face: 'emotion',
  mood: 'emotion',
  motion: 'motion',
  action: 'motion',
  gesture: 'motion',
  body: 'motion',
  gaze: 'gaze',
  look: 'gaze',
  eyes: 'gaze',
  camera: 'camera',
  shot: 'camera',
  music: 'music',
  bgm: 'music',
};

function matchCue(key: keyof TagCues, value: string): TagCues {
  switch (key) {
    case 'emotion':
      return { emotion: matchEmotionLabel(value) ?? 'neutral' };
    case 'motion':
      return { motion: matchMotionLabel(value) };
    case 'gaze':
      return { gaze: matchGazeLabel(value) };
    case 'camera':
      return { camera: matchCameraLabel(value) };
    case 'music':
      return { music: matchMusicLabel(value) };
  }
}

/** A bare item: a gaze or camera word (they are few and exact), else the emotion and the motion it names. */
function bareCue(item: string): TagCues {
  const word = item.toLowerCase().trim();
  if ((GAZES as readonly string[]).includes(word)) return { gaze: word as Gaze };
  const camera = matchCameraLabel(word);
  if (camera && /^(close|wide)/.test(word)) return { camera };
  // A stage direction may name both: `[laughs]` is amusement, played with an emotion motion.
  const emotion = matchEmotionLabel(word);
  const motion = matchMotionLabel(word);
  return { ...(emotion ? { emotion } : {}), ...(motion ? { motion } : {}) };
}

/**
 * Reads a tag body: items split by `|`, `,` or `;`, each `key: value` (`gaze:user`, `emotion = joy`) or a bare label
 * (`joy`, `wave`). The first item to name a cue wins; what names nothing known is dropped, an emotion key with an
 * unknown value is `neutral`.
 */
export function readTag(body: string): TagCues {
  const cues: TagCues = {};
  for (const item of body.split(/[|,;]/)) {
    const keyed = /^\s*([a-z]+)\s*[:=]\s*(.*)$/i.exec(item);
    const key = keyed ? KEYED[keyed[1]!.toLowerCase()] : undefined;
    const found = key ? matchCue(key, keyed![2]!) : bareCue(item);
    for (const [name, value] of Object.entries(found) as [keyof TagCues, TagCues[keyof TagCues]][]) {
      if (value !== undefined && cues[name] === undefined) Object.assign(cues, { [name]: value });
    }
  }
  return cues;
}
