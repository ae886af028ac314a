import { EMOTIONS, MotionType } from '@/lib/contracts/chat-codes';
import type { MotionName } from '@/lib/contracts/chat';

const NAMES = new Map<number, MotionName>(Object.entries(MotionType).map(([name, code]) => [code, name as MotionName]));

/** The motion name of a seed §9 motion type code. */
export const motionNameOf = (code: number): MotionName | undefined => NAMES.get(code);

/** The emotion name of a seed §9 emotion code (1–28). */
export const emotionNameOf = (code: number): string => EMOTIONS[code - 1] ?? 'neutral';
