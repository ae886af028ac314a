/**
 * Procedural cover art for roles: a backdrop scene plus an illustrated bust, as SVG.
 * Pure string building, so it is cheap, deterministic and needs no fonts or image host.
 */
import type { StoredLook } from '@/lib/look/look-model';
import { resolveLook } from '@/lib/look/resolve-look';
import type { LookGender } from '@/lib/look/look-model';
import { drawBackdrop } from './cover-svg-backdrops';
import { drawCharacter } from './cover-svg-character';
import { glow, lightAndVignette } from './cover-svg-glow';
import { num, userLinear } from './cover-svg-kit';

export { lookFromSeed } from '@/lib/look/resolve-look';

interface Layout {
  width: number;
  height: number;
  /** Places the 720x960 character frame on the canvas. */
  characterScale: number;
  characterX: number;
  characterY: number;
  /** Shade behind an HTML caption: along the bottom on covers, on the left of banners. */
  caption: { defs: string; shade: string };
}

const CAPTION_INK = '#0c0818';
const ink = (offset: number, opacity: number) => ({ offset, color: CAPTION_INK, opacity });

/**
 * The edition of the art: raise it whenever the painter draws a look differently, so stored starter
 * covers are drawn again on the next start (see seedStarterCatalogue).
 */
export const COVER_ART_VERSION = 2;

/** Intrinsic SVG sizes, which the rasteriser scales from. */
export const COVER_VIEW_WIDTH = 720;
export const BANNER_VIEW_WIDTH = 1200;

const COVER: Layout = {
  width: COVER_VIEW_WIDTH,
  height: 960,
  characterScale: 1.1,
  characterX: -36,
  characterY: 8,
  caption: {
    defs: userLinear('caption', [ink(0, 0), ink(0.55, 0.55), ink(1, 0.88)], 0, 560, 0, 960),
    shade: '<rect y="560" width="720" height="400" fill="url(#caption)"/>',
  },
};

const BANNER: Layout = {
  width: BANNER_VIEW_WIDTH,
  height: 480,
  characterScale: 0.6,
  characterX: 1200 * 0.76 - 360 * 0.6,
  characterY: -64,
  caption: {
    defs: userLinear('caption', [ink(0, 0.7), ink(0.6, 0.25), ink(1, 0)], 0, 0, 720, 0),
    shade: '<rect width="720" height="480" fill="url(#caption)"/>',
  },
};

/** Backlight, key light and vignette glue the figure and the scene into one picture. */
function lighting(layout: Layout, glowColour: string): { under: string; over: string } {
  const { width: w, height: h, characterScale: s } = layout;
  return {
    under: glow(layout.characterX + 360 * s, layout.characterY + 420 * s, 400 * s, glowColour, 0.6),
    over: lightAndVignette(w, h),
  };
}

function compose(look: StoredLook, seed: string, layout: Layout, gender?: LookGender): string {
  const resolved = resolveLook(look, seed, gender);
  const { width: w, height: h } = layout;
  const focus = (layout.characterX + 360 * layout.characterScale) / w;
  const backdrop = drawBackdrop(resolved.backdrop, seed, w, h, focus);
  const character = drawCharacter(resolved, seed);
  const light = lighting(layout, backdrop.glow);
  const place = `translate(${num(layout.characterX)} ${num(layout.characterY)}) scale(${layout.characterScale})`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">` +
    `<defs>${character.defs}${layout.caption.defs}</defs>` +
    backdrop.svg +
    light.under +
    `<g transform="${place}">${character.body}</g>` +
    light.over +
    layout.caption.shade +
    '</svg>'
  );
}

/** 3:4 portrait cover (720x960 user units). Same look and seed always give the same bytes. */
export function renderCoverSvg(look: StoredLook, seed: string, gender?: LookGender): string {
  return compose(look, seed, COVER, gender);
}

/** 5:2 banner (1200x480) with the character on the right and a calm left half for a caption. */
export function renderBannerSvg(look: StoredLook, seed: string, gender?: LookGender): string {
  return compose(look, seed, BANNER, gender);
}
