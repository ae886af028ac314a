import { clamp, fliteVoiceOf, NO_EFFECTS, PITCH_RANGE, RATE_RANGE, round2, type VoiceDesign, type VoiceEffects } from './voice-design';
import type { VoiceGender } from '../tts/speech-model';

interface Nudge {
  gender?: VoiceGender;
  /** Multiplies the pitch. */
  pitch?: number;
  /** Multiplies the rate. */
  rate?: number;
  effects?: Partial<VoiceEffects>;
  robotVoice?: boolean;
}

/** Words a person uses for a voice, by their stem (a word matches when it starts with one). */
const WORDS: [string[], Nudge][] = [
  [['girl', 'woman', 'women', 'female', 'lady', 'she', 'her', 'mother', 'mom', 'grandma', 'queen', 'princess'], { gender: 'female' }],
  [['boy', 'man', 'men', 'male', 'guy', 'he', 'him', 'father', 'dad', 'grandpa', 'king', 'prince', 'gentleman'], { gender: 'male' }],
  [['neutral', 'androgyn', 'nonbinary', 'non-binary', 'enby'], { gender: 'non' }],
  [['child', 'kid', 'little', 'young', 'teen', 'girl', 'boy'], { pitch: 1.18, rate: 1.05, effects: { brightness: 0.15 } }],
  [['old', 'elder', 'aged', 'grand', 'ancient'], { pitch: 0.9, rate: 0.85, effects: { roughness: 0.35, breathiness: 0.15 } }],
  [['low', 'deep', 'bass', 'baritone'], { pitch: 0.78 }],
  [['high', 'squeak', 'soprano', 'tiny'], { pitch: 1.3 }],
  [['slow', 'calm', 'relaxed', 'lazy', 'sleepy', 'drawl', 'gentle', 'soothing'], { rate: 0.8 }],
  [['fast', 'quick', 'rapid', 'hurried', 'energetic', 'excited', 'hyper'], { rate: 1.3 }],
  [['warm', 'soft', 'mellow', 'smooth', 'velvet', 'dark', 'rich'], { effects: { brightness: -0.45 } }],
  [['bright', 'crisp', 'clear', 'sharp', 'cheer', 'happy', 'bubbly', 'sunny'], { pitch: 1.08, rate: 1.08, effects: { brightness: 0.45 } }],
  [['breath', 'airy', 'husky', 'sultry'], { effects: { breathiness: 0.4 } }],
  [['whisper', 'hush', 'quiet'], { rate: 0.9, effects: { breathiness: 0.85 } }],
  [['gravel', 'rough', 'rasp', 'hoarse', 'gruff', 'grumpy'], { pitch: 0.9, effects: { roughness: 0.6 } }],
  [['robot', 'android', 'machine', 'mechanical', 'synthetic', 'cyborg', 'ai'], { robotVoice: true, effects: { robot: 0.6 } }],
  [['sad', 'tired', 'gloomy', 'melanchol'], { pitch: 0.92, rate: 0.85, effects: { brightness: -0.2 } }],
  [['serious', 'stern', 'authorit', 'commanding'], { pitch: 0.9, rate: 0.92 }],
];

const INTENSIFIERS = new Set(['very', 'really', 'extremely', 'super', 'so', 'quite']);

/**
 * Designs a voice from words ("warm, low, slow", "bright cheerful girl", "old gravelly man", "robotic",
 * "whisper"). Each recognised word nudges the design; "very" before a word doubles its nudge. The seed
 * adds a small, repeatable variation (±4 % pitch and rate) so two voices made from the same words differ.
 * Returns the design and the words it understood (none understood → a neutral voice, and the caller says so).
 */
export function designFromWords(words: string, random: () => number): { design: VoiceDesign; understood: string[] } {
  const tokens = words.toLowerCase().normalize('NFKD').match(/[a-z][a-z-]*/g) ?? [];
  let gender: VoiceGender | undefined;
  let pitch = 1;
  let rate = 1;
  let robotVoice = false;
  const effects: VoiceEffects = { ...NO_EFFECTS };
  const understood: string[] = [];
  tokens.forEach((token, index) => {
    const strength = index > 0 && INTENSIFIERS.has(tokens[index - 1]!) ? 2 : 1;
    let matched = false;
    for (const [stems, nudge] of WORDS) {
      if (!stems.some((stem) => (stem.length <= 3 ? token === stem : token.startsWith(stem)))) continue;
      matched = true;
      if (nudge.gender) gender = nudge.gender;
      if (nudge.pitch) pitch *= nudge.pitch ** strength;
      if (nudge.rate) rate *= nudge.rate ** strength;
      if (nudge.robotVoice) robotVoice = true;
      for (const [key, value] of Object.entries(nudge.effects ?? {}) as [keyof VoiceEffects, number][]) effects[key] += value * strength;
    }
    if (matched) understood.push(token);
  });
  const vary = () => 1 + (random() - 0.5) * 0.08;
  const finalGender: VoiceGender = gender ?? (pitch >= 1.1 ? 'female' : pitch <= 0.9 ? 'male' : 'non');
  // A voice named female or male sits at that gender's usual pitch; an unnamed one keeps its words' pitch.
  const base = gender === 'female' ? 1.2 : gender === 'male' ? 0.78 : 1;
  const finalPitch = round2(clamp(base * pitch * vary(), PITCH_RANGE));
  return {
    design: {
      voice: robotVoice ? 'kal16' : fliteVoiceOf(finalGender, finalPitch),
      gender: finalGender,
      pitch: finalPitch,
      rate: round2(clamp(rate * vary(), RATE_RANGE)),
      effects: {
        brightness: round2(clamp(effects.brightness, [-1, 1])),
        breathiness: round2(clamp(effects.breathiness, [0, 1])),
        roughness: round2(clamp(effects.roughness, [0, 1])),
        robot: round2(clamp(effects.robot, [0, 1])),
      },
    },
    understood,
  };
}
