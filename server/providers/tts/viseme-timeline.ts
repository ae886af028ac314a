import type { MouthShape, VisemeCue, VisemeName } from '@/lib/contracts/chat-codes';
import type { Phoneme } from './speech-model';

/** flite's US English phone set (`us_phoneset`, 50 phones); the lexicon and letter-to-sound rules emit a subset. */
export const FLITE_PHONES = [
  'aa', 'ae', 'ah', 'ao', 'aw', 'ax', 'axr', 'ay', 'b', 'ch', 'd', 'dh', 'dx', 'eh', 'el', 'em', 'en', 'er', 'ey', 'f', 'g', 'hh', 'hv', 'ih', 'iy',
  'jh', 'k', 'l', 'm', 'n', 'nx', 'ng', 'ow', 'oy', 'p', 'r', 's', 'sh', 't', 'th', 'uh', 'uw', 'v', 'w', 'y', 'z', 'zh', 'pau', 'h#', 'brth',
] as const;
export type FlitePhone = (typeof FLITE_PHONES)[number];

const CLOSED = { viseme: 'closed', weight: 0 } as const;
const shape = (viseme: VisemeName, weight: number) => ({ viseme, weight });

/**
 * Each phone's mouth shape. Vowels take the VRM shape nearest in sound (iy "see" → い ih, eh "bed" → え ee,
 * uw "food" → う ou, ow "go" → お oh, aa "father" → あ aa) at full or near-full weight; consonants keep the
 * mouth a little open in the shape their lips make (rounded for w, r, sh; spread for s, t, y); the
 * bilabials p, b, m close the lips, and pauses and breaths close the mouth.
 */
export const PHONE_VISEMES: Record<FlitePhone, { viseme: MouthShape; weight: number }> = {
  aa: shape('aa', 1),
  ae: shape('aa', 0.8),
  ah: shape('aa', 0.7),
  ao: shape('oh', 1),
  aw: shape('aa', 0.9),
  ax: shape('aa', 0.4),
  axr: shape('ou', 0.4),
  ay: shape('aa', 0.9),
  eh: shape('ee', 0.8),
  er: shape('ou', 0.5),
  ey: shape('ee', 0.9),
  ih: shape('ih', 0.7),
  iy: shape('ih', 1),
  ow: shape('oh', 1),
  oy: shape('oh', 0.9),
  uh: shape('ou', 0.7),
  uw: shape('ou', 1),
  b: CLOSED,
  p: CLOSED,
  m: CLOSED,
  em: CLOSED,
  f: shape('ih', 0.2),
  v: shape('ih', 0.2),
  th: shape('ee', 0.3),
  dh: shape('ee', 0.3),
  s: shape('ih', 0.4),
  z: shape('ih', 0.4),
  t: shape('ih', 0.3),
  d: shape('ih', 0.3),
  dx: shape('ih', 0.3),
  n: shape('ih', 0.3),
  nx: shape('ih', 0.3),
  en: shape('ih', 0.3),
  l: shape('ih', 0.3),
  el: shape('ih', 0.4),
  y: shape('ih', 0.6),
  sh: shape('ou', 0.5),
  zh: shape('ou', 0.5),
  ch: shape('ou', 0.5),
  jh: shape('ou', 0.5),
  r: shape('ou', 0.4),
  w: shape('ou', 0.8),
  k: shape('aa', 0.25),
  g: shape('aa', 0.25),
  ng: shape('aa', 0.25),
  hh: shape('aa', 0.3),
  hv: shape('aa', 0.3),
  pau: CLOSED,
  'h#': CLOSED,
  brth: CLOSED,
};

export const isFlitePhone = (phone: string): phone is FlitePhone => Object.hasOwn(PHONE_VISEMES, phone);

/** The lip-sync track for a voiced reply: one cue per phoneme, neighbours with the same shape and weight joined. */
export function visemeTimeline(phonemes: Phoneme[]): VisemeCue[] {
  const cues: VisemeCue[] = [];
  for (const { phoneme, startMs, endMs } of phonemes) {
    const { viseme, weight } = isFlitePhone(phoneme) ? PHONE_VISEMES[phoneme] : CLOSED;
    const last = cues.at(-1);
    if (last && last.viseme === viseme && last.weight === weight && last.endMs === startMs) last.endMs = endMs;
    else cues.push({ viseme, startMs, endMs, weight });
  }
  return cues;
}
