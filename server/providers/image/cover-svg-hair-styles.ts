/**
 * Hair shapes per style: a back mass behind the head, a crown with bangs in front of it,
 * side locks framing the face, and extras (tails, buns). A style yields a plan of outlines
 * so painting, strands and the forehead shadow all agree on the same geometry.
 */
import type { HairStyle } from '@/lib/look/look-model';
import { nth, num, pt, type Point } from './cover-svg-kit';
import type { Random } from '@/lib/seeded-random';

export interface Lock {
  centre: Point[];
  widths: number[];
}

export interface HairPlan {
  back: string;
  tails: Lock[];
  buns: { x: number; y: number; r: number }[];
  crown: string;
  fringeShadow: string;
  tips: Point[];
  sideLocks: Lock[];
  ties: Point[];
  /** Short hair or none: the painter draws the skull in skin under it. */
  scalp?: boolean;
  bald?: boolean;
}

interface BangsSpec {
  count: number;
  tipMin: number;
  tipMax: number;
  blunt?: boolean;
}

interface Fringe {
  d: string;
  tips: Point[];
}

/** Where the bangs meet the forehead: higher in the middle, following the skull. */
const hairline = (x: number) => 262 + 0.0064 * (x - 360) ** 2;

/** Pointed locks across the forehead, traced right to left so they join the crown outline. */
function bangs(rng: Random, spec: BangsSpec, sweep: number): Fringe {
  const right = 458;
  const left = 262;
  const valleys: Point[] = [];
  for (let i = 0; i <= spec.count; i++) {
    const edge = i === 0 || i === spec.count;
    const x = right - ((right - left) * i) / spec.count + (edge ? 0 : rng.range(-7, 7));
    valleys.push([x, spec.blunt && !edge ? 352 : hairline(x)]);
  }
  const tips: Point[] = [];
  let d = '';
  for (let i = 0; i < spec.count; i++) {
    const [ax, ay] = nth(valleys, i);
    const [bx, by] = nth(valleys, i + 1);
    const framing = i === 0 || i === spec.count - 1 ? 12 : 0;
    const tx = (ax + bx) / 2 + sweep * (ax - bx) * 0.35;
    const ty = spec.blunt ? 372 + rng.range(-2, 3) : rng.range(spec.tipMin, spec.tipMax) + framing;
    tips.push([tx, ty]);
    // Down one edge to the pointed tip and back up the other, each edge bowing outwards.
    d +=
      `C${pt(ax + (tx - ax) * 0.15, ay + (ty - ay) * 0.6)} ${pt(tx + (ax - tx) * 0.3, ty - 18)} ${pt(tx, ty)}` +
      `C${pt(tx + (bx - tx) * 0.25, ty - 22)} ${pt(bx + (tx - bx) * 0.1, by + (ty - by) * 0.55)} ${pt(bx, by)}`;
  }
  return { d, tips };
}

function smoothCrown(top: number, halfWidth: number): string {
  const l = 360 - halfWidth;
  const r = 360 + halfWidth;
  return `M${l} 360C${l - 8} 230 290 ${top} 360 ${top}C430 ${top} ${r + 8} 230 ${r} 360`;
}

/** Jagged crown for spiky hair: spikes pushed outward along the head and swept to one side. */
function spikyCrown(rng: Random, sweep: number): string {
  const points: string[] = [];
  const spikes = 9;
  for (let i = 0; i <= spikes * 2; i++) {
    const tip = i % 2 === 1;
    const angle = Math.PI * (1.08 - (1.16 * i) / (spikes * 2)) - (tip ? sweep * 0.09 : 0);
    const out = tip ? rng.range(26, 58) : 0;
    points.push(pt(360 + (146 + out) * Math.cos(angle), 340 - (160 + out) * Math.sin(angle)));
  }
  return `M${points.join('L')}`;
}

/** A lock falling from the temple; wave and flare shape it into straight, flared or wavy hair. */
function sideLock(side: -1 | 1, tipY: number, width: number, flare = 0, wave = 0): Lock {
  const centre: Point[] = [];
  const widths: number[] = [];
  const steps = 7;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const x = 360 + side * (114 + flare * t * t + wave * Math.sin(t * Math.PI * 2.4));
    centre.push([x, 296 + (tipY - 296) * t]);
    widths.push(i === steps ? 0 : width * (1 - 0.75 * t ** 1.4));
  }
  return { centre, widths };
}

