import { createRandom } from '@/lib/seeded-random';
import { hsl, hueOf, mix } from '@/lib/colour';

/** The colours of a procedural space: sky from top to horizon, the floor, and the glow behind the character. */
export interface SkyPalette {
  top: string;
  middle: string;
  horizon: string;
  floor: string;
  glow: string;
  /** Floating motes (dust, petals, stars) and how many. */
  motes: string;
  moteCount: number;
}

/** Hand-tuned moods for the backdrops the role portraits are painted on (server cover looks). */
const MOODS: Record<string, Omit<SkyPalette, 'moteCount'> & { motes: string; moteCount: number }> = {
  sunset: { top: '#6b5fb5', middle: '#f08fa8', horizon: '#ffd3a1', floor: '#e9b9b4', glow: '#fff1d6', motes: '#ffe3b8', moteCount: 40 },
  neon: { top: '#140f33', middle: '#4a1f7a', horizon: '#e0479e', floor: '#2a1846', glow: '#ff7ad9', motes: '#7af0ff', moteCount: 70 },
  forest: { top: '#6fa8a0', middle: '#b9dcc0', horizon: '#f1f3d2', floor: '#a9c99a', glow: '#fdfbe6', motes: '#fff6b0', moteCount: 50 },
  ocean: { top: '#3f78c8', middle: '#8cc8ec', horizon: '#e6f6fb', floor: '#bfe2ea', glow: '#ffffff', motes: '#ffffff', moteCount: 30 },
  space: { top: '#07081c', middle: '#1d1f4d', horizon: '#5b4a9e', floor: '#1a1838', glow: '#a99cff', motes: '#ffffff', moteCount: 120 },
  sakura: { top: '#f7b7d2', middle: '#fbd9e6', horizon: '#fff4f0', floor: '#f6d3dc', glow: '#ffffff', motes: '#ff9cc2', moteCount: 80 },
  desert: { top: '#e59a5a', middle: '#f6c48a', horizon: '#fde8c4', floor: '#e8c193', glow: '#fff3dc', motes: '#fff0cf', moteCount: 25 },
  snow: { top: '#9fb6d9', middle: '#d7e3f2', horizon: '#f7fafd', floor: '#e6edf6', glow: '#ffffff', motes: '#ffffff', moteCount: 110 },
  studio: { top: '#c9c3e6', middle: '#ece8f7', horizon: '#fbf9fe', floor: '#e9e4f4', glow: '#ffffff', motes: '#ffffff', moteCount: 0 },
  night: { top: '#0d1530', middle: '#23315e', horizon: '#5a5f93', floor: '#1f2545', glow: '#c7c9ff', motes: '#fffbd1', moteCount: 90 },
  castle: { top: '#5a6fa8', middle: '#a8b4dc', horizon: '#efe6f2', floor: '#bfb6cf', glow: '#fff6e8', motes: '#fff2c6', moteCount: 35 },
  stage: { top: '#2a0f3c', middle: '#7a1f6a', horizon: '#f06aa8', floor: '#3a1a48', glow: '#ffd1f0', motes: '#ffe07a', moteCount: 60 },
};
export const SKY_MOODS = Object.keys(MOODS);

/**
 * The space of a role that has no skybox image: its portrait's backdrop when known, else a mood picked
 * from the seed, with the hue turned a little by the seed so two roles on the same backdrop differ.
 */
export function skyPalette(seed: string, backdrop?: string | null): SkyPalette {
  const rng = createRandom(seed, 'sky');
  const mood = MOODS[backdrop ?? ''] ?? MOODS[rng.pick(SKY_MOODS)]!;
  const turn = rng.range(-14, 14);
  const tint = (c: string) => mix(c, hsl(hueOf(c) + turn, 70, 60), 0.12);
  return { ...mood, top: tint(mood.top), middle: tint(mood.middle), horizon: tint(mood.horizon) };
}
