import { EMOTIONS } from '@/lib/contracts/chat-codes';
import type { Emotion } from '@/lib/contracts/chat';
import { BASE_EXPRESSIONS, type BaseExpression, type ExpressionWeights } from './rig';

/** Body language the `emotion` motion plays for an emotion (lib/avatar/motions/emotion-gestures.ts). */
export const GESTURES = ['cheer', 'nod', 'bow', 'sway', 'shrug', 'droop', 'recoil', 'tilt', 'shy', 'stomp', 'tremble', 'heart', 'think'] as const;
export type Gesture = (typeof GESTURES)[number];

export interface EmotionExpression {
  /** Blend of the base expressions at full intensity. */
  weights: Partial<ExpressionWeights>;
  /** Extra cheek colour 0–1 (procedural rig; VRM models show what their own expressions show). */
  blush?: number;
  /** Where the eyes go while the emotion shows. */
  gaze?: 'down' | 'away' | 'up';
  /** Seconds to ease in, hold at full strength, and ease back to neutral. */
  fadeIn: number;
  holdSeconds: number;
  fadeOut: number;
  gesture: Gesture;
}

const e = (
  weights: Partial<ExpressionWeights>,
  gesture: Gesture,
  timing: [fadeIn: number, hold: number, fadeOut: number],
  extra: Pick<EmotionExpression, 'blush' | 'gaze'> = {},
): EmotionExpression => ({ weights, gesture, fadeIn: timing[0], holdSeconds: timing[1], fadeOut: timing[2], ...extra });

/** Every emotion of the seed (§9, codes 1–28) as a face and a gesture. */
export const EMOTION_EXPRESSIONS: Record<Emotion, EmotionExpression> = {
  joy: e({ happy: 1 }, 'cheer', [0.25, 3, 1.2], { blush: 0.3 }),
  admiration: e({ happy: 0.55, surprised: 0.35 }, 'heart', [0.3, 3, 1.2], { blush: 0.35, gaze: 'up' }),
  excitement: e({ happy: 0.85, surprised: 0.45 }, 'cheer', [0.2, 2.5, 1]),
  approval: e({ happy: 0.45, relaxed: 0.4 }, 'nod', [0.3, 2.5, 1.2]),
  gratitude: e({ happy: 0.6, relaxed: 0.5 }, 'bow', [0.35, 3, 1.4], { blush: 0.25 }),
  neutral: e({}, 'sway', [0.4, 0, 0.6]),
  relief: e({ relaxed: 0.85, happy: 0.25 }, 'droop', [0.5, 2.5, 1.5]),
  love: e({ happy: 0.7, relaxed: 0.45 }, 'heart', [0.4, 3.5, 1.6], { blush: 0.9 }),
  caring: e({ relaxed: 0.7, happy: 0.3, sad: 0.15 }, 'tilt', [0.45, 3, 1.5], { blush: 0.2 }),
  pride: e({ happy: 0.6, relaxed: 0.3 }, 'cheer', [0.3, 2.5, 1.2], { gaze: 'up' }),
  optimism: e({ happy: 0.7, relaxed: 0.2 }, 'sway', [0.3, 2.5, 1.2]),
  amusement: e({ happy: 0.9, relaxed: 0.2 }, 'shrug', [0.2, 2.2, 1.1], { blush: 0.2 }),
  realization: e({ surprised: 0.7, happy: 0.2 }, 'think', [0.15, 1.8, 1]),
  desire: e({ relaxed: 0.5, happy: 0.35 }, 'shy', [0.5, 3, 1.5], { blush: 0.7, gaze: 'away' }),
  annoyance: e({ angry: 0.55, sad: 0.1 }, 'shrug', [0.3, 2.2, 1.3], { gaze: 'away' }),
  disapproval: e({ angry: 0.4, sad: 0.3 }, 'shrug', [0.35, 2.2, 1.3]),
  surprise: e({ surprised: 1 }, 'recoil', [0.12, 1.6, 1]),
  sadness: e({ sad: 0.9 }, 'droop', [0.5, 3.5, 1.8], { gaze: 'down' }),
  confusion: e({ surprised: 0.3, sad: 0.3 }, 'think', [0.3, 2.5, 1.2], { gaze: 'up' }),
  curiosity: e({ surprised: 0.45, happy: 0.25 }, 'tilt', [0.25, 2.5, 1.2]),
  anger: e({ angry: 1 }, 'stomp', [0.2, 2.5, 1.5]),
  disappointment: e({ sad: 0.65, angry: 0.15 }, 'droop', [0.45, 3, 1.6], { gaze: 'down' }),
  nervousness: e({ sad: 0.4, surprised: 0.35 }, 'tremble', [0.25, 2.5, 1.3], { blush: 0.3, gaze: 'away' }),
  grief: e({ sad: 1 }, 'droop', [0.7, 4, 2.2], { gaze: 'down' }),
  fear: e({ surprised: 0.7, sad: 0.5 }, 'tremble', [0.12, 2.2, 1.5]),
  disgust: e({ angry: 0.6, sad: 0.25 }, 'recoil', [0.25, 2, 1.3], { gaze: 'away' }),
  embarrassment: e({ happy: 0.35, sad: 0.3 }, 'shy', [0.25, 3, 1.5], { blush: 1, gaze: 'down' }),
  remorse: e({ sad: 0.75 }, 'bow', [0.5, 3, 1.8], { blush: 0.2, gaze: 'down' }),
};

export const NEUTRAL_EMOTION = 6;

/** The face for an emotion code; unknown codes read as neutral. */
export function expressionOfCode(code: number): EmotionExpression {
  const emotion = EMOTIONS[code - 1];
  return emotion ? EMOTION_EXPRESSIONS[emotion] : EMOTION_EXPRESSIONS.neutral;
}

export const zeroWeights = (): ExpressionWeights =>
  Object.fromEntries(BASE_EXPRESSIONS.map((name) => [name, 0])) as Record<BaseExpression, number>;

/** The full weights of an emotion at an intensity (0–1). */
export function weightsOf(code: number, intensity: number): ExpressionWeights {
  const target = zeroWeights();
  const { weights } = expressionOfCode(code);
  const k = Math.max(0, Math.min(1, intensity));
  for (const name of BASE_EXPRESSIONS) target[name] = Math.min(1, (weights[name] ?? 0) * k);
  return target;
}
