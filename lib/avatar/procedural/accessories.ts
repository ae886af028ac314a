import { BufferGeometry, Float32BufferAttribute, Vector3 } from 'three';
import type { AvatarAccessory, AvatarLook } from '../look';
import { buildHeadwear, HEADWEAR, type Headwear } from './headwear';
import type { HeadShape } from './head-shape';
import { curve, ellipsoid, pathSections, sweep } from './shapes';

/** The role's accessory, in head-centre space: glasses, cat ears, horns, halo, headphones, crown, flower, hat or visor. */
export interface AccessoryPiece {
  name: string;
  geometry: BufferGeometry;
  /** 'main' uses the accessory colour; 'inner' a lighter or contrasting one; 'glow' is unlit. */
  paint: 'main' | 'inner' | 'glow';
  outline: boolean;
}

const dir = (azimuth: number, elevation: number) =>
  new Vector3(Math.sin(azimuth) * Math.cos(elevation), Math.sin(elevation), Math.cos(azimuth) * Math.cos(elevation));

/** A closed loop tube through points. */
function ring(points: Vector3[], radius: number, samples = 40): BufferGeometry {
  const closed = [...points, points[0]!, points[1]!];
  const path = curve(closed, samples).slice(0, Math.round(samples * (points.length / (points.length + 1))) + 1);
  return sweep(pathSections(path, () => radius, () => radius, (p) => new Vector3(0, 0, 1).cross(p).lengthSq() > 0 ? p.clone().normalize() : new Vector3(0, 1, 0)), { radial: 6 });
}

const smooth = (a: number, b: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
};

/** Beard shapes: how thick the shell stands off the jaw, and how far it falls below the chin (head radii). */
const BEARDS = {
  stubble: { shell: 0.012, fall: 0, width: 0.5, jaw: true },
  goatee: { shell: 0.1, fall: 0.32, width: 0.26, jaw: false },
  beard: { shell: 0.11, fall: 0.22, width: 0.5, jaw: true },
  'full-beard': { shell: 0.16, fall: 1.5, width: 0.55, jaw: true },
} as const;

/**
 * The beard as a shell over the head's own jaw (the skull surface pushed out where hair grows, pulled
 * inside elsewhere), so it follows the cheeks and the chin, leaves the mouth free and, for a full beard,
 * falls below the chin to a broad rounded point. Geometry in head-centre space.
 */
function beardShell(head: HeadShape, kind: keyof typeof BEARDS): BufferGeometry {
  const R = head.radius;
  const spec = BEARDS[kind];
  const mouth = head.onFace(0, -0.64 * R).normalize();
  // Whether each vertex (in the order the head mesh makes them) lies where no hair grows.
  const bare: boolean[] = [];
  const shell = head.geometry(10, 1, (d) => {
    // Lower face: from the sideburns and the cheeks below the cheekbones, forward of the ears.
    const lower = smooth(-0.3 - 0.25 * Math.max(0, d.z), -0.5 - 0.25 * Math.max(0, d.z), d.y);
    const front = smooth(-0.3, 0.1, d.z);
    const centred = Math.exp(-((d.x / spec.width) ** 2));
    const area = spec.jaw ? lower * front : smooth(-0.62, -0.78, d.y) * smooth(0.1, 0.4, d.z) * centred;
    // The mouth and the lips stay clear (the moustache sits above them).
    const dm = d.clone().sub(mouth);
    const lips = Math.exp(-((dm.x / 0.34) ** 2) - ((dm.y / 0.16) ** 2));
    const grow = area * (1 - Math.min(1, lips * 2.2));
    // Below the chin the beard falls, longest at the middle: a point (goatee) or a broad spade.
    const under = smooth(-0.5, -0.85, d.y) * smooth(0.1, 0.5, d.z) * centred;
    bare.push(grow <= 0.05);
    return grow > 0.05 ? 1 + spec.shell * grow + spec.fall * under * grow : 0.96;
  });
  return keepCovered(shell, bare);
}

