import { z } from 'zod';
import type { RoleVoice, VoiceGender } from './speech-model';

/** The built-in voices of the flite build we ship (`flite -lv`), without `awb_time`, which only says clock times. */
export const FLITE_VOICES = ['slt', 'awb', 'rms', 'kal16', 'kal'] as const;
export type FliteVoiceName = (typeof FLITE_VOICES)[number];

/** Pitch 1 means this mean fundamental frequency; the starter roles' pitches (0.55–1.8) then span 80–270 Hz. */
export const NEUTRAL_F0_HZ = 150;
const F0_RANGE_HZ = [70, 350] as const;
/** Non-binary roles speak with a flatter intonation, so they never sound like a female or male role with the same numbers. */
export const NON_BINARY_F0_STDDEV_HZ = 10;
const RATE_RANGE = [0.5, 2] as const;
/** The remote `/audio/speech` accepts speeds from 0.25 to 4. */
const SPEED_RANGE = [0.25, 4] as const;

const storedVoice = z.object({
  voice: z.string().trim().min(1).max(64).optional().catch(undefined),
  pitch: z.number().positive().max(4).optional().catch(undefined),
  rate: z.number().positive().max(4).optional().catch(undefined),
});

/** A role's voice as its card stores it (roles.voice is free-form JSON), with its gender. */
export function roleVoice(role: { gender: string; voice?: Record<string, unknown> | null }): RoleVoice {
  const parsed = storedVoice.safeParse(role.voice ?? {});
  const gender: VoiceGender = role.gender === 'female' || role.gender === 'male' ? role.gender : 'non';
  return { ...(parsed.success ? parsed.data : {}), gender };
}

export interface FliteVoice {
  name: FliteVoiceName;
  /** `int_f0_target_mean`: flite's mean pitch (rms has a fixed pitch and ignores it). */
  f0MeanHz: number;
  /** `int_f0_target_stddev`, when the voice's own intonation range is not used. */
  f0StddevHz?: number;
  /** `duration_stretch`: above 1 is slower. */
  durationStretch: number;
}

/**
 * The flite voice for a role. flite has one female voice (slt) and male ones (awb, rms, kal16); slt and
 * awb follow a pitch target, so every role gets the one for its gender at its own pitch and speed:
 * female → slt, male → awb, non-binary → slt from a neutral pitch up and awb below it, flatter.
 */
export function fliteVoiceFor(voice: RoleVoice): FliteVoice {
  const pitch = voice.pitch ?? 1;
  const gender = voice.gender ?? 'non';
  const name = isFliteVoice(voice.voice) ? voice.voice : gender === 'female' || (gender === 'non' && pitch >= 1) ? 'slt' : 'awb';
  return {
    name,
    f0MeanHz: Math.round(clamp(NEUTRAL_F0_HZ * pitch, F0_RANGE_HZ)),
    ...(gender === 'non' ? { f0StddevHz: NON_BINARY_F0_STDDEV_HZ } : {}),
    durationStretch: round3(1 / clamp(voice.rate ?? 1, RATE_RANGE)),
  };
}

/** The remote voice for a role: its own voice name when it is not a flite one, else one of OpenAI's by gender and pitch. */
export function openAiVoiceFor(voice: RoleVoice): { voice: string; speed: number } {
  const pitch = voice.pitch ?? 1;
  const speed = round3(clamp(voice.rate ?? 1, SPEED_RANGE));
  if (voice.voice && !isFliteVoice(voice.voice)) return { voice: voice.voice, speed };
  if (voice.gender === 'female') return { voice: pitch >= 1.15 ? 'nova' : 'shimmer', speed };
  if (voice.gender === 'male') return { voice: pitch < 0.8 ? 'onyx' : pitch < 0.95 ? 'echo' : 'fable', speed };
  return { voice: 'alloy', speed };
}

export const isFliteVoice = (name: string | undefined): name is FliteVoiceName => (FLITE_VOICES as readonly string[]).includes(name ?? '');

const clamp = (value: number, [min, max]: readonly [number, number]) => Math.min(max, Math.max(min, value));
const round3 = (value: number) => Math.round(value * 1000) / 1000;
