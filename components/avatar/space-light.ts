import { mix } from '@/lib/colour';
import type { SkyboxPalette } from '@/lib/contracts/skybox';

/** The stage's lights: a hemisphere, a key light from where the sun or moon is, a fill and a rim. */
export interface StageLights {
  hemisphere: { sky: string; ground: string; intensity: number };
  key: { color: string; position: [number, number, number]; intensity: number };
  fill: { color: string; intensity: number };
  rim: { color: string; intensity: number };
  /** How strongly the studio HDRI still reflects on the character (0–1 of its usual strength). */
  environment: number;
}

/** The studio light the stage had before spaces had palettes: the default for a role without a generated space. */
export const STUDIO_LIGHTS: StageLights = {
  hemisphere: { sky: '#fff6fb', ground: '#b7a6c9', intensity: 0.9 },
  key: { color: '#fff4ea', position: [1.6, 3.2, 2.4], intensity: 2.1 },
  fill: { color: '#e6e9ff', intensity: 0.6 },
  rim: { color: '#ffd6f2', intensity: 1.1 },
  environment: 1,
};

const brightness = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return (0.3 * ((n >> 16) & 255) + 0.59 * ((n >> 8) & 255) + 0.11 * (n & 255)) / 255;
};

/**
 * Lights in a generated space's colours. The key comes from the sun's side but never from below or behind
 * the character, so a face stays readable at night and at sunset; its strength follows how bright the sky is.
 */
export function spaceLights(palette: SkyboxPalette): StageLights {
  const [sx, sy, sz] = palette.sunDirection;
  // Towards the camera (+z) enough that the face is lit, raised enough to model it.
  const x = Math.max(-1, Math.min(1, sx)) * 2.4;
  const z = Math.max(0.8, sz * 2.4 + 1.6);
  const y = Math.max(1.6, sy * 3.2 + 1.4);
  const sky = brightness(palette.zenith) * 0.5 + brightness(palette.horizon) * 0.5;
  const day = Math.min(1, sky * 1.6);
  return {
    hemisphere: { sky: mix(palette.ambient, '#ffffff', 0.35), ground: mix(palette.horizon, '#000000', 0.35), intensity: 0.55 + 0.5 * day },
    key: { color: mix(palette.sun, '#ffffff', 0.3), position: [x, y, z], intensity: 0.9 + 1.3 * day },
    fill: { color: mix(palette.ambient, '#ffffff', 0.5), intensity: 0.35 + 0.3 * day },
    rim: { color: mix(palette.horizon, palette.sun, 0.5), intensity: 0.6 + 0.6 * (1 - palette.fog) },
    environment: 0.35 + 0.4 * day,
  };
}
