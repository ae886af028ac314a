import type { AvatarLook } from '../look';
import { NEUTRAL_STYLE, type MotionStyle } from './pose';

/**
 * How a character of a look moves: short legs step quicker and shorter and roll on their steps, long
 * slim ones stride lightly, heavy bodies move slower with the arms a little out, old age stoops.
 */
export function motionStyleOf(look: AvatarLook): MotionStyle {
  const traits = look.traits;
  if (!traits) return NEUTRAL_STYLE;
  const legs = look.proportions.legLength;
  const heavy = traits.bodyBuild === 'heavy' ? 1 : traits.bodyBuild === 'stocky' ? 0.6 : 0;
  const light = traits.bodyBuild === 'slim' || traits.bodyBuild === 'athletic' ? 1 : 0;
  return {
    tempo: round(1 + (1 - legs) * 0.9 - heavy * 0.08 - (traits.age === 'old' ? 0.15 : 0)),
    stride: round(Math.min(1.15, legs * (0.9 + 0.12 * light) - (traits.age === 'old' ? 0.2 : 0))),
    roll: round(1 + heavy * 1.4 + (1 - legs) * 2),
    stoop: traits.age === 'old' ? 0.35 + 0.15 * Math.max(0, traits.wrinkles - 2) : traits.age === 'middle' ? 0.08 : 0,
    armSpread: round(heavy * 0.16 + (traits.bodyBuild === 'athletic' ? 0.04 : 0)),
  };
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
