/** Backdrops made by people: neon city, castle, concert stage and photo studio. */
import { glow } from './cover-svg-glow';
import { circleD, ellipseD, fillOpacity, nth, num, path, pt, rectD, roundRectD, sparkleD, stroke } from './cover-svg-kit';
import {
  Batch,
  clearOfCharacter,
  fade,
  mountainPoints,
  polygon,
  skyFill,
  starfield,
  turnedRectD,
  verticalGradient,
  type Scene,
  type SceneCanvas,
} from './cover-svg-scene-kit';

const NEON = ['#ff4fd8', '#4ff0ff', '#ffd34f', '#8d6bff'];

/** A vertical neon sign: a glowing frame with a column of lit dots (never letters). */
function signD(x: number, y: number, u: number): string {
  const dots = [16, 32, 48].map((dy) => `M${pt(x + 12 * u, y + dy * u)}h0`).join('');
  return roundRectD(x, y, 24 * u, 74 * u, 6 * u) + dots;
}

/** One row of buildings; the near row gets lit windows and the odd neon sign. */
function skyline(c: SceneCanvas, base: number, minH: number, maxH: number, fill: string, lit: boolean): string {
  const { w, u, rng } = c;
  let blocks = '';
  const windows = new Batch();
  const signs = new Map<string, string>();
  for (let x = rng.range(-30, 0) * u; x < w; ) {
    const bw = rng.range(50, 100) * u;
    const top = base - rng.range(minH, maxH) * c.h;
    blocks += rectD(x, top, bw, c.h - top);
    if (lit) {
      for (let wy = top + 14 * u; wy < base - 10 * u; wy += 18 * u) {
        for (let wx = x + 8 * u; wx < x + bw - 12 * u; wx += 14 * u) {
          if (rng.chance(0.3)) windows.add(rng.pick(NEON), rng.pick([0.5, 0.9]), rectD(wx, wy, 6 * u, 9 * u));
        }
      }
      if (rng.chance(0.4)) {
        const colour = rng.pick(NEON);
        signs.set(colour, (signs.get(colour) ?? '') + signD(x + bw * 0.25, top + 24 * u, u));
      }
    }
    x += bw + rng.range(2, 10) * u;
  }
  let neon = '';
  // A wide faint stroke under a thin bright one reads as glowing neon tube.
  for (const [colour, d] of signs) {
    neon += path(d, 'none', stroke(colour, 10 * u, 0.22)) + path(d, 'none', stroke(colour, 3 * u));
  }
  return path(blocks, fill) + windows.toSvg() + neon;
}

function neonDraw(c: SceneCanvas): string {
  const { w, h, u, rng } = c;
  const base = h * 0.78;
  const moonX = w * clearOfCharacter(c, [0.2, 0.8]);
  const streaks = new Batch();
  for (let i = 0; i < 14; i++) {
    streaks.add(rng.pick(NEON), 0.5, rectD(rng.range(0, w), rng.range(base, h), rng.range(30, 90) * u, 2.5 * u));
  }
  return (
    skyFill(c, 'neon-sky', [
      { offset: 0, color: '#0a0826' },
      { offset: 0.45, color: '#2a1158' },
      { offset: 0.78, color: '#8a2a85' },
    ]) +
    starfield(c, 40, h * 0.35) +
    glow(moonX, h * 0.16, 140 * u, '#ff7fe0', 0.45) +
    path(circleD(moonX, h * 0.16, 52 * u), '#ffd1f4') +
    skyline(c, base, 0.3, 0.5, '#2b1d5a', false) +
    glow(w * 0.5, base, w * 0.6, '#ff4fd8', 0.3) +
    skyline(c, base, 0.12, 0.36, '#140d30', true) +
    path(rectD(0, base, w, h - base), '#0d0822') +
    streaks.toSvg()
  );
}

/** A tower with a conical roof. */
function towerD(x: number, base: number, width: number, height: number): string {
  const top = base - height;
  const roof = `M${pt(x - width * 0.65, top)}L${pt(x, top - width * 1.3)}L${pt(x + width * 0.65, top)}Z`;
  return rectD(x - width / 2, top, width, height) + roof;
}

