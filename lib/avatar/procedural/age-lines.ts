import type { BufferGeometry } from 'three';
import type { AvatarLook } from '../look';
import type { HeadShape } from './head-shape';
import { curve, ellipsoid, pathSections, sweep } from './shapes';

/**
 * Age on the face, in head-centre space: the lines of the look's wrinkle level (1 smile folds, 2 also
 * crow's feet and bags under the eyes, 3 also forehead lines) drawn as thin ink strokes on the skin, and
 * from level 2 soft jowls at the jaw.
 */

export interface AgePiece {
  name: string;
  geometry: BufferGeometry;
  /** 'line' is a soft ink stroke; 'skin' is sculpted skin. */
  paint: 'line' | 'skin';
}

/** A thin stroke over the face through (x, y) points (in head radii), tapering at both ends. */
function stroke(head: HeadShape, points: [number, number][], width: number): BufferGeometry {
  const R = head.radius;
  const path = curve(points.map(([x, y]) => head.onFace(x * R, y * R, 0.012 * R)), 7);
  return sweep(
    pathSections(path, (t) => width * R * Math.sin(Math.PI * (0.08 + 0.84 * t)) + 0.0002, () => 0.003 * R, (p) => p.clone().normalize()),
    { radial: 4 },
  );
}

export function buildAgeLines(head: HeadShape, look: AvatarLook): AgePiece[] {
  const level = look.traits?.wrinkles ?? 0;
  if (level <= 0) return [];
  const pieces: AgePiece[] = [];
  for (const side of [1, -1]) {
    const s = side;
    // The fold from the wing of the nose round the corner of the mouth.
    pieces.push({ name: `smile-fold-${s}`, geometry: stroke(head, [[s * 0.15, -0.43], [s * 0.24, -0.55], [s * 0.25, -0.69]], 0.008 + 0.003 * level), paint: 'line' });
    if (level >= 2) {
      for (const k of [0, 1]) pieces.push({ name: `crow-${s}-${k}`, geometry: stroke(head, [[s * 0.64, -0.12 - 0.07 * k], [s * 0.74, -0.08 - 0.13 * k]], 0.008), paint: 'line' });
      pieces.push({ name: `eye-bag-${s}`, geometry: stroke(head, [[s * 0.24, -0.36], [s * 0.37, -0.4], [s * 0.5, -0.36]], 0.008), paint: 'line' });
      pieces.push({ name: `jowl-${s}`, geometry: ellipsoid(head.onFace(s * 0.44 * head.radius, -0.7 * head.radius, -0.08 * head.radius), 0.2 * head.radius, 0.17 * head.radius, 0.14 * head.radius, 6, 10), paint: 'skin' });
    }
  }
  if (level >= 3) for (const y of [0.32, 0.42]) pieces.push({ name: `forehead-${y}`, geometry: stroke(head, [[-0.3, y], [0, y + 0.03], [0.3, y]], 0.009), paint: 'line' });
  return pieces;
}