/** Drops the triangles whose corners are all bare, and the vertices no triangle uses any more. */
function keepCovered(geometry: BufferGeometry, bare: boolean[]): BufferGeometry {
  const index = geometry.getIndex()!;
  const pos = geometry.getAttribute('position');
  const remap = new Map<number, number>();
  const positions: number[] = [];
  const triangles: number[] = [];
  for (let i = 0; i < index.count; i += 3) {
    const corners = [index.getX(i), index.getX(i + 1), index.getX(i + 2)];
    if (corners.every((c) => bare[c])) continue;
    for (const c of corners) {
      let at = remap.get(c);
      if (at === undefined) {
        at = positions.length / 3;
        remap.set(c, at);
        positions.push(pos.getX(c), pos.getY(c), pos.getZ(c));
      }
      triangles.push(at);
    }
  }
  geometry.dispose();
  const kept = new BufferGeometry();
  kept.setAttribute('position', new Float32BufferAttribute(positions, 3));
  kept.setIndex(triangles);
  kept.computeVertexNormals();
  return kept;
}

/**
 * Beard and moustache in head-centre space (the mouth is at y = -0.64 R): a moustache over the upper lip
 * following it, a goatee on the chin, a beard round the jaw, a full beard falling onto the chest;
 * stubble is a shadow over the jaw ('inner' paint: the skin tinted with the beard's colour).
 */
export function buildFacialHair(head: HeadShape, look: AvatarLook): AccessoryPiece[] {
  const R = head.radius;
  const kind = look.facialHair?.kind ?? 'none';
  if (kind === 'none') return [];
  // Stubble: a shadow of the beard's colour over the jaw, flush with the skin.
  if (kind === 'stubble') return [{ name: 'stubble', geometry: beardShell(head, 'stubble'), paint: 'inner', outline: false }];
  const pieces: AccessoryPiece[] = [];
  // The moustache: a band along the upper lip, thickest either side of the middle, its ends drooping
  // to the corners of the mouth (longer and heavier with a full beard).
  const heavy = kind === 'full-beard' ? 1.25 : 1;
  const path = curve(
    [-1, -0.55, 0, 0.55, 1].map((u) => head.onFace(u * 0.27 * R * heavy, (-0.545 - 0.07 * u * u * heavy) * R, 0.018 * R)),
    14,
  );
  const moustache = sweep(
    pathSections(path, (t) => R * 0.055 * heavy * (0.35 + 0.65 * Math.sin(Math.PI * t) ** 0.6) * (1 - 0.25 * Math.exp(-(((t - 0.5) / 0.06) ** 2))), () => 0.028 * R, (p) => p.clone().normalize()),
    { radial: 6, capStart: true, capEnd: true },
  );
  pieces.push({ name: 'moustache', geometry: moustache, paint: 'main', outline: true });
  if (kind === 'goatee' || kind === 'beard' || kind === 'full-beard') pieces.push({ name: kind, geometry: beardShell(head, kind), paint: 'main', outline: true });
  return pieces;
}

