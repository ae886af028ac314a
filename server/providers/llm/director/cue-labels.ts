import { MotionType, type MotionName } from '@/lib/contracts/chat';
import { CAMERA_CUES, GAZES, MUSIC_CUES, type CameraCue, type Gaze, type MusicCue } from '@/lib/contracts/timeline';

/**
 * Gesture words models and actions use (`*waves*`, `[nod]`), by the seed §9 motion type that plays them: the
 * motion library's gestures (lib/avatar/motions) live under these types.
 */
const MOTION_STEMS: readonly [stems: readonly string[], motion: MotionName][] = [
  [['wave', 'greet', 'bow', 'curtsy', 'appear', 'enter'], 'appear'],
  [['jump', 'cheer', 'hop', 'clap', 'stretch', 'pump', 'bounce', 'spin', 'celebrat', 'victory'], 'active'],
  [['danc', 'sing', 'pose', 'perform', 'twirl', 'show'], 'perform'],
  [['walk', 'step', 'pace', 'march', 'approach'], 'walk'],
  [['nod', 'talk', 'speak', 'explain', 'gesture', 'point'], 'talk'],
  [['listen', 'lean', 'tilt'], 'listen'],
  [['sigh', 'cry', 'sob', 'tremble', 'shiver', 'blush', 'hug', 'stomp', 'pout', 'laugh', 'giggle', 'heart', 'gasp', 'fidget'], 'emotion'],
  [['tuck', 'rock', 'yawn', 'sip', 'read', 'fix', 'adjust'], 'daily'],
  [['idle', 'wait', 'stand', 'think', 'ponder', 'shrug', 'rest'], 'idle'],
];

const isMotionName = (word: string): word is MotionName => Object.hasOwn(MotionType, word);

/** The motion type a free-form label (a motion name or gesture words) names, if it names one. */
export function matchMotionLabel(label: string): MotionName | undefined {
  const words = label.toLowerCase().match(/[a-z]+/g) ?? [];
  for (const word of words) if (isMotionName(word)) return word;
  for (const word of words) {
    for (const [stems, motion] of MOTION_STEMS) if (stems.some((stem) => word.startsWith(stem))) return motion;
  }
  return undefined;
}

const GAZE_WORDS: Readonly<Record<string, Gaze>> = { user: 'user', you: 'user', viewer: 'user', camera: 'user', eyes: 'user', away: 'away', aside: 'away', side: 'away', down: 'down', floor: 'down', up: 'up', sky: 'up', ceiling: 'up' };

/** The gaze a label names (`user`, `at the user`, `away`, `down` …), if it names one. */
export function matchGazeLabel(label: string): Gaze | undefined {
  const words = label.toLowerCase().match(/[a-z]+/g) ?? [];
  for (const word of words) if ((GAZES as readonly string[]).includes(word)) return word as Gaze;
  for (const word of words) if (Object.hasOwn(GAZE_WORDS, word)) return GAZE_WORDS[word];
  return undefined;
}

/** The camera cue a label names (`close-up`, `closeup`, `close`, `wide`, `normal`), if it names one. */
export function matchCameraLabel(label: string): CameraCue | undefined {
  const word = label.toLowerCase().replace(/[^a-z]/g, '');
  if (word.startsWith('close')) return 'close-up';
  if (word === 'wide' || word === 'far' || word === 'full') return 'wide';
  if (word === 'normal' || word === 'medium' || word === 'mid') return 'normal';
  return (CAMERA_CUES as readonly string[]).includes(word) ? (word as CameraCue) : undefined;
}

/** The music cue a label names, if it names one. */
export function matchMusicLabel(label: string): MusicCue | undefined {
  const word = label.toLowerCase().replace(/[^a-z]/g, '');
  if (word === 'none' || word === 'silence' || word === 'off') return 'stop';
  if (word === 'happy' || word === 'cheerful') return 'upbeat';
  if (word === 'love' || word === 'tender') return 'romantic';
  return (MUSIC_CUES as readonly string[]).includes(word) ? (word as MusicCue) : undefined;
}
