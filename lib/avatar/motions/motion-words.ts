import type { BaseExpression } from '../rig';
import { gestureClip, MOTION_LIBRARY } from './library';
import type { MotionClip } from './pose';

/** A motion of the library that words can ask for; `clips` are the variants a seed picks among. */
export interface BaseMotion {
  name: string;
  clips: readonly MotionClip[];
  /** Which hand leads (wave, think …); the designer may mirror it. */
  handed: boolean;
}

const BASE_MOTIONS: [stems: string[], motion: BaseMotion][] = [
  [['wave', 'hello', 'hi', 'greet', 'bye', 'goodbye'], { name: 'wave', clips: MOTION_LIBRARY.appear, handed: true }],
  [['bow', 'curtsy', 'thank'], { name: 'bow', clips: [gestureClip('bow')], handed: false }],
  [['victory', 'win', 'cheer', 'hooray', 'yay', 'celebrat', 'jump'], { name: 'victory', clips: [gestureClip('cheer')], handed: false }],
  [['pump', 'fist', 'yes'], { name: 'fist-pump', clips: [MOTION_LIBRARY.active[1]!], handed: true }],
  [['sigh', 'sad', 'droop', 'disappoint', 'tired'], { name: 'sigh', clips: [gestureClip('droop')], handed: false }],
  [['danc', 'groove', 'boogie', 'party'], { name: 'dance', clips: MOTION_LIBRARY.perform, handed: false }],
  [['think', 'chin', 'ponder', 'wonder', 'hmm', 'consider'], { name: 'think', clips: [gestureClip('think')], handed: true }],
  [['nod', 'agree'], { name: 'nod', clips: [gestureClip('nod')], handed: false }],
  [['shrug', 'dunno'], { name: 'shrug', clips: [gestureClip('shrug')], handed: false }],
  [['stretch', 'yawn'], { name: 'stretch', clips: [MOTION_LIBRARY.active[0]!], handed: false }],
  [['heart', 'love'], { name: 'heart', clips: [gestureClip('heart')], handed: false }],
  [['stomp', 'angry', 'mad', 'tantrum'], { name: 'stomp', clips: [gestureClip('stomp')], handed: true }],
  [['tremble', 'shiver', 'scared', 'afraid', 'fear'], { name: 'tremble', clips: [gestureClip('tremble')], handed: false }],
  [['hair', 'tuck'], { name: 'hair-tuck', clips: [MOTION_LIBRARY.daily[0]!], handed: true }],
  [['rock', 'heel', 'wait'], { name: 'rock', clips: [MOTION_LIBRARY.daily[1]!], handed: false }],
  [['walk', 'step', 'march'], { name: 'walk', clips: MOTION_LIBRARY.walk, handed: false }],
  [['shy', 'bashful', 'embarrass', 'blush'], { name: 'shy', clips: [gestureClip('shy')], handed: false }],
  [['tilt', 'curious', 'puzzl'], { name: 'tilt', clips: [gestureClip('tilt')], handed: false }],
];

/** How the words say it is done. */
export interface MotionManner {
  /** Multiplies how far the body moves (over the standing pose). */
  amplitude: number;
  /** Multiplies the speed of playback. */
  speed: number;
  expression?: BaseExpression;
  /** Head down and turned a little away. */
  shy: boolean;
  /** A hop in the air at the motion's height. */
  jump: boolean;
  /** The chest rises and falls once. */
  sigh: boolean;
  /** The hand the words name, when they name one. */
  side?: 'left' | 'right';
}

const MANNER: [stems: string[], change: Partial<MotionManner>][] = [
  [['happ', 'joy', 'cheer', 'excit', 'glad', 'bright', 'victor', 'win', 'celebrat'], { amplitude: 1.2, speed: 1.15, expression: 'happy' }],
  [['shy', 'timid', 'bashful', 'embarrass', 'blush', 'nervous'], { amplitude: 0.7, speed: 0.85, expression: 'relaxed', shy: true }],
  [['sad', 'sigh', 'gloom', 'tired', 'disappoint'], { amplitude: 0.85, speed: 0.8, expression: 'sad' }],
  [['angry', 'mad', 'furious'], { amplitude: 1.15, speed: 1.1, expression: 'angry' }],
  [['surpris', 'shock', 'wow'], { expression: 'surprised' }],
  [['calm', 'gentle', 'slow', 'lazy', 'sleepy'], { speed: 0.8 }],
  [['quick', 'fast', 'energetic'], { speed: 1.25 }],
  [['little', 'small', 'slight', 'tiny', 'bit'], { amplitude: 0.65 }],
  [['big', 'huge', 'wide', 'grand', 'enthusiast'], { amplitude: 1.3 }],
  [['jump', 'hop', 'leap', 'victory'], { jump: true }],
  [['sigh'], { sigh: true }],
  [['left'], { side: 'left' }],
  [['right'], { side: 'right' }],
];

export interface MotionWords {
  motions: BaseMotion[];
  manner: MotionManner;
}

const matches = (token: string, stems: readonly string[]) => stems.some((stem) => (stem.length <= 3 ? token === stem : token.startsWith(stem)));

/**
 * Reads a motion from words: the motions named, in order (at most three; "bow then wave"), and the manner
 * ("happily", "a little", "shy", "left hand"). Undefined when no motion is named.
 */
export function readMotionWords(words: string): MotionWords | undefined {
  const tokens = words.toLowerCase().match(/[a-z]+/g) ?? [];
  const motions: BaseMotion[] = [];
  const manner: MotionManner = { amplitude: 1, speed: 1, shy: false, jump: false, sigh: false };
  for (const token of tokens) {
    const motion = BASE_MOTIONS.find(([stems]) => matches(token, stems))?.[1];
    if (motion && !motions.some((known) => known.name === motion.name) && motions.length < 3) motions.push(motion);
    for (const [stems, change] of MANNER) {
      if (!matches(token, stems)) continue;
      manner.amplitude *= change.amplitude ?? 1;
      manner.speed *= change.speed ?? 1;
      manner.expression = change.expression ?? manner.expression;
      manner.shy ||= change.shy ?? false;
      manner.jump ||= change.jump ?? false;
      manner.sigh ||= change.sigh ?? false;
      manner.side = change.side ?? manner.side;
    }
  }
  // A shy word alone is the shy gesture; with another motion it is only its manner.
  const named = motions.length > 1 ? motions.filter((motion) => motion.name !== 'shy') : motions;
  return named.length ? { motions: named, manner } : undefined;
}
