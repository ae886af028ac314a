import { NEUTRAL_F0_HZ } from '../tts/role-voice';
import type { VoiceAnalysis } from './voice-analysis';
import { clamp, fliteVoiceOf, NO_EFFECTS, PITCH_RANGE, RATE_RANGE, round2, type VoiceDesign } from './voice-design';

/** Syllables per second the analysis finds in the embedded voice at rate 1 (measured on slt and awb: 4.5–5.6). */
export const NEUTRAL_SYLLABLES_PER_SECOND = 5;
/** RMS frequency of the embedded voices' 0–4 kHz band (slt ≈ 350 Hz, awb ≈ 430 Hz). */
const NEUTRAL_BRIGHTNESS_HZ = 400;

/**
 * The nearest embedded voice to a recorded sample: the same median pitch and pace, and a gentle tilt
 * towards its brightness. This is a voice match, not a clone: timbre, accent and manner are not copied.
 */
export function matchVoice(analysis: VoiceAnalysis): VoiceDesign {
  const pitch = round2(clamp(analysis.f0Hz / NEUTRAL_F0_HZ, PITCH_RANGE));
  // Adult speaking pitch: men around 85–155 Hz, women around 165–255 Hz; between them, neutral.
  const gender = analysis.f0Hz >= 165 ? 'female' : analysis.f0Hz <= 140 ? 'male' : 'non';
  return {
    voice: fliteVoiceOf(gender, pitch),
    gender,
    pitch,
    rate: round2(clamp(analysis.syllablesPerSecond / NEUTRAL_SYLLABLES_PER_SECOND, RATE_RANGE)),
    effects: { ...NO_EFFECTS, brightness: round2(clamp((analysis.brightnessHz - NEUTRAL_BRIGHTNESS_HZ) / 300, [-0.5, 0.5])) },
  };
}
