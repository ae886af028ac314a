/** Backdrops dominated by the sky: sunset, space, night and snow. */
import { glow } from './cover-svg-glow';
import { circleD, ellipseD, fillOpacity, num, path, pt, stroke } from './cover-svg-kit';
import {
  Batch,
  clearOfCharacter,
  cloud,
  mountainPoints,
  polygon,
  rollingLand,
  skyFill,
  starfield,
  verticalGradient,
  type Scene,
  type SceneCanvas,
} from './cover-svg-scene-kit';

/** Long streaks of cloud, each a few overlapping ellipses so the edges stay soft and uneven. */
function cloudStreaks(c: SceneCanvas, heights: readonly number[]): string {
  const { w, h, u, rng } = c;
  return heights
    .map((y) => {
      const x = rng.range(0.1, 0.9) * w;
      const length = rng.range(0.18, 0.3) * w;
      return (
        ellipseD(x - length * 0.5, y * h + 2 * u, length * 0.4, 6 * u) +
        ellipseD(x, y * h - 5 * u, length * 0.55, 10 * u) +
        ellipseD(x + length * 0.45, y * h + 2 * u, length * 0.4, 6 * u)
      );
    })
    .join('');
}

function sunsetDraw(c: SceneCanvas): string {
  const { w, h, u, rng } = c;
  const sunX = w * (clearOfCharacter(c, [0.2, 0.8]) + rng.range(-0.04, 0.04));
  const sunY = h * 0.6;
  const r = 118 * u;
  // Gaps cut through the lower sun, filled with the sky gradient so they read as holes.
  const bands = [0.25, 0.45, 0.62, 0.78]
    .map((t, i) => `M${pt(sunX - r, sunY + r * (t - 0.1))}h${num(r * 2)}v${num(4 + i * 3)}h${num(-r * 2)}Z`)
    .join('');
  const birds = `M${pt(w * 0.2, h * 0.2)}l10 6l10-6M${pt(w * 0.26, h * 0.16)}l8 5l8-5`;
  const sun = [
    { offset: 0, color: '#fff6c4' },
    { offset: 1, color: '#ff8d6a' },
  ];
  return (
    skyFill(c, 'sunset-sky', [
      { offset: 0, color: '#2b1c52' },
      { offset: 0.3, color: '#72307a' },
      { offset: 0.5, color: '#d9577e' },
      { offset: 0.64, color: '#ff945e' },
      { offset: 0.76, color: '#ffd48a' },
    ]) +
    glow(sunX, sunY, r * 3, '#ffd9a0', 0.6) +
    verticalGradient('sunset-sun', sun, sunY - r, sunY + r) +
    path(circleD(sunX, sunY, r), 'url(#sunset-sun)') +
    path(bands, 'url(#sunset-sky)') +
    path(cloudStreaks(c, [0.16, 0.27, 0.4]), '#ffb9a8', fillOpacity(0.45)) +
    path(rollingLand(c, h * 0.66, 40), '#9c4778') +
    path(rollingLand(c, h * 0.74, 34), '#6a2d68') +
    path(rollingLand(c, h * 0.84, 28), '#3d1d4f') +
    path(birds, 'none', stroke('#3d1d4f', 3 * u, 0.7))
  );
}

function ringedPlanet(cx: number, cy: number, r: number, tilt: number): string {
  // The ring is split into a back and a front arc so the planet sits inside it.
  const ring = (sweep: 0 | 1) => {
    const arc = `M${pt(cx - r * 1.9, cy)}A${pt(r * 1.9, r * 0.5)} 0 0 ${sweep} ${pt(cx + r * 1.9, cy)}`;
    return path(arc, 'none', stroke('#ffd9f2', r * 0.16, 0.75));
  };
  return (
    `<g transform="rotate(${num(tilt)} ${pt(cx, cy)})">` +
    ring(1) +
    path(circleD(cx, cy, r), 'url(#planet-grad)') +
    path(ellipseD(cx, cy - r * 0.25, r * 0.95, r * 0.14), '#ffffff', fillOpacity(0.12)) +
    path(ellipseD(cx, cy + r * 0.3, r * 0.9, r * 0.1), '#2a0f4a', fillOpacity(0.2)) +
    ring(0) +
    '</g>'
  );
}

function spaceDraw(c: SceneCanvas): string {
  const { w, h, u, rng } = c;
  const side = clearOfCharacter(c, [0.2, 0.8]);
  const px = w * side;
  const py = h * rng.range(0.14, 0.24);
  const moonX = w * (side < 0.5 ? 0.86 : 0.12);
  const planet = [
    { offset: 0, color: '#ffb3d9' },
    { offset: 1, color: '#6a3fd1' },
  ];
  return (
    skyFill(c, 'space-sky', [
      { offset: 0, color: '#070722' },
      { offset: 0.55, color: '#1d1045' },
      { offset: 1, color: '#3a1460' },
    ]) +
    glow(w * rng.range(0.1, 0.4), h * rng.range(0.3, 0.5), 330 * u, '#ff4fb8', 0.3) +
    glow(w * rng.range(0.6, 0.9), h * rng.range(0.45, 0.7), 360 * u, '#3fd3ff', 0.25) +
    glow(w * 0.5, h * 0.25, 300 * u, '#8d5cff', 0.25) +
    starfield(c, Math.round((w * h) / 4500), h) +
    verticalGradient('planet-grad', planet, py - 62 * u, py + 62 * u) +
    ringedPlanet(px, py, 62 * u, rng.range(-25, -8)) +
    path(circleD(moonX, h * rng.range(0.4, 0.52), 24 * u), '#5fe0ff')
  );
}

