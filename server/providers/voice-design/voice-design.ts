import type { FliteVoiceName } from '../tts/role-voice';
import type { VoiceGender } from '../tts/speech-model';

/**
 * A designed voice: what the TTS renders (`voice`, `pitch`, `rate`, `gender`, the role voice of
 * server/providers/tts/role-voice.ts) and the colour the embedded preview adds after synthesis.
 */
export interface VoiceDesign {
  voice: FliteVoiceName;
  gender: VoiceGender;
  /** Relative to a neutral 150 Hz voice. */
  pitch: number;
  /** Relative to flite's own pace; above 1 is faster. */
  rate: number;
  effects: VoiceEffects;
}

/** Post-processing of the embedded voice, each 0 when off. */
export interface VoiceEffects {
  /** −1 (dark, warm) … 1 (bright): a gentle spectral tilt. */
  brightness: number;
  /** 0 … 1: breath noise that follows the voice's loudness (1 is a whisper). */
  breathiness: number;
  /** 0 … 1: a slow random wobble of loudness, as an old or gravelly voice has. */
  roughness: number;
  /** 0 … 1: ring modulation at a fixed low frequency, the classic robot voice. */
  robot: number;
}

export const NO_EFFECTS: VoiceEffects = { brightness: 0, breathiness: 0, roughness: 0, robot: 0 };

export const PITCH_RANGE = [0.5, 2.2] as const;
export const RATE_RANGE = [0.6, 1.6] as const;

export const clamp = (value: number, [min, max]: readonly [number, number]) => Math.min(max, Math.max(min, value));
export const round2 = (value: number) => Math.round(value * 100) / 100;

/** The flite voice that renders a gender at a pitch: slt is the one female voice, awb the male one that follows pitch. */
export function fliteVoiceOf(gender: VoiceGender, pitch: number): FliteVoiceName {
  return gender === 'female' || (gender === 'non' && pitch >= 1.1) ? 'slt' : 'awb';
}

/** Words for a design, in the order a person would say them ("female, low, slow, warm"). */
export function describeDesign(design: VoiceDesign): string {
  const parts: string[] = [design.gender === 'non' ? 'neutral' : design.gender];
  if (design.pitch < 0.9) parts.push('low');
  else if (design.pitch > 1.15) parts.push('high');
  if (design.rate < 0.9) parts.push('slow');
  else if (design.rate > 1.1) parts.push('fast');
  const e = design.effects;
  if (e.brightness <= -0.2) parts.push('warm');
  else if (e.brightness >= 0.2) parts.push('bright');
  if (e.breathiness >= 0.7) parts.push('whispering');
  else if (e.breathiness >= 0.25) parts.push('breathy');
  if (e.roughness >= 0.25) parts.push('gravelly');
  if (e.robot >= 0.25) parts.push('robotic');
  return parts.join(', ');
}