/** A tail (twintail or ponytail) swinging out from its tie with a soft S-curve. */
function tail(from: Point, reach: number, length: number, width: number, rng: Random): Lock {
  const phase = rng.range(0, Math.PI);
  const centre: Point[] = [];
  const widths: number[] = [];
  const steps = 9;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const x = from[0] + reach * Math.sin(t * Math.PI * 0.7) + 16 * Math.sin(t * Math.PI * 2 + phase) * t;
    centre.push([x, from[1] + length * t]);
    widths.push(i === steps ? 0 : width * (0.55 + 0.6 * Math.sin(Math.PI * Math.min(1, t * 1.3 + 0.15))) * (1 - t * 0.55));
  }
  return { centre, widths };
}

const SKULL =
  'M360 182C236 182 206 290 210 400C212 470 226 512 248 530' +
  'L472 530C494 512 508 470 510 400C514 290 484 182 360 182Z';

const BOB_BACK =
  'M360 176C222 176 196 290 200 420C202 500 206 560 226 596Q300 612 360 606' +
  'Q420 612 494 596C514 560 518 500 520 420C524 290 498 176 360 176Z';

/** Long back mass with pointed ends; `wave` ripples its sides for wavy hair. */
function longBack(rng: Random, bottom: number, spread: number, wave: number): string {
  const side = (dir: -1 | 1) => {
    const pts: string[] = [];
    for (let i = 0; i <= 8; i++) {
      const t = i / 8;
      const x = 360 + dir * (152 + spread * t + wave * Math.sin(t * Math.PI * 3.2));
      pts.push(pt(x, 420 + (bottom - 420) * t));
    }
    return dir === -1 ? pts : pts.reverse();
  };
  const ends: string[] = [];
  const count = 7;
  for (let i = 0; i <= count * 2; i++) {
    const x = 360 - 152 - spread + ((304 + spread * 2) * i) / (count * 2);
    const y = i % 2 === 0 ? bottom : bottom - rng.range(26, 54);
    ends.push(pt(x, y));
  }
  const outline = [...side(-1), ...ends, ...side(1)].join('L');
  return `M360 176C228 176 200 290 208 420L${outline}L512 420C520 290 492 176 360 176Z`;
}

/** Spikes radiating all round the back of the head, visible past the crown's own spikes. */
function spikyBack(rng: Random): string {
  const pts: string[] = [];
  for (let i = 0; i <= 20; i++) {
    const angle = Math.PI * (1.25 - (1.5 * i) / 20);
    const r = i % 2 === 1 ? rng.range(196, 220) : 160;
    pts.push(pt(360 + r * Math.cos(angle), 372 - r * Math.sin(angle) * 1.05));
  }
  return `M${pts.join('L')}Z`;
}

/**
 * Short hair without bangs: the crown stops at a hairline across the forehead (`top` in the middle,
 * `temple` at the sides, a higher temple for a receding line) and runs down to short sideburns.
 */
function hairlineCrown(top: number, temple: number, back: number): string {
  return (
    `M238 ${back}C222 270 266 180 360 180C454 180 498 270 482 ${back}L466 ${back}L466 ${temple + 40}` +
    `C464 ${temple} 440 ${temple - 10} 424 ${temple - 14}C404 ${top + 6} 384 ${top} 360 ${top}` +
    `C336 ${top} 316 ${top + 6} 296 ${temple - 14}C280 ${temple - 10} 256 ${temple} 254 ${temple + 40}L254 ${back}Z`
  );
}

/** Hair left only round the sides and back of a bald head, above the ears. */
const BALD_FRINGE =
  'M232 300C220 340 222 400 236 444L256 440C252 400 254 352 262 318Z' +
  'M488 300C500 340 498 400 484 444L464 440C468 400 466 352 458 318Z';

function shortPlan(crown: string): HairPlan {
  return { back: '', crown, fringeShadow: '', tips: [], sideLocks: [], tails: [], buns: [], ties: [], scalp: true };
}