function castleDraw(c: SceneCanvas): string {
  const { w, h, u, rng } = c;
  const base = h * 0.74;
  const towers = [0.12, 0.3, 0.5, 0.7, 0.88].map((t, i) => {
    const width = (i === 2 ? 70 : rng.range(40, 56)) * u;
    const height = h * (i === 2 ? 0.4 : rng.range(0.2, 0.3));
    return { x: w * t, width, height, peak: base - height - width * 1.3 };
  });
  const keep = towers.map((t) => towerD(t.x, base, t.width, t.height)).join('');
  const wall = rectD(w * 0.08, base - h * 0.1, w * 0.84, h * 0.1 + h - base);
  const windows = towers.map((t) => roundRectD(t.x - 5 * u, base - t.height * 0.7, 10 * u, 18 * u, 5 * u)).join('');
  const poles = towers.map((t) => `M${pt(t.x, t.peak)}v${num(-24 * u)}`).join('');
  const flags = towers.map((t) => `M${pt(t.x, t.peak - 24 * u)}l${pt(22 * u, 6 * u)}l${pt(-22 * u, 6 * u)}Z`).join('');
  const mistTop = base - 40 * u;
  return (
    skyFill(c, 'castle-sky', [
      { offset: 0, color: '#232463' },
      { offset: 0.4, color: '#7b4f9e' },
      { offset: 0.72, color: '#f09aa0' },
    ]) +
    starfield(c, 50, h * 0.35) +
    glow(w * 0.5, h * 0.3, 300 * u, '#ffd6e0', 0.4) +
    polygon(mountainPoints(c, h * 0.72, 150 * u, 4), h, '#5b3f7e') +
    path(keep + wall, '#2b1f4a') +
    path(poles, 'none', stroke('#2b1f4a', 3 * u)) +
    path(windows, '#ffd98a') +
    path(flags, '#ff7a9a') +
    verticalGradient('castle-mist', fade('#f7c2d0', 0, 0.6), mistTop, h) +
    path(rectD(0, mistTop, w, h - mistTop), 'url(#castle-mist)')
  );
}

function stageDraw(c: SceneCanvas): string {
  const { w, h, u, rng } = c;
  const floor = h * 0.8;
  const beams = [0.12, 0.35, 0.65, 0.88].map((t, i) => {
    const colour = nth(NEON, i);
    const x = w * t;
    const spread = rng.range(90, 150) * u;
    const target = x + rng.range(-0.2, 0.2) * w;
    const cone = `M${pt(x - 8 * u, 0)}L${pt(x + 8 * u, 0)}L${pt(target + spread, floor)}L${pt(target - spread, floor)}Z`;
    return (
      verticalGradient(`beam-${i}`, fade(colour, 0.75, 0.05), 0, floor) +
      path(cone, `url(#beam-${i})`) +
      path(ellipseD(target, floor, spread, spread * 0.14), colour, fillOpacity(0.35))
    );
  });
  const confetti = new Batch();
  for (let i = 0; i < Math.round(w / 14); i++) {
    confetti.add(rng.pick(NEON), 0.8, turnedRectD(rng.range(0, w), rng.range(0, floor), 8 * u, 4 * u, rng.range(0, 180)));
  }
  let sparkles = '';
  for (let i = 0; i < 8; i++) sparkles += sparkleD(rng.range(0, w), rng.range(0, h * 0.6), rng.range(6, 14) * u);
  return (
    skyFill(c, 'stage-sky', [
      { offset: 0, color: '#12051f' },
      { offset: 0.7, color: '#2d0b45' },
      { offset: 1, color: '#42125a' },
    ]) +
    beams.join('') +
    path(rectD(0, floor, w, h - floor), '#1a0830') +
    path(rectD(0, floor, w, 3 * u), '#ff9ae8', fillOpacity(0.6)) +
    path(rectD(0, 18 * u, w, 14 * u), '#0b0414') +
    confetti.toSvg() +
    path(sparkles, '#ffffff', fillOpacity(0.85))
  );
}

const STUDIO_TINTS = ['#e9a8c4', '#a8c2e9', '#c3b0e9', '#e9cda8', '#a8dcc4', '#e9b4a6'];

function studioDraw(c: SceneCanvas): string {
  const { w, h, u, rng } = c;
  const rays = [0, 1, 2]
    .map((i) => `M${pt(-40 * u, -40 * u)}L${pt(w * (0.35 + i * 0.25), h)}L${pt(w * (0.5 + i * 0.25), h)}Z`)
    .join('');
  const bokeh = new Batch();
  for (let i = 0; i < 14; i++) {
    bokeh.add('#ffffff', rng.pick([0.1, 0.2]), circleD(rng.range(0, w), rng.range(0, h), rng.range(18, 70) * u));
  }
  return (
    path(rectD(0, 0, w, h), rng.pick(STUDIO_TINTS)) +
    glow(w * 0.5, h * 0.4, Math.max(w, h) * 0.55, '#ffffff', 0.55) +
    verticalGradient('studio-ray', fade('#ffffff', 0.35, 0), 0, h) +
    path(rays, 'url(#studio-ray)') +
    bokeh.toSvg() +
    path(ellipseD(w * 0.5, h * 1.02, w * 0.75, h * 0.22), '#ffffff', fillOpacity(0.3))
  );
}

export const BUILT_SCENES = {
  neon: { glow: '#ff6fe0', draw: neonDraw },
  castle: { glow: '#ffc2d6', draw: castleDraw },
  stage: { glow: '#c07bff', draw: stageDraw },
  studio: { glow: '#ffffff', draw: studioDraw },
} satisfies Record<string, Scene>;