function nightDraw(c: SceneCanvas): string {
  const { w, h, u, rng } = c;
  const mx = w * clearOfCharacter(c, [0.22, 0.78]);
  const my = h * 0.17;
  const mr = 64 * u;
  let houses = '';
  let windows = '';
  for (let x = -20 * u; x < w; ) {
    const bw = rng.range(70, 130) * u;
    const top = h * rng.range(0.68, 0.76);
    houses += `M${pt(x, h)}L${pt(x, top)}L${pt(x + bw / 2, top - bw * 0.4)}L${pt(x + bw, top)}L${pt(x + bw, h)}Z`;
    if (rng.chance(0.7)) windows += `M${pt(x + bw * 0.35, top + 18 * u)}h${num(14 * u)}v${num(18 * u)}h${num(-14 * u)}Z`;
    x += bw + rng.range(0, 12) * u;
  }
  const craters =
    circleD(mx - mr * 0.3, my - mr * 0.1, mr * 0.18) +
    circleD(mx + mr * 0.3, my + mr * 0.3, mr * 0.12) +
    circleD(mx + mr * 0.15, my - mr * 0.4, mr * 0.08);
  return (
    skyFill(c, 'night-sky', [
      { offset: 0, color: '#081231' },
      { offset: 0.55, color: '#1b2d66' },
      { offset: 0.85, color: '#41508f' },
    ]) +
    starfield(c, Math.round((w * h) / 6000), h * 0.7) +
    glow(mx, my, mr * 3.2, '#cfe0ff', 0.4) +
    path(circleD(mx, my, mr), '#fbf6e4') +
    path(craters, '#e6dcc0') +
    cloud(w * rng.range(0.1, 0.4), h * 0.34, 150 * u, '#2c3b75', '#243166') +
    cloud(w * rng.range(0.6, 0.9), h * 0.44, 120 * u, '#2c3b75', '#243166') +
    path(houses, '#0d1330') +
    path(windows, '#ffd98a')
  );
}

/** Six-armed flake as three crossing strokes. */
function snowflakeD(x: number, y: number, r: number): string {
  return [0, 60, 120]
    .map((degrees) => {
      const dx = r * Math.cos((degrees * Math.PI) / 180);
      const dy = r * Math.sin((degrees * Math.PI) / 180);
      return `M${pt(x - dx, y - dy)}L${pt(x + dx, y + dy)}`;
    })
    .join('');
}

function snowDraw(c: SceneCanvas): string {
  const { w, h, u, rng } = c;
  const far = mountainPoints(c, h * 0.66, 260 * u, 3);
  const flakes = new Batch();
  let crystals = '';
  for (let i = 0; i < Math.round((w * h) / 9000); i++) {
    const x = rng.range(0, w);
    const y = rng.range(0, h);
    if (rng.chance(0.12)) crystals += snowflakeD(x, y, rng.range(7, 13) * u);
    else flakes.add('#ffffff', rng.pick([0.6, 0.9]), circleD(x, y, rng.range(1.5, 5) * u));
  }
  // A jagged snow cap hanging from every peak.
  const zigzag = [
    [-38, 60],
    [20, -8],
    [18, 14],
    [18, -14],
    [20, 8],
  ];
  const caps = far
    .filter((_, i) => i % 2 === 1)
    .map(([x, y]) => `M${pt(x, y)}${zigzag.map(([dx = 0, dy = 0]) => `l${pt(dx * u, dy * u)}`).join('')}Z`)
    .join('');
  return (
    skyFill(c, 'snow-sky', [
      { offset: 0, color: '#8fb2e6' },
      { offset: 0.6, color: '#d2e2f6' },
      { offset: 1, color: '#eef4fc' },
    ]) +
    glow(w * 0.7, h * 0.2, 220 * u, '#ffffff', 0.5) +
    polygon(far, h, '#8ea8d6') +
    path(caps, '#f6faff') +
    path(rollingLand(c, h * 0.74, 22), '#b9cdea') +
    path(rollingLand(c, h * 0.82, 16), '#e6eef9') +
    flakes.toSvg() +
    path(crystals, 'none', stroke('#ffffff', 2.2 * u, 0.85))
  );
}

export const SKY_SCENES = {
  sunset: { glow: '#ffb38a', draw: sunsetDraw },
  space: { glow: '#b07cff', draw: spaceDraw },
  night: { glow: '#8fb0ff', draw: nightDraw },
  snow: { glow: '#ffffff', draw: snowDraw },
} satisfies Record<string, Scene>;