const PLANS: Record<HairStyle, (rng: Random, sweep: number, buns: 1 | 2) => HairPlan> = {
  crop: (rng) => shortPlan(hairlineCrown(262 + rng.range(-6, 6), 300, 400)),
  slicked: (rng) => shortPlan(hairlineCrown(244 + rng.range(-4, 4), 286, 410)),
  receding: (rng) => shortPlan(hairlineCrown(226 + rng.range(-4, 4), 258, 410)),
  bald: () => ({ ...shortPlan(BALD_FRINGE), bald: true }),
  long: (rng, sweep) => {
    const fringe = bangs(rng, { count: rng.int(5, 6), tipMin: 356, tipMax: 388 }, sweep);
    return plan(longBack(rng, 900, 60, 0), smoothCrown(178, 138), fringe, [
      sideLock(-1, 770, 42, 34),
      sideLock(1, 770, 42, 34),
    ]);
  },
  wavy: (rng, sweep) => {
    const fringe = bangs(rng, { count: 5, tipMin: 350, tipMax: 384 }, sweep);
    return plan(longBack(rng, 880, 90, 22), smoothCrown(176, 142), fringe, [
      sideLock(-1, 740, 46, 40, 14),
      sideLock(1, 740, 46, 40, 14),
    ]);
  },
  short: (rng, sweep) => {
    const fringe = bangs(rng, { count: rng.int(5, 6), tipMin: 346, tipMax: 380 }, sweep);
    return plan(SKULL, smoothCrown(180, 136), fringe, [
      sideLock(-1, 500, 40, 4),
      sideLock(1, 500, 40, 4),
    ]);
  },
  bob: (rng, sweep) => {
    const fringe = bangs(rng, { count: 6, tipMin: 0, tipMax: 0, blunt: true }, sweep * 0.2);
    return plan(BOB_BACK, smoothCrown(176, 140), fringe, [
      sideLock(-1, 592, 50, 10),
      sideLock(1, 592, 50, 10),
    ]);
  },
  spiky: (rng, sweep) => {
    const fringe = bangs(rng, { count: 7, tipMin: 346, tipMax: 392 }, sweep * 1.6);
    return plan(spikyBack(rng), spikyCrown(rng, sweep), fringe, [
      sideLock(-1, 520, 38, 16),
      sideLock(1, 520, 38, 16),
    ]);
  },
  twintails: (rng, sweep) => {
    const fringe = bangs(rng, { count: 5, tipMin: 354, tipMax: 386 }, sweep);
    const result = plan(SKULL, smoothCrown(180, 136), fringe, [
      sideLock(-1, 560, 38, 8),
      sideLock(1, 560, 38, 8),
    ]);
    result.tails = [tail([222, 262], -150, 600, 92, rng), tail([498, 262], 150, 600, 92, rng)];
    result.ties = [[222, 262], [498, 262]];
    return result;
  },
  ponytail: (rng, sweep) => {
    const fringe = bangs(rng, { count: 5, tipMin: 350, tipMax: 384 }, sweep);
    const result = plan(SKULL, smoothCrown(180, 136), fringe, [
      sideLock(-1, 540, 36, 6),
      sideLock(1, 540, 36, 6),
    ]);
    result.tails = [tail([486, 206], 120, 560, 104, rng)];
    result.ties = [[486, 206]];
    return result;
  },
  bun: (rng, sweep, buns) => {
    const fringe = bangs(rng, { count: 5, tipMin: 350, tipMax: 384 }, sweep);
    const result = plan(SKULL, smoothCrown(180, 136), fringe, [
      sideLock(-1, 540, 34, 6),
      sideLock(1, 540, 34, 6),
    ]);
    result.buns =
      buns === 1
        ? [{ x: 360, y: 158, r: 62 }]
        : [
            { x: 262, y: 196, r: 50 },
            { x: 458, y: 196, r: 50 },
          ];
    return result;
  },
};

/**
 * Temple wedges run down beside the fringe so no skin shows between it and the side locks.
 * The shadow shape is the fringe alone, so its offset copy lands only on the forehead.
 */
function plan(back: string, outline: string, fringe: Fringe, sideLocks: Lock[]): HairPlan {
  const fringeStart = `L458 ${num(hairline(458))}`;
  return {
    back,
    crown: `${outline}L464 392${fringeStart}${fringe.d}L256 392L222 360Z`,
    fringeShadow: `M458 250${fringeStart}${fringe.d}L262 250Z`,
    tips: fringe.tips,
    sideLocks,
    tails: [],
    buns: [],
    ties: [],
  };
}

/** Hair cut above the collar: the back mass stops at the jaw and the side locks at the ears. */
const NAPE_BACK =
  'M360 182C240 182 216 290 224 390C228 428 238 444 250 450L470 450C482 444 492 428 496 390C504 290 480 182 360 182Z';

/**
 * `sweep` in [-1, 1] is the side the fringe is combed towards. A masculine cut keeps short and spiky
 * hair above the ears and collar, where the same style on a feminine face falls to the jaw.
 */
export function planHair(style: HairStyle, rng: Random, masculine = false, buns: 1 | 2 = 1): HairPlan {
  const hair = PLANS[style](rng, rng.range(-1, 1), buns);
  if (!masculine || (style !== 'short' && style !== 'spiky')) return hair;
  const trim = (lock: Lock): Lock => ({ centre: lock.centre.map(([x, y]) => [x, 296 + (y - 296) * 0.45] as const), widths: lock.widths.map((w) => w * 0.75) });
  return { ...hair, back: style === 'short' ? NAPE_BACK : hair.back, sideLocks: hair.sideLocks.map(trim) };
}
