/** The light of a scene: sky colours, the sun or moon, stars, clouds and haze, from its time of day and weather. */
import type { SkyboxScene, TimeOfDay, Weather } from './skybox-scene';

export type Rgb = [number, number, number];

export interface SkyLight {
  zenith: Rgb;
  horizon: Rgb;
  /** The warm band low in the sky on the sun's side (dawn, sunset). */
  glow: Rgb;
  /** Unit vector towards the sun (or the moon at night); y is up. */
  sun: Rgb;
  sunColor: Rgb;
  /** Whether the disc shows: the sun by day, the moon at night. */
  disc: 'sun' | 'moon' | 'none';
  stars: number;
  cloudCover: number;
  cloudLit: Rgb;
  cloudShade: Rgb;
  /** Colour far things fade into, and how thick the air is (0 clear – 1 fog). */
  haze: Rgb;
  fog: number;
  /** How brightly lit the land is, and its tint. */
  land: number;
  landTint: Rgb;
  /** The avatar's lights to match: ambient and key. */
  ambient: Rgb;
}

const hex = (value: string): Rgb => {
  const n = Number.parseInt(value.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
};
export const mixRgb = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
export const toHex = (c: Rgb) => `#${c.map((v) => Math.round(Math.max(0, Math.min(1, v)) * 255).toString(16).padStart(2, '0')).join('')}`;

interface TimeLook {
  zenith: string;
  horizon: string;
  glow: string;
  sunColor: string;
  /** Degrees above the horizon, and degrees of azimuth from behind the avatar. */
  elevation: number;
  azimuth: number;
  disc: SkyLight['disc'];
  stars: number;
  land: number;
  landTint: string;
  ambient: string;
}

const TIMES: Record<TimeOfDay, TimeLook> = {
  dawn: { zenith: '#4a5c9c', horizon: '#f7c2a2', glow: '#ffb08a', sunColor: '#ffd2a8', elevation: 4, azimuth: -35, disc: 'sun', stars: 0.08, land: 0.62, landTint: '#ffd9c9', ambient: '#b9a8c8' },
  day: { zenith: '#2f72d6', horizon: '#cfe8fa', glow: '#fff6e0', sunColor: '#fff8ea', elevation: 52, azimuth: 60, disc: 'sun', stars: 0, land: 1, landTint: '#ffffff', ambient: '#dbe8f7' },
  sunset: { zenith: '#32357a', horizon: '#ffab5e', glow: '#ff7a4a', sunColor: '#ffc27a', elevation: 3, azimuth: 28, disc: 'sun', stars: 0.03, land: 0.55, landTint: '#ffc9a0', ambient: '#c79aa6' },
  dusk: { zenith: '#101845', horizon: '#8a6b9e', glow: '#d9847c', sunColor: '#ffb08c', elevation: -4, azimuth: 30, disc: 'none', stars: 0.45, land: 0.42, landTint: '#a99bd0', ambient: '#6c6a9c' },
  night: { zenith: '#030614', horizon: '#1b2750', glow: '#2a3a6e', sunColor: '#dfe6ff', elevation: 34, azimuth: -40, disc: 'moon', stars: 1, land: 0.3, landTint: '#8fa5e0', ambient: '#3a4878' },
};

/** How each weather turns the clear sky: cloud cover, greyness, fog, and how much light gets through. */
const WEATHER: Record<Weather, { cover: number; grey: number; fog: number; dim: number }> = {
  clear: { cover: 0.22, grey: 0, fog: 0.08, dim: 1 },
  cloudy: { cover: 0.62, grey: 0.35, fog: 0.16, dim: 0.86 },
  rain: { cover: 0.9, grey: 0.65, fog: 0.35, dim: 0.62 },
  snow: { cover: 0.85, grey: 0.55, fog: 0.4, dim: 0.85 },
  fog: { cover: 0.5, grey: 0.6, fog: 0.85, dim: 0.8 },
  storm: { cover: 1, grey: 0.8, fog: 0.3, dim: 0.42 },
};

const GREY_DAY = hex('#9aa3ad');
const GREY_SNOW = hex('#d6dbe2');

/** Azimuth 0 is behind the avatar, where the stage camera looks (three.js −Z, a quarter across the panorama). */
export const BEHIND = -Math.PI / 2;

export function skyLight(scene: SkyboxScene, turn: number): SkyLight {
  const t = TIMES[scene.timeOfDay];
  const w = WEATHER[scene.weather];
  const elevation = (t.elevation * Math.PI) / 180;
  const azimuth = BEHIND + ((t.azimuth + turn) * Math.PI) / 180;
  const sun: Rgb = [Math.cos(elevation) * Math.cos(azimuth), Math.sin(elevation), Math.cos(elevation) * Math.sin(azimuth)];
  const grey = mixRgb(GREY_DAY, GREY_SNOW, scene.weather === 'snow' ? 1 : 0);
  const lum = (c: Rgb) => 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2];
  const overcast = (c: Rgb) => {
    const dimmed: Rgb = mixRgb(c, grey.map((g) => g * (0.35 + lum(c) * 0.9)) as Rgb, w.grey);
    return dimmed.map((v) => v * (0.55 + 0.45 * w.dim)) as Rgb;
  };
  const zenith = overcast(hex(t.zenith));
  const horizon = overcast(hex(t.horizon));
  const light = scene.timeOfDay === 'night' ? 0.35 : scene.timeOfDay === 'dusk' ? 0.45 : 1;
  return {
    zenith,
    horizon,
    glow: mixRgb(hex(t.glow), horizon, w.grey * 0.8),
    sun,
    sunColor: hex(t.sunColor),
    disc: w.cover > 0.8 ? 'none' : t.disc,
    stars: t.stars * (1 - w.cover) * (1 - w.fog),
    cloudCover: w.cover,
    cloudLit: mixRgb(hex(t.sunColor), [1, 1, 1], scene.timeOfDay === 'day' ? 0.6 : 0.1).map((v) => v * light * (0.5 + 0.5 * w.dim)) as Rgb,
    cloudShade: mixRgb(zenith, horizon, 0.5).map((v) => v * (0.62 + 0.2 * (1 - w.grey))) as Rgb,
    haze: mixRgb(horizon, grey.map((g) => g * (0.3 + lum(horizon))) as Rgb, w.fog * 0.5),
    fog: w.fog,
    land: t.land * w.dim,
    landTint: mixRgb(hex(t.landTint), [1, 1, 1], w.grey * 0.6),
    ambient: overcast(hex(t.ambient)),
  };
}
