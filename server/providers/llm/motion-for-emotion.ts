import { EMOTIONS, type Emotion, type MotionName } from '@/lib/contracts/chat';

/**
 * The body language that goes with each of the 28 emotions: lively feelings play an `active`
 * motion, strong inner ones an `emotion` motion, attentive ones `listen`, plain talk `talk`.
 */
export const MOTION_FOR_EMOTION: Readonly<Record<Emotion, MotionName>> = {
  joy: 'active',
  admiration: 'talk',
  excitement: 'active',
  approval: 'talk',
  gratitude: 'emotion',
  neutral: 'talk',
  relief: 'emotion',
  love: 'emotion',
  caring: 'listen',
  pride: 'perform',
  optimism: 'active',
  amusement: 'active',
  realization: 'talk',
  desire: 'emotion',
  annoyance: 'emotion',
  disapproval: 'talk',
  surprise: 'emotion',
  sadness: 'emotion',
  confusion: 'idle',
  curiosity: 'listen',
  anger: 'emotion',
  disappointment: 'emotion',
  nervousness: 'idle',
  grief: 'emotion',
  fear: 'emotion',
  disgust: 'emotion',
  embarrassment: 'emotion',
  remorse: 'emotion',
};

export const motionForEmotion = (emotion: Emotion): MotionName => MOTION_FOR_EMOTION[emotion];

export const isEmotion = (value: string): value is Emotion => (EMOTIONS as readonly string[]).includes(value);
