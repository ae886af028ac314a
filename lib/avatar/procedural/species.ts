import { BufferGeometry, Vector3 } from 'three';
import type { AvatarLook } from '../look';
import type { HeadShape } from './head-shape';
import { curve, ellipsoid, pathSections, sweep } from './shapes';

/**
 * What makes a character other than human, in head-centre space: its ears (human, pointed elf ears, fox
 * ears, a gremlin's wide bat ears, none), its horns (small, curved, ram), and its tail (fox, devil,
 * dragon) in the body's rest space.
 */

export interface SpeciesPiece {
  name: string;
  geometry: BufferGeometry;
  /** 'skin' the skin colour, 'hair' the hair colour, 'horn' a horn colour, 'inner' a lighter inner ear. */
  paint: 'skin' | 'hair' | 'horn' | 'inner';
}

/** A thickness direction square to the path: up, unless the path itself runs up (horns do at the root). */
const across = (_p: Vector3, tangent: Vector3) => (Math.abs(tangent.y) > 0.7 * tangent.length() ? new Vector3(0, 0, 1) : new Vector3(0, 1, 0));

const dir = (azimuth: number, elevation: number) =>
  new Vector3(Math.sin(azimuth) * Math.cos(elevation), Math.sin(elevation), Math.cos(azimuth) * Math.cos(elevation));

/** A tapered horn or ear blade through points, flat (`flat` < 1) or round. */
function blade(points: Vector3[], width: number, flat: number, side: Vector3, samples = 10): BufferGeometry {
  return sweep(
    pathSections(curve(points, samples), (t) => width * (1 - t) + 0.0006, (t) => width * flat * (1 - t) + 0.0006, () => side),
    { radial: 6, capStart: true },
  );
}

export function buildEars(head: HeadShape, look: AvatarLook): SpeciesPiece[] {
  const R = head.radius;
  const ears = look.traits?.ears ?? 'human';
  const pieces: SpeciesPiece[] = [];
  if (ears === 'none') return pieces;
  for (const side of [1, -1]) {
    const base = new Vector3(side * 0.86 * R, -0.18 * R, -0.04 * R);
    switch (ears) {
      case 'pointed':
      case 'long-pointed': {
        const long = ears === 'long-pointed' ? 1.9 : 1;
        const tip = base.clone().add(new Vector3(side * 0.34 * R * long, 0.3 * R * long, -0.2 * R * long));
        const mid = base.clone().lerp(tip, 0.45).add(new Vector3(0, 0.05 * R, 0));
        pieces.push({ name: `ear-${side}`, geometry: blade([base.clone().add(new Vector3(0, -0.08 * R, 0)), mid, tip], 0.2 * R, 0.35, new Vector3(0, 0, 1)), paint: 'skin' });
        break;
      }
      case 'gremlin': {
        // Wide bat ears straight out to the sides, a little down: the gremlin's silhouette.
        const tip = base.clone().add(new Vector3(side * 1.25 * R, 0.2 * R, -0.15 * R));
        const mid = base.clone().lerp(tip, 0.4).add(new Vector3(0, 0.18 * R, 0));
        pieces.push({ name: `ear-${side}`, geometry: blade([base, mid, tip], 0.52 * R, 0.18, new Vector3(0, 0, 1), 12), paint: 'skin' });
        pieces.push({ name: `ear-inner-${side}`, geometry: blade([base.clone().add(new Vector3(side * 0.05 * R, 0, 0.04 * R)), mid.clone().add(new Vector3(0, 0, 0.04 * R)), tip.clone().lerp(base, 0.2).add(new Vector3(0, 0, 0.03 * R))], 0.3 * R, 0.1, new Vector3(0, 0, 1), 10), paint: 'inner' });
        break;
      }
      case 'fox': {
        // Fox ears on top of the head, in the hair colour; the human ears stay hidden under the hair.
        const root = head.point(dir(side * 0.55, 0.85), new Vector3(), 1.02);
        const up = root.clone().normalize();
        const tip = root.clone().addScaledVector(up, 0.75 * R).add(new Vector3(side * 0.12 * R, 0.08 * R, -0.05 * R));
        pieces.push({ name: `ear-${side}`, geometry: blade([root.clone().addScaledVector(up, -0.1 * R), root, tip], 0.3 * R, 0.35, new Vector3(0, 0, 1), 8), paint: 'hair' });
        pieces.push({ name: `ear-inner-${side}`, geometry: blade([root.clone().add(new Vector3(0, 0.03 * R, 0.09 * R)), tip.clone().add(new Vector3(0, -0.12 * R, 0.06 * R))], 0.17 * R, 0.08, new Vector3(0, 0, 1), 6), paint: 'inner' });
        break;
      }
      case 'human':
        pieces.push({ name: `ear-${side}`, geometry: ellipsoid(base, 0.1 * R, 0.2 * R, 0.13 * R, 6, 10), paint: 'skin' });
        break;
    }
  }
  return pieces;
}

