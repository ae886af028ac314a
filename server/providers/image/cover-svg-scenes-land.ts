/** Landscape backdrops: forest, ocean, sakura and desert. */
import { glow } from './cover-svg-glow';
import { circleD, ellipseD, fillOpacity, num, path, pt, ribbon, stroke, type Point } from './cover-svg-kit';
import {
  Batch,
  clearOfCharacter,
  cloud,
  rollingLand,
  skyFill,
  verticalGradient,
  type Scene,
  type SceneCanvas,
} from './cover-svg-scene-kit';

/** A stylised pine: three stacked tiers on a short trunk. */
function pineD(x: number, base: number, height: number): string {
  const w = height * 0.42;
  let d = `M${pt(x - w * 0.06, base)}h${num(w * 0.12)}v${num(-height * 0.2)}h${num(-w * 0.12)}Z`;
  for (let tier = 0; tier < 3; tier++) {
    const bottom = base - height * (0.15 + tier * 0.24);
    const half = w * (1 - tier * 0.24);
    const left = pt(x - half, bottom);
    d += `M${left}L${pt(x, bottom - height * 0.45)}L${pt(x + half, bottom)}Q${pt(x, bottom - height * 0.06)} ${left}Z`;
  }
  return d;
}

const FOREST_LAYERS = [
  { base: 0.64, size: 150, fill: '#8cc7a6', gap: 50 },
  { base: 0.74, size: 220, fill: '#4f9677', gap: 80 },
  { base: 0.9, size: 330, fill: '#24594a', gap: 130 },
];

function forestDraw(c: SceneCanvas): string {
  const { w, h, u, rng } = c;
  // Each layer of trees is one path, ground included; paler layers read as further away.
  const trees = FOREST_LAYERS.map((layer) => {
    let d = `M0 ${num(h * layer.base)}H${w}V${h}H0Z`;
    for (let x = rng.range(-40, 0) * u; x < w + 40 * u; x += rng.range(0.7, 1.3) * layer.gap * u) {
      d += pineD(x, h * layer.base + rng.range(0, 20) * u, layer.size * u * rng.range(0.75, 1.15));
    }
    return path(d, layer.fill);
  }).join('');
  const shafts = [0.1, 0.28, 0.46]
    .map((t) => `M${pt(w * t, 0)}L${pt(w * (t + 0.08), 0)}L${pt(w * (t + 0.42), h)}L${pt(w * (t + 0.22), h)}Z`)
    .join('');
  const shaft = [
    { offset: 0, color: '#ffffff', opacity: 0.45 },
    { offset: 1, color: '#ffffff', opacity: 0 },
  ];
  const motes = new Batch();
  for (let i = 0; i < Math.round(w / 24); i++) {
    motes.add('#fff6b0', rng.pick([0.5, 0.9]), circleD(rng.range(0, w), rng.range(h * 0.3, h), rng.range(2, 5) * u));
  }
  return (
    skyFill(c, 'forest-sky', [
      { offset: 0, color: '#fff4d2' },
      { offset: 0.35, color: '#d6efd8' },
      { offset: 0.7, color: '#a6d8bd' },
    ]) +
    glow(w * 0.3, h * 0.12, 320 * u, '#fffbe0', 0.8) +
    trees +
    verticalGradient('forest-shaft', shaft, 0, h) +
    path(shafts, 'url(#forest-shaft)') +
    motes.toSvg()
  );
}

function oceanDraw(c: SceneCanvas): string {
  const { w, h, u, rng } = c;
  const horizon = h * 0.6;
  // Swell lines crowd together towards the horizon, as perspective would have them.
  let waves = '';
  for (let i = 0; i < 6; i++) {
    const t = i / 5;
    const y = horizon + (h - horizon) * (0.06 + 0.9 * t * t);
    waves += path(rollingLand(c, y, 3 + 7 * t, 30 + 50 * t), '#ffffff', fillOpacity(0.06 + 0.03 * t));
  }
  const sunX = w * rng.range(0.3, 0.7);
  let glints = '';
  for (let i = 0; i < Math.round(w / 14); i++) {
    const y = horizon + (h - horizon) * rng.next() ** 2;
    const spread = rng.range(-0.25, 0.25) * w * (1 + (y - horizon) / h);
    glints += ellipseD(sunX + spread, y, rng.range(6, 22) * u, 1.6 * u);
  }
  const island = `M${pt(w * 0.72, horizon)}Q${pt(w * 0.8, horizon - 38 * u)} ${pt(w * 0.9, horizon)}Z`;
  const sea = [
    { offset: 0, color: '#3d9fd6' },
    { offset: 0.5, color: '#1f68b0' },
    { offset: 1, color: '#123e7c' },
  ];
  return (
    skyFill(c, 'ocean-sky', [
      { offset: 0, color: '#3aa2ea' },
      { offset: 0.4, color: '#8fd0f5' },
      { offset: 0.6, color: '#f4ecd6' },
    ]) +
    glow(sunX, horizon - 90 * u, 260 * u, '#ffffff', 0.7) +
    cloud(w * rng.range(0.1, 0.35), h * 0.2, 170 * u, '#ffffff', '#d6ecfb') +
    cloud(w * rng.range(0.65, 0.95), h * 0.34, 130 * u, '#ffffff', '#d6ecfb') +
    path(island, '#5b9bb8') +
    verticalGradient('ocean-sea', sea, horizon, h) +
    `<rect y="${num(horizon)}" width="${w}" height="${num(h - horizon)}" fill="url(#ocean-sea)"/>` +
    waves +
    path(glints, '#ffffff', fillOpacity(0.75))
  );
}

