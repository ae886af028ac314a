import type { AvatarLook } from '../look';
import { armSpreadOf } from './arm-hang';
import { NEUTRAL_STYLE, type MotionStyle } from './pose';

/**
 * How a character of a look moves: short legs step quicker and shorter and roll on their steps, long
 * slim ones stride lightly, heavy bodies move slower with the arms a little out, old age stoops.
 * The arms hang as close to the body as its own shape lets them (arm-hang.ts).
 */
export function motionStyleOf(look: AvatarLook): MotionStyle {
  const traits = look.traits;
  const armSpread = armSpreadOf(look);
  if (!traits) return { ...NEUTRAL_STYLE, armSpread };
  const legs = look.proportions.legLength;
  const heavy = traits.bodyBuild === 'heavy' ? 1 : traits.bodyBuild === 'stocky' ? 0.6 : 0;
  const light = traits.bodyBuild === 'slim' || traits.bodyBuild === 'athletic' ? 1 : 0;
  return {
    tempo: round(1 + (1 - legs) * 0.9 - heavy * 0.08 - (traits.age === 'old' ? 0.15 : 0)),
    stride: round(Math.min(1.15, legs * (0.9 + 0.12 * light) - (traits.age === 'old' ? 0.2 : 0))),
    roll: round(1 + heavy * 1.4 + (1 - legs) * 2),
    stoop: traits.age === 'old' ? 0.35 + 0.15 * Math.max(0, traits.wrinkles - 2) : traits.age === 'middle' ? 0.08 : 0,
    // The arms hang as close as the body lets them: a heavy body or broad hips hold them out a little.
    armSpread,
  };
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