export function buildHorns(head: HeadShape, look: AvatarLook): SpeciesPiece[] {
  const R = head.radius;
  const horns = look.traits?.horns ?? 'none';
  const pieces: SpeciesPiece[] = [];
  if (horns === 'none') return pieces;
  for (const side of [1, -1]) {
    const base = head.point(dir(side * 0.5, 0.72), new Vector3(), 0.96);
    let points: Vector3[];
    let width = 0.12 * R;
    if (horns === 'small') points = [base, base.clone().add(new Vector3(side * 0.05 * R, 0.2 * R, 0)), base.clone().add(new Vector3(side * 0.08 * R, 0.32 * R, -0.05 * R))];
    else if (horns === 'curved')
      points = [base, base.clone().add(new Vector3(side * 0.12 * R, 0.35 * R, -0.15 * R)), base.clone().add(new Vector3(side * 0.2 * R, 0.62 * R, -0.5 * R)), base.clone().add(new Vector3(side * 0.22 * R, 0.7 * R, -0.85 * R))];
    else {
      // Ram horns, as the portrait paints them: from the side of the crown up and out over a wide curl
      // beside the head, down past the temple and back in towards the cheek, thick at the root.
      width = 0.24 * R;
      const root = head.point(dir(side * 1.05, 0.62), new Vector3(), 0.94);
      const turn = 0.62 * R;
      const centre = root.clone().add(new Vector3(side * turn, -0.08 * R, -0.12 * R));
      points = Array.from({ length: 9 }, (_, i) => {
        const t = i / 8;
        const angle = Math.PI * (1 - 1.7 * t);
        const radius = turn * (1 - 0.5 * t);
        return centre.clone().add(new Vector3(side * radius * Math.cos(angle), radius * Math.sin(angle), 0.3 * R * t));
      });
      points[0] = root;
    }
    pieces.push({
      name: `horn-${side}`,
      geometry: sweep(pathSections(curve(points, 14), (t) => width * (1 - 0.9 * t) + 0.0008, (t) => width * (1 - 0.9 * t) + 0.0008, across), { radial: 8, capStart: true, capEnd: true }),
      paint: 'horn',
    });
  }
  return pieces;
}

/** The tail from the small of the back, in the rest pose's space (root space, metres); it rides on the hips. */
export function buildTail(look: AvatarLook, hipsY: number, scale: number): SpeciesPiece[] {
  const kind = look.traits?.tail ?? 'none';
  if (kind === 'none') return [];
  const s = scale;
  const root = new Vector3(0, hipsY - 0.02 * s, -0.1 * s);
  if (kind === 'fox') {
    const points = [root, root.clone().add(new Vector3(0.06 * s, -0.12 * s, -0.14 * s)), root.clone().add(new Vector3(0.16 * s, -0.02 * s, -0.3 * s)), root.clone().add(new Vector3(0.2 * s, 0.2 * s, -0.36 * s))];
    return [{ name: 'tail', geometry: sweep(pathSections(curve(points, 14), (t) => (0.03 + 0.09 * Math.sin(Math.PI * Math.min(1, t * 1.15))) * s + 0.002, (t) => (0.03 + 0.08 * Math.sin(Math.PI * Math.min(1, t * 1.15))) * s + 0.002, () => new Vector3(1, 0, 0)), { radial: 10, capStart: true, capEnd: true }), paint: 'hair' }];
  }
  const dragon = kind === 'dragon';
  const length = dragon ? 0.75 : 0.6;
  const points = [
    root,
    root.clone().add(new Vector3(0.04 * s, -0.2 * s * length, -0.2 * s * length)),
    root.clone().add(new Vector3(0.14 * s, -0.75 * s * length, -0.32 * s * length)),
    root.clone().add(new Vector3(0.3 * s, -1.1 * s * length, -0.2 * s * length)),
  ];
  const base = (dragon ? 0.07 : 0.018) * s;
  const pieces: SpeciesPiece[] = [
    { name: 'tail', geometry: sweep(pathSections(curve(points, 16), (t) => base * (1 - 0.85 * t) + 0.002, (t) => base * (1 - 0.85 * t) + 0.002, () => new Vector3(1, 0, 0)), { radial: 8, capStart: true, capEnd: true }), paint: 'skin' },
  ];
  if (!dragon) {
    // The devil's spade at the tip.
    const tip = points[points.length - 1]!;
    pieces.push({ name: 'tail-tip', geometry: ellipsoid(tip.clone().add(new Vector3(0.02 * s, -0.02 * s, 0)), 0.035 * s, 0.045 * s, 0.01 * s, 4, 6), paint: 'horn' });
  }
  return pieces;
}

/** A gremlin's tuft: three spikes of hair from the crown, leaning out like the portrait's. */
export function buildTuft(head: HeadShape, look: AvatarLook): SpeciesPiece[] {
  if (look.traits?.head !== 'gremlin') return [];
  const R = head.radius;
  return [
    { lean: -0.5, up: 0.7, length: 0.55 },
    { lean: 0.05, up: 0.95, length: 0.75 },
    { lean: 0.55, up: 0.65, length: 0.5 },
  ].map(({ lean, up, length }, i) => {
    const root = head.point(dir(lean * 0.6, 1.25), new Vector3(), 0.97);
    const out = new Vector3(lean, up, -0.15).normalize();
    const tip = root.clone().addScaledVector(out, length * R);
    const mid = root.clone().lerp(tip, 0.5).add(new Vector3(-lean * 0.08 * R, 0.04 * R, 0));
    return { name: `tuft-${i}`, geometry: blade([root.clone().addScaledVector(out, -0.08 * R), mid, tip], 0.16 * R, 0.4, new Vector3(0, 0, 1), 8), paint: 'hair' as const };
  });
}
