import type { GuideVoice } from '@/lib/contracts/create-guide';
import type { CharacterLook } from '@/lib/look/look-model';

export type GuideGender = 'female' | 'male' | 'non';

/** The gender a role is saved with, from how its look presents. */
export function genderOfLook(look: Pick<CharacterLook, 'body'>): GuideGender {
  if (look.body.presentation === 'masculine') return 'male';
  if (look.body.presentation === 'feminine') return 'female';
  return 'non';
}

/** Where a voice starts for a look: the presentation sets the register, age and size move it. */
const BASE_PITCH: Record<GuideGender, number> = { male: 0.78, female: 1.3, non: 1.02 };
const AGE_PITCH: Record<CharacterLook['body']['age'], number> = { teen: 1.12, young: 1.05, adult: 1, middle: 0.95, old: 0.9, ageless: 1 };
const AGE_RATE: Record<CharacterLook['body']['age'], number> = { teen: 1.08, young: 1.04, adult: 1, middle: 0.96, old: 0.88, ageless: 0.94 };
const HEIGHT_PITCH: Record<CharacterLook['body']['height'], number> = { tiny: 1.35, short: 1.04, average: 1, tall: 0.95 };

/**
 * Three takes on the look's voice, each a built-in voice at its own pitch and pace: warm (lower, unhurried),
 * bright (higher, quicker) and calm (slow). Masculine looks get three different male voices; others one voice
 * at three pitches, so the three always sound apart.
 */
const TAKES = [
  { key: 'warm', pitch: 0.92, rate: 0.96 },
  { key: 'bright', pitch: 1.1, rate: 1.07 },
  { key: 'calm', pitch: 1, rate: 0.86 },
] as const;
const VOICES: Record<GuideGender, readonly [string, string, string]> = { male: ['awb', 'kal16', 'rms'], female: ['slt', 'slt', 'slt'], non: ['slt', 'awb', 'slt'] };

export function guideVoicesFor(look: Pick<CharacterLook, 'body'>): { key: string; option: GuideVoice }[] {
  const gender = genderOfLook(look);
  const { age, height } = look.body;
  const pitch = BASE_PITCH[gender] * AGE_PITCH[age] * HEIGHT_PITCH[height];
  const rate = AGE_RATE[age];
  return TAKES.map((take, i) => ({
    key: take.key,
    option: { voice: VOICES[gender][i]!, pitch: round2(clamp(pitch * take.pitch, 0.45, 2.1)), rate: round2(clamp(rate * take.rate, 0.65, 1.5)) },
  }));
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round2 = (value: number) => Math.round(value * 100) / 100;