/** A sakura petal: a teardrop with the notch at its tip, turned by `degrees` about its centre. */
function petalD(x: number, y: number, size: number, degrees: number): string {
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const at = (px: number, py: number) => pt(x + (px * cos - py * sin) * size, y + (px * sin + py * cos) * size);
  return (
    `M${at(0, 1)}C${at(-1, 0.3)} ${at(-0.6, -0.9)} ${at(-0.15, -1)}L${at(0, -0.75)}` +
    `L${at(0.15, -1)}C${at(0.6, -0.9)} ${at(1, 0.3)} ${at(0, 1)}Z`
  );
}

const BLOSSOMS = ['#ffb7cf', '#ffd3e2', '#ff9fbf'];
const PETALS = ['#ffc4d8', '#ffb0cb', '#fff0f5', '#ff9dbd'];

function sakuraDraw(c: SceneCanvas): string {
  const { w, h, u, rng } = c;
  const fromLeft = rng.chance(0.5);
  const sx = (x: number) => (fromLeft ? x : w - x);
  const branch: Point[] = [
    [sx(-20 * u), h * 0.06],
    [sx(w * 0.14), h * 0.1],
    [sx(w * 0.3), h * 0.08],
    [sx(w * 0.44), h * 0.13],
  ];
  const twig: Point[] = [
    [sx(w * 0.16), h * 0.1],
    [sx(w * 0.22), h * 0.17],
    [sx(w * 0.3), h * 0.2],
  ];
  const blossoms = new Batch();
  for (const [bx, by] of [...branch.slice(1), ...twig.slice(1)]) {
    for (let i = 0; i < 5; i++) {
      const x = bx + rng.range(-34, 34) * u;
      const y = by + rng.range(-22, 22) * u;
      blossoms.add(rng.pick(BLOSSOMS), 1, circleD(x, y, rng.range(12, 22) * u));
    }
  }
  const petals = new Batch();
  for (let i = 0; i < Math.round((w * h) / 11000); i++) {
    const petal = petalD(rng.range(0, w), rng.range(0, h), rng.range(6, 13) * u, rng.range(0, 360));
    petals.add(rng.pick(PETALS), 0.9, petal);
  }
  let bokeh = '';
  for (let i = 0; i < 10; i++) bokeh += circleD(rng.range(0, w), rng.range(0, h * 0.7), rng.range(20, 60) * u);
  const wood = ribbon(branch, [22 * u, 16 * u, 10 * u, 3 * u]) + ribbon(twig, [8 * u, 5 * u, 2 * u]);
  return (
    skyFill(c, 'sakura-sky', [
      { offset: 0, color: '#bfe2ff' },
      { offset: 0.45, color: '#ffe2ee' },
      { offset: 0.8, color: '#ffc6dc' },
    ]) +
    path(bokeh, '#ffffff', fillOpacity(0.2)) +
    path(rollingLand(c, h * 0.7, 30), '#f5c2d5') +
    path(rollingLand(c, h * 0.8, 24), '#eaa6c0') +
    path(wood, '#5e3a48') +
    blossoms.toSvg() +
    petals.toSvg()
  );
}

function cactusD(x: number, base: number, u: number): string {
  return (
    `M${pt(x, base)}V${num(base - 70 * u)}` +
    `M${pt(x, base - 28 * u)}h${num(-20 * u)}v${num(-22 * u)}` +
    `M${pt(x, base - 40 * u)}h${num(18 * u)}v${num(-18 * u)}`
  );
}

const DUNES = [
  { y: 0.66, amplitude: 26, fill: '#f0b77c', crest: '#ffd7a2' },
  { y: 0.76, amplitude: 36, fill: '#dc9460', crest: '#f6bb86' },
  { y: 0.88, amplitude: 30, fill: '#b96f45', crest: '#e09a66' },
];

function desertDraw(c: SceneCanvas): string {
  const { w, h, u } = c;
  const sunX = w * clearOfCharacter(c, [0.2, 0.8]);
  const mesaX = sunX < w / 2 ? w * 0.7 : w * 0.05;
  const mesaTop = h * 0.56;
  const mesa =
    `M${pt(mesaX, h * 0.64)}L${pt(mesaX + w * 0.04, mesaTop)}` +
    `L${pt(mesaX + w * 0.19, mesaTop)}L${pt(mesaX + w * 0.23, h * 0.64)}Z`;
  const dunes = DUNES.map((dune) =>
    path(rollingLand(c, dune.y * h, dune.amplitude, 90), dune.fill, stroke(dune.crest, 3 * u, 0.8)),
  );
  return (
    skyFill(c, 'desert-sky', [
      { offset: 0, color: '#5a63b8' },
      { offset: 0.35, color: '#d67fa0' },
      { offset: 0.62, color: '#ffc98a' },
    ]) +
    glow(sunX, h * 0.5, 260 * u, '#fff1c2', 0.7) +
    path(circleD(sunX, h * 0.5, 80 * u), '#fff3cf') +
    path(mesa, '#dc9a92') +
    dunes.join('') +
    path(cactusD(w * 0.86, h * 0.74, u), 'none', stroke('#6b4a4a', 13 * u))
  );
}

export const LAND_SCENES = {
  forest: { glow: '#fff2b0', draw: forestDraw },
  ocean: { glow: '#ffffff', draw: oceanDraw },
  sakura: { glow: '#ffd6e6', draw: sakuraDraw },
  desert: { glow: '#ffd59a', draw: desertDraw },
} satisfies Record<string, Scene>;