/** The pieces of one thing worn on the head or face (the look's accessory or one of its extras). */
export function buildAccessory(head: HeadShape, kind: AvatarAccessory): AccessoryPiece[] {
  const R = head.radius;
  const pieces: AccessoryPiece[] = [];
  if ((HEADWEAR as readonly string[]).includes(kind)) return buildHeadwear(head, kind as Headwear);
  switch (kind) {
    case 'glasses': {
      for (const side of [1, -1]) {
        const cx = side * 0.36 * R;
        const cy = -0.15 * R;
        const pts: Vector3[] = [];
        for (let i = 0; i < 16; i++) {
          const a = (i / 16) * Math.PI * 2;
          const p = head.onFace(cx + Math.cos(a) * 0.24 * R, cy + Math.sin(a) * 0.2 * R, 0.05 * R);
          pts.push(p);
        }
        pieces.push({ name: `glasses-rim-${side}`, geometry: ring(pts, 0.012 * R), paint: 'main', outline: false });
        const hinge = head.onFace(side * 0.6 * R, cy + 0.05 * R, 0.04 * R);
        const ear = head.point(dir(side * 1.45, -0.12), new Vector3(), 1.04);
        pieces.push({
          name: `glasses-arm-${side}`,
          geometry: sweep(pathSections([hinge, hinge.clone().lerp(ear, 0.5).multiplyScalar(1.03), ear], () => 0.01 * R, () => 0.01 * R, () => new Vector3(0, 1, 0)), { radial: 5 }),
          paint: 'main',
          outline: false,
        });
      }
      const l = head.onFace(0.13 * R, -0.1 * R, 0.05 * R);
      const r = head.onFace(-0.13 * R, -0.1 * R, 0.05 * R);
      const mid = head.onFace(0, -0.06 * R, 0.06 * R);
      pieces.push({ name: 'glasses-bridge', geometry: sweep(pathSections(curve([l, mid, r], 8), () => 0.01 * R, () => 0.01 * R, () => new Vector3(0, 1, 0)), { radial: 5 }), paint: 'main', outline: false });
      break;
    }
    case 'cat-ears':
    case 'horns': {
      for (const side of [1, -1]) {
        const base = head.point(dir(side * 0.62, 0.78), new Vector3(), 1.05);
        if (kind === 'cat-ears') {
          const up = base.clone().normalize();
          const tip = base.clone().addScaledVector(up, 0.5 * R).add(new Vector3(side * 0.06 * R, 0.05 * R, -0.02 * R));
          const sections = pathSections(curve([base.clone().addScaledVector(up, -0.1 * R), base, tip], 8), (t) => 0.22 * R * (1 - t) + 0.001, (t) => 0.08 * R * (1 - t) + 0.001, () => new Vector3(0, 0, 1));
          pieces.push({ name: `ear-${side}`, geometry: sweep(sections, { radial: 3, capStart: true }), paint: 'main', outline: true });
          const inner = pathSections(curve([base.clone().add(new Vector3(0, 0.02 * R, 0.07 * R)), tip.clone().add(new Vector3(0, -0.08 * R, 0.045 * R))], 6), (t) => 0.13 * R * (1 - t) + 0.001, () => 0.01 * R, () => new Vector3(0, 0, 1));
          pieces.push({ name: `ear-inner-${side}`, geometry: sweep(inner, { radial: 3 }), paint: 'inner', outline: false });
        } else {
          const p1 = base.clone().add(new Vector3(side * 0.15 * R, 0.25 * R, -0.1 * R));
          const p2 = base.clone().add(new Vector3(side * 0.35 * R, 0.35 * R, -0.35 * R));
          const sections = pathSections(curve([base.clone().multiplyScalar(0.95), p1, p2], 10), (t) => 0.1 * R * (1 - t) + 0.001, (t) => 0.1 * R * (1 - t) + 0.001, () => new Vector3(0, 1, 0));
          pieces.push({ name: `horn-${side}`, geometry: sweep(sections, { radial: 8, capStart: true }), paint: 'main', outline: true });
        }
      }
      break;
    }
    case 'halo': {
      const pts = Array.from({ length: 20 }, (_, i) => {
        const a = (i / 20) * Math.PI * 2;
        return new Vector3(Math.cos(a) * 0.55 * R, 1.45 * R, Math.sin(a) * 0.55 * R - 0.1 * R);
      });
      pieces.push({ name: 'halo', geometry: ring(pts, 0.05 * R, 48), paint: 'glow', outline: false });
      break;
    }
    case 'headphones': {
      const pts: Vector3[] = [];
      for (let i = 0; i <= 12; i++) pts.push(head.point(dir(Math.PI / 2 - (i / 12) * Math.PI, 0.2 + 1.3 * Math.sin((i / 12) * Math.PI)), new Vector3(), 1.22).setZ(-0.05 * R));
      pieces.push({ name: 'headphones-band', geometry: sweep(pathSections(curve(pts, 24), () => 0.05 * R, () => 0.03 * R, (p) => p.clone().normalize()), { radial: 6 }), paint: 'main', outline: true });
      for (const side of [1, -1]) {
        const c = new Vector3(side * 1.0 * R, -0.12 * R, -0.05 * R);
        pieces.push({ name: `headphones-cup-${side}`, geometry: ellipsoid(c, 0.16 * R, 0.3 * R, 0.3 * R, 8, 14), paint: 'main', outline: true });
        pieces.push({ name: `headphones-pad-${side}`, geometry: ellipsoid(c.clone().add(new Vector3(side * 0.12 * R, 0, 0)), 0.06 * R, 0.2 * R, 0.2 * R, 6, 12), paint: 'inner', outline: false });
      }
      break;
    }
    case 'crown': {
      const centre = head.point(dir(0, 1.2), new Vector3(), 1.12);
      const band = Array.from({ length: 16 }, (_, i) => {
        const a = (i / 16) * Math.PI * 2;
        return centre.clone().add(new Vector3(Math.cos(a) * 0.32 * R, 0, Math.sin(a) * 0.32 * R));
      });
      pieces.push({ name: 'crown-band', geometry: ring(band, 0.05 * R, 40), paint: 'glow', outline: true });
      for (let i = 0; i < 5; i++) {
        const a = (i / 5) * Math.PI * 2 + Math.PI / 2;
        const b = centre.clone().add(new Vector3(Math.cos(a) * 0.32 * R, 0, Math.sin(a) * 0.32 * R));
        pieces.push({
          name: `crown-point-${i}`,
          geometry: sweep(pathSections([b, b.clone().add(new Vector3(0, 0.14 * R, 0)), b.clone().add(new Vector3(0, 0.28 * R, 0))], (t) => 0.08 * R * (1 - t) + 0.001, (t) => 0.04 * R * (1 - t) + 0.001, () => b.clone().sub(centre).normalize()), { radial: 4, capStart: true }),
          paint: 'glow',
          outline: false,
        });
      }
      break;
    }
    case 'flower': {
      const c = head.point(dir(0.95, 0.5), new Vector3(), 1.2);
      const n = c.clone().normalize();
      const t1 = new Vector3(0, 1, 0).cross(n).normalize();
      const t2 = n.clone().cross(t1).normalize();
      for (let i = 0; i < 5; i++) {
        const a = (i / 5) * Math.PI * 2;
        const p = c.clone().addScaledVector(t1, Math.cos(a) * 0.13 * R).addScaledVector(t2, Math.sin(a) * 0.13 * R);
        pieces.push({ name: `petal-${i}`, geometry: ellipsoid(p, 0.1 * R, 0.1 * R, 0.1 * R, 6, 10), paint: 'main', outline: true });
      }
      pieces.push({ name: 'flower-centre', geometry: ellipsoid(c.clone().addScaledVector(n, 0.04 * R), 0.07 * R, 0.07 * R, 0.07 * R, 6, 10), paint: 'glow', outline: false });
      break;
    }
    case 'hat': {
      // A soft beret tilted to one side.
      const c = head.point(dir(-0.3, 1.1), new Vector3(), 1.05).add(new Vector3(-0.05 * R, 0.05 * R, -0.05 * R));
      pieces.push({ name: 'beret', geometry: ellipsoid(c, 0.95 * R, 0.32 * R, 0.9 * R, 10, 24), paint: 'main', outline: true });
      pieces.push({ name: 'beret-stem', geometry: ellipsoid(c.clone().add(new Vector3(0, 0.33 * R, 0)), 0.05 * R, 0.08 * R, 0.05 * R, 4, 8), paint: 'main', outline: false });
      break;
    }
    case 'visor': {
      const pts: Vector3[] = [];
      for (let i = 0; i <= 16; i++) pts.push(head.point(dir(-1.6 + (i / 16) * 3.2, 0.5), new Vector3(), 1.2));
      pieces.push({ name: 'visor-band', geometry: sweep(pathSections(curve(pts, 30), () => 0.02 * R, () => 0.09 * R, () => new Vector3(0, 1, 0)), { radial: 6 }), paint: 'main', outline: true });
      const brim: Vector3[] = [];
      for (let i = 0; i <= 10; i++) brim.push(head.point(dir(-0.6 + (i / 10) * 1.2, 0.44), new Vector3(), 1.32));
      pieces.push({ name: 'visor-brim', geometry: sweep(pathSections(curve(brim, 20), (t) => 0.16 * R * Math.sin(Math.PI * (0.1 + 0.8 * t)) + 0.002, () => 0.012 * R, () => new Vector3(0, 1, -0.45).normalize()), { radial: 6 }), paint: 'inner', outline: true });
      break;
    }
    case 'none':
    case 'necklace':
      break;
  }
  return pieces;
}
