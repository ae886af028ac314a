/** Backdrop registry: one scene per backdrop, each laid out for the canvas it is given. */
import type { Backdrop } from '@/lib/look/look-model';
import { canvas, type Scene } from './cover-svg-scene-kit';
import { BUILT_SCENES } from './cover-svg-scenes-built';
import { LAND_SCENES } from './cover-svg-scenes-land';
import { SKY_SCENES } from './cover-svg-scenes-sky';
import { createRandom } from '@/lib/seeded-random';

const SCENES: Record<Backdrop, Scene> = { ...SKY_SCENES, ...LAND_SCENES, ...BUILT_SCENES };

export interface BackdropArt {
  svg: string;
  glow: string;
}

export function drawBackdrop(backdrop: Backdrop, seed: string, width: number, height: number, focus: number): BackdropArt {
  const scene = SCENES[backdrop];
  return { svg: scene.draw(canvas(width, height, createRandom(seed, 'scene'), focus)), glow: scene.glow };
}
