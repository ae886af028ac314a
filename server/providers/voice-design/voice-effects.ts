import type { Pcm } from '../tts/pcm';
import type { VoiceEffects } from './voice-design';

/** Frequency of the robot voice's ring modulation, Hz. */
const ROBOT_HZ = 50;

/** A one-pole low-pass coefficient for a cut-off frequency. */
const onePole = (hz: number, sampleRate: number) => 1 - Math.exp((-2 * Math.PI * hz) / sampleRate);

/**
 * Colours synthesised speech after the TTS (the embedded voice only; a remote voice comes as it is):
 * a spectral tilt for brightness, breath noise that follows the voice's loudness, a loudness wobble for
 * roughness and ring modulation for a robot. `random` makes the noise, so a seed gives the same bytes.
 * The result is normalised to the input's peak level.
 */
export function applyVoiceEffects({ samples, sampleRate }: Pcm, effects: VoiceEffects, random: () => number): Pcm {
  const out = new Float32Array(samples.length);
  const tilt = onePole(1500, sampleRate);
  const follow = onePole(30, sampleRate);
  const noiseTone = onePole(2500, sampleRate);
  const wobbleTone = onePole(28, sampleRate);
  const breath = effects.breathiness;
  // A whisper keeps little of the voiced sound; a breathy voice keeps all of it.
  const voiced = 1 - 0.8 * Math.max(0, (breath - 0.5) / 0.5);
  let low = 0;
  let envelope = 0;
  let noiseLow = 0;
  let wobble = 0;
  let peakIn = 0;
  let peakOut = 0;
  for (let i = 0; i < samples.length; i++) {
    const x = samples[i]!;
    peakIn = Math.max(peakIn, Math.abs(x));
    low += tilt * (x - low);
    const high = x - low;
    let y = x + (effects.brightness >= 0 ? 1.2 : 0.8) * effects.brightness * high;
    envelope += follow * (Math.abs(x) - envelope);
    if (breath > 0) {
      const white = random() * 2 - 1;
      noiseLow += noiseTone * (white - noiseLow);
      y = y * voiced + breath * 2.2 * envelope * (white - noiseLow);
    }
    if (effects.roughness > 0) {
      wobble += wobbleTone * (random() * 2 - 1 - wobble);
      y *= 1 + effects.roughness * 6 * wobble;
    }
    if (effects.robot > 0) y *= 1 - effects.robot + effects.robot * Math.sin((2 * Math.PI * ROBOT_HZ * i) / sampleRate) * 1.4;
    out[i] = y;
    peakOut = Math.max(peakOut, Math.abs(y));
  }
  const gain = peakOut > 0 ? Math.min(4, peakIn / peakOut) : 1;
  for (let i = 0; i < out.length; i++) out[i]! *= gain;
  return { samples: out, sampleRate };
}
