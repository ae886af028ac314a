import { BufferGeometry, Vector3 } from 'three';
import type { HeadShape } from './head-shape';
import { curve, ellipsoid, pathSections, sweep } from './shapes';

/**
 * Hats and bands in head-centre space: the wizard's and the witch's pointed hats, a cap with a peak, a
 * fedora, a beanie, a bandana or headband round the forehead, a monocle and earrings.
 */

export interface HeadwearPiece {
  name: string;
  geometry: BufferGeometry;
  paint: 'main' | 'inner' | 'glow';
  outline: boolean;
}

export const HEADWEAR = ['wizard-hat', 'witch-hat', 'cap', 'fedora', 'beanie', 'bandana', 'headband', 'monocle', 'earrings'] as const;
export type Headwear = (typeof HEADWEAR)[number];

const UP = new Vector3(0, 1, 0);

/** A round band (brim, hat band, headband) of radii rx × rz at height y, `h` thick. */
function band(y: number, rx: number, rz: number, h: number, z = 0, tilt = 0, radial = 28): BufferGeometry {
  const sections = [-1, 1].map((k) => ({ p: new Vector3(0, y + (k * h) / 2, z), side: new Vector3(1, 0, 0), up: new Vector3(0, tilt, 1).normalize(), w: rx, h: rz }));
  return sweep(sections, { radial, capStart: true, capEnd: true });
}

/** A cone of rings from the crown upwards, bending back towards its tip. */
function cone(base: Vector3, radius: number, height: number, bend: number, rings = 10): BufferGeometry {
  const sections = Array.from({ length: rings + 1 }, (_, i) => {
    const t = i / rings;
    const p = base.clone().add(new Vector3(0, height * t, -bend * t * t));
    const r = radius * (1 - t) + 0.001;
    return { p, side: new Vector3(1, 0, 0), up: new Vector3(0, 0, 1), w: r, h: r };
  });
  return sweep(sections, { radial: 16, capStart: true });
}

export function buildHeadwear(head: HeadShape, kind: Headwear): HeadwearPiece[] {
  const R = head.radius;
  const crown = R * 0.62;
  switch (kind) {
    case 'wizard-hat':
    case 'witch-hat': {
      const witch = kind === 'witch-hat';
      return [
        { name: `${kind}-brim`, geometry: band(crown, R * (witch ? 1.75 : 1.45), R * (witch ? 1.7 : 1.4), R * 0.04, -0.04 * R, 0.08), paint: 'main', outline: true },
        { name: `${kind}-cone`, geometry: cone(new Vector3(0, crown, -0.04 * R), R * 0.88, R * (witch ? 1.9 : 2.2), R * (witch ? 0.9 : 0.5)), paint: 'main', outline: true },
        { name: `${kind}-band`, geometry: band(crown + 0.12 * R, R * 0.86, R * 0.86, R * 0.16, -0.04 * R), paint: 'inner', outline: false },
      ];
    }
    case 'fedora':
      return [
        { name: 'fedora-brim', geometry: band(crown + 0.02 * R, R * 1.5, R * 1.45, R * 0.05, -0.03 * R, 0.12), paint: 'main', outline: true },
        { name: 'fedora-crown', geometry: ellipsoid(new Vector3(0, crown + 0.3 * R, -0.04 * R), R * 0.92, R * 0.48, R * 0.95, 8, 18), paint: 'main', outline: true },
        { name: 'fedora-band', geometry: band(crown + 0.12 * R, R * 0.95, R * 0.98, R * 0.14, -0.04 * R), paint: 'inner', outline: false },
      ];
    case 'cap': {
      const brim: Vector3[] = [];
      for (let i = 0; i <= 8; i++) brim.push(new Vector3((i / 8 - 0.5) * 1.5 * R, crown - 0.04 * R, R * (0.85 + 0.35 * Math.sin((i / 8) * Math.PI))));
      return [
        { name: 'cap-dome', geometry: head.geometry(8, 1.12, (d) => (d.y > 0.25 ? 1 : 0.6)), paint: 'main', outline: true },
        { name: 'cap-peak', geometry: sweep(pathSections(curve(brim, 12), (t) => 0.35 * R * Math.sin(Math.PI * (0.1 + 0.8 * t)) + 0.002, () => 0.03 * R, () => UP), { radial: 4 }), paint: 'main', outline: true },
      ];
    }
    case 'beanie':
      return [
        { name: 'beanie', geometry: head.geometry(8, 1.14, (d) => (d.y > 0.2 ? 1 : 0.6)), paint: 'main', outline: true },
        { name: 'beanie-cuff', geometry: band(0.3 * R, R * 1.02, R * 1.06, R * 0.24, -0.05 * R), paint: 'inner', outline: true },
      ];
    case 'bandana':
    case 'headband':
      return [{ name: kind, geometry: band(0.45 * R, R * 0.98, R * 1.03, R * (kind === 'bandana' ? 0.3 : 0.16), -0.03 * R, 0.2), paint: 'main', outline: true }];
    case 'monocle': {
      const pts = Array.from({ length: 14 }, (_, i) => {
        const a = (i / 14) * Math.PI * 2;
        return head.onFace(0.36 * R + Math.cos(a) * 0.22 * R, -0.15 * R + Math.sin(a) * 0.22 * R, 0.05 * R);
      });
      const loop = curve([...pts, pts[0]!, pts[1]!], 30).slice(0, 29);
      return [{ name: 'monocle', geometry: sweep(pathSections(loop, () => 0.014 * R, () => 0.014 * R, (p) => p.clone().normalize()), { radial: 5 }), paint: 'glow', outline: false }];
    }
    case 'earrings':
      return [1, -1].map((side) => ({ name: `earring-${side}`, geometry: ellipsoid(new Vector3(side * 0.9 * R, -0.42 * R, -0.02 * R), 0.06 * R, 0.06 * R, 0.06 * R, 5, 8), paint: 'glow' as const, outline: false }));
  }
}
