/**
 * Paints an equirectangular panorama pixel by pixel from view directions (three.js convention: the
 * image's left edge looks along −X, a quarter across along −Z, the top row straight up), into a typed
 * RGB buffer. Every layer is a function of the direction, so the left and right edges meet and the
 * poles come out uniform.
 */
import { createCity, isCity } from './skybox-city';
import { createInterior } from './skybox-interior';
import { createLand, isLand, type Painter } from './skybox-land';
import { mixRgb, skyLight, type SkyLight } from './skybox-light';
import { createNoise, hash01 } from './skybox-noise';
import type { SkyboxScene } from './skybox-scene';
import { createSky } from './skybox-sky';
import { createWeather } from './skybox-weather';

export interface Panorama {
  width: number;
  height: number;
  /** Packed RGB, row by row from the top. */
  rgb: Uint8Array;
  light: SkyLight;
}

/** Rows between checks of the abort signal and progress reports. */
const ROWS_PER_STEP = 64;

/** The scene's light, turned a little by the seed (where the sun stands), with the looks of fantasy and space. */
export function sceneLight(scene: SkyboxScene, seed: number): SkyLight {
  const light = skyLight(scene, (hash01(seed, 91) - 0.5) * 40);
  if (scene.setting === 'fantasy') {
    // A dreamier sky: violet above, rose along the horizon.
    light.zenith = mixRgb(light.zenith, [0.45, 0.3, 0.75], 0.4);
    light.horizon = mixRgb(light.horizon, [1, 0.75, 0.85], 0.3);
  }
  if (scene.setting === 'space') {
    // No air: a black sky full of stars whatever the hour, a hard white sun.
    light.zenith = [0.01, 0.01, 0.03];
    light.horizon = [0.04, 0.03, 0.08];
    light.glow = light.horizon;
    light.haze = light.horizon;
    light.stars = 1;
    light.fog = 0;
    light.land = Math.max(light.land, 0.55);
  }
  return light;
}

export function paintPanorama(scene: SkyboxScene, seed: number, width: number, options: { signal?: AbortSignal; progress?: (fraction: number) => void } = {}): Panorama {
  const height = width / 2;
  if (!Number.isInteger(height) || width < 16) throw new RangeError(`panorama width must be an even number of at least 16 pixels, got ${width}`);
  const noise = createNoise(seed);
  const light = sceneLight(scene, seed);
  const sky = createSky(light, noise, seed, { milkyWay: scene.setting === 'space' || scene.timeOfDay === 'night', clouds: scene.setting !== 'space', space: scene.setting === 'space' });
  const painter: Painter = isLand(scene.setting)
    ? createLand(scene.setting, scene.weather === 'snow', light, sky, noise, seed, width)
    : isCity(scene.setting)
      ? createCity(scene.setting, light, sky, noise, seed, width)
      : createInterior(scene.setting, light, sky, noise, seed, width);
  const weather = createWeather(scene, light, noise, seed);
  const cosPhi = new Float64Array(width);
  const sinPhi = new Float64Array(width);
  for (let x = 0; x < width; x++) {
    const phi = ((x + 0.5) / width - 0.5) * Math.PI * 2;
    cosPhi[x] = Math.cos(phi);
    sinPhi[x] = Math.sin(phi);
  }
  const rgb = new Uint8Array(width * height * 3);
  const out = new Float64Array(3);
  for (let y = 0; y < height; y++) {
    if (y % ROWS_PER_STEP === 0) {
      options.signal?.throwIfAborted();
      options.progress?.(y / height);
    }
    const lat = Math.PI / 2 - ((y + 0.5) / height) * Math.PI;
    const cosLat = Math.cos(lat);
    const dy = Math.sin(lat);
    let o = y * width * 3;
    for (let x = 0; x < width; x++) {
      const dx = cosLat * cosPhi[x]!;
      const dz = cosLat * sinPhi[x]!;
      painter(dx, dy, dz, x, out);
      weather(dx, dy, dz, x / width, y / height, out);
      // A little ordered dither keeps the long sky gradients from banding once encoded.
      const dither = (((x * 7 + y * 13) & 7) - 3.5) / 8 / 255;
      rgb[o++] = toByte(out[0]! + dither);
      rgb[o++] = toByte(out[1]! + dither);
      rgb[o++] = toByte(out[2]! + dither);
    }
  }
  options.progress?.(1);
  return { width, height, rgb, light };
}

const toByte = (v: number) => (v <= 0 ? 0 : v >= 1 ? 255 : Math.round(v * 255));
