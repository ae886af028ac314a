import { BufferGeometry, Float32BufferAttribute, Uint16BufferAttribute, Uint32BufferAttribute, Vector3 } from 'three';

/**
 * Geometry made in code: sweeps of elliptical sections along a path (limbs, torso, hair strands,
 * skirts), with optional per-vertex colours, and automatic skin weights from bone segments.
 */

export interface Section {
  /** Centre of the section. */
  p: Vector3;
  /** Unit direction of the section's width. */
  side: Vector3;
  /** Unit direction of the section's height (thickness). */
  up: Vector3;
  /** Half width and half height. */
  w: number;
  h: number;
  /** Radius multiplier by angle (0 = +side, π/2 = +up). */
  shape?: (angle: number) => number;
  /** Vertex colour of this ring, [r, g, b] 0–1. */
  color?: [number, number, number];
}

export interface SweepOptions {
  radial?: number;
  /** Close the first / last ring with a fan. */
  capStart?: boolean;
  capEnd?: boolean;
  /** Only the arc [from, to] of each section (an open panel); default the whole ring. */
  arc?: [number, number];
}

const tmp = new Vector3();

export function sweep(sections: Section[], options: SweepOptions = {}): BufferGeometry {
  const radial = options.radial ?? 12;
  const open = options.arc !== undefined;
  const [a0, a1] = options.arc ?? [0, Math.PI * 2];
  const ringSize = open ? radial + 1 : radial;
  const positions: number[] = [];
  const colors: number[] = [];
  const hasColor = sections.some((s) => s.color);
  for (const s of sections) {
    for (let i = 0; i < ringSize; i++) {
      const a = a0 + ((a1 - a0) * i) / radial;
      const k = s.shape ? s.shape(a) : 1;
      tmp
        .copy(s.p)
        .addScaledVector(s.side, Math.cos(a) * s.w * k)
        .addScaledVector(s.up, Math.sin(a) * s.h * k);
      positions.push(tmp.x, tmp.y, tmp.z);
      if (hasColor) colors.push(...(s.color ?? [1, 1, 1]));
    }
  }
  const index: number[] = [];
  const quad = (a: number, b: number, c: number, d: number) => index.push(a, d, b, b, d, c);
  for (let r = 0; r < sections.length - 1; r++) {
    for (let i = 0; i < (open ? radial : ringSize); i++) {
      const j = open ? i + 1 : (i + 1) % ringSize;
      quad(r * ringSize + i, r * ringSize + j, (r + 1) * ringSize + j, (r + 1) * ringSize + i);
    }
  }
  const cap = (ring: number, reverse: boolean) => {
    const s = sections[ring]!;
    const centre = positions.length / 3;
    positions.push(s.p.x, s.p.y, s.p.z);
    if (hasColor) colors.push(...(s.color ?? [1, 1, 1]));
    for (let i = 0; i < ringSize; i++) {
      const a = ring * ringSize + i;
      const b = ring * ringSize + ((i + 1) % ringSize);
      if (reverse) index.push(centre, a, b);
      else index.push(centre, b, a);
    }
  };
  if (!open && options.capStart) cap(0, true);
  if (!open && options.capEnd) cap(sections.length - 1, false);

  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  if (hasColor) geometry.setAttribute('color', new Float32BufferAttribute(colors, 3));
  geometry.setIndex(index);
  geometry.computeVertexNormals();
  // The frames decide the winding; make sure the faces point away from the sweep's centre line.
  const normal = geometry.getAttribute('normal');
  let facing = 0;
  sections.forEach((s, r) => {
    for (let i = 0; i < ringSize; i++) {
      const v = r * ringSize + i;
      facing +=
        (positions[v * 3]! - s.p.x) * normal.getX(v) + (positions[v * 3 + 1]! - s.p.y) * normal.getY(v) + (positions[v * 3 + 2]! - s.p.z) * normal.getZ(v);
    }
  });
  if (facing < 0) {
    for (let i = 0; i < index.length; i += 3) {
      const t = index[i + 1]!;
      index[i + 1] = index[i + 2]!;
      index[i + 2] = t;
    }
    geometry.setIndex(index);
    geometry.computeVertexNormals();
  }
  return geometry;
}

/** Sections along a path, each with its side/up frame: `outward(p, tangent)` gives the thickness direction. */
export function pathSections(
  points: Vector3[],
  widths: (t: number) => number,
  heights: (t: number) => number,
  outward: (p: Vector3, tangent: Vector3) => Vector3,
  color?: (t: number) => [number, number, number],
): Section[] {
  return points.map((p, i) => {
    const prev = points[Math.max(0, i - 1)]!;
    const next = points[Math.min(points.length - 1, i + 1)]!;
    const tangent = next.clone().sub(prev).normalize();
    const out = outward(p, tangent);
    const up = out.clone().addScaledVector(tangent, -out.dot(tangent)).normalize();
    const side = new Vector3().crossVectors(tangent, up).normalize();
    const t = points.length === 1 ? 0 : i / (points.length - 1);
    return { p, side, up, w: widths(t), h: heights(t), color: color?.(t) };
  });
}

/** A smooth ellipsoid without seams (sections stacked along Y). */
export function ellipsoid(centre: Vector3, rx: number, ry: number, rz: number, rings = 10, radial = 14): BufferGeometry {
  const sections: Section[] = [];
  for (let i = 0; i <= rings; i++) {
    const phi = -Math.PI / 2 + (Math.PI * i) / rings;
    const r = Math.cos(phi);
    const w = Math.max(r, 0.0001);
    sections.push({ p: new Vector3(centre.x, centre.y + Math.sin(phi) * ry, centre.z), side: new Vector3(1, 0, 0), up: new Vector3(0, 0, -1), w: rx * w, h: rz * w });
  }
  return sweep(sections, { radial });
}

/** Catmull-Rom through control points, `count` samples. */
export function curve(points: Vector3[], count: number): Vector3[] {
  const out: Vector3[] = [];
  const n = points.length - 1;
  for (let i = 0; i < count; i++) {
    const u = (i / (count - 1)) * n;
    const k = Math.min(n - 1, Math.floor(u));
    const t = u - k;
    const p0 = points[Math.max(0, k - 1)]!;
    const p1 = points[k]!;
    const p2 = points[k + 1]!;
    const p3 = points[Math.min(n, k + 2)]!;
    const t2 = t * t;
    const t3 = t2 * t;
    out.push(
      new Vector3(
        0.5 * (2 * p1.x + (-p0.x + p2.x) * t + (2 * p0.x - 5 * p1.x + 4 * p2.x - p3.x) * t2 + (-p0.x + 3 * p1.x - 3 * p2.x + p3.x) * t3),
        0.5 * (2 * p1.y + (-p0.y + p2.y) * t + (2 * p0.y - 5 * p1.y + 4 * p2.y - p3.y) * t2 + (-p0.y + 3 * p1.y - 3 * p2.y + p3.y) * t3),
        0.5 * (2 * p1.z + (-p0.z + p2.z) * t + (2 * p0.z - 5 * p1.z + 4 * p2.z - p3.z) * t2 + (-p0.z + 3 * p1.z - 3 * p2.z + p3.z) * t3),
      ),
    );
  }
  return out;
}

/** A bone segment for skin weights: vertices near it follow the bone. */
export interface BoneSegment {
  bone: number;
  a: Vector3;
  b: Vector3;
}

function distanceToSegment(p: Vector3, a: Vector3, b: Vector3): number {
  const abx = b.x - a.x;
  const aby = b.y - a.y;
  const abz = b.z - a.z;
  const len = abx * abx + aby * aby + abz * abz;
  let t = len > 0 ? ((p.x - a.x) * abx + (p.y - a.y) * aby + (p.z - a.z) * abz) / len : 0;
  t = Math.max(0, Math.min(1, t));
  const dx = p.x - (a.x + abx * t);
  const dy = p.y - (a.y + aby * t);
  const dz = p.z - (a.z + abz * t);
  return Math.sqrt(dx * dx + dy * dy + dz * dz);
}

/**
 * Skin weights from the nearest bone segments: a soft-min over distances, the two nearest bones kept.
 * `blend` (metres) sets how wide the bend zone at a joint is.
 */
export function autoSkin(geometry: BufferGeometry, segments: BoneSegment[], blend = 0.025): BufferGeometry {
  const position = geometry.getAttribute('position');
  const count = position.count;
  const indices = new Uint16Array(count * 4);
  const weights = new Float32Array(count * 4);
  const p = new Vector3();
  const d = new Float32Array(segments.length);
  const array = position.array;
  for (let v = 0; v < count; v++) {
    p.set(array[v * 3]!, array[v * 3 + 1]!, array[v * 3 + 2]!);
    let best = -1;
    let second = -1;
    for (let s = 0; s < segments.length; s++) {
      d[s] = distanceToSegment(p, segments[s]!.a, segments[s]!.b);
      if (best < 0 || d[s]! < d[best]!) {
        second = best;
        best = s;
      } else if (second < 0 || d[s]! < d[second]!) second = s;
    }
    const w1 = 1;
    const w2 = second >= 0 ? Math.exp(-(d[second]! - d[best]!) / blend) : 0;
    const sum = w1 + w2;
    indices[v * 4] = segments[best]!.bone;
    weights[v * 4] = w1 / sum;
    if (second >= 0) {
      indices[v * 4 + 1] = segments[second]!.bone;
      weights[v * 4 + 1] = w2 / sum;
    }
  }
  geometry.setAttribute('skinIndex', new Uint16BufferAttribute(indices, 4));
  geometry.setAttribute('skinWeight', new Float32BufferAttribute(weights, 4));
  return geometry;
}

/** Every vertex follows one bone. */
export function rigidSkin(geometry: BufferGeometry, bone: number): BufferGeometry {
  const count = geometry.getAttribute('position').count;
  const indices = new Uint16Array(count * 4);
  const weights = new Float32Array(count * 4);
  for (let v = 0; v < count; v++) {
    indices[v * 4] = bone;
    weights[v * 4] = 1;
  }
  geometry.setAttribute('skinIndex', new Uint16BufferAttribute(indices, 4));
  geometry.setAttribute('skinWeight', new Float32BufferAttribute(weights, 4));
  return geometry;
}

/** Joins geometries that have the same attributes into one. */
export function merge(geometries: BufferGeometry[]): BufferGeometry {
  const names = Object.keys(geometries[0]!.attributes);
  const merged = new BufferGeometry();
  for (const name of names) {
    const first = geometries[0]!.getAttribute(name);
    const size = first.itemSize;
    const total = geometries.reduce((n, g) => n + g.getAttribute(name).count, 0);
    const array = first.array instanceof Uint16Array ? new Uint16Array(total * size) : new Float32Array(total * size);
    let offset = 0;
    for (const g of geometries) {
      const attr = g.getAttribute(name);
      array.set(attr.array as ArrayLike<number>, offset);
      offset += attr.count * size;
    }
    merged.setAttribute(name, array instanceof Uint16Array ? new Uint16BufferAttribute(array, size) : new Float32BufferAttribute(array, size));
  }
  const totalIndex = geometries.reduce((n, g) => n + (g.getIndex()?.count ?? g.getAttribute('position').count), 0);
  const index = new Uint32Array(totalIndex);
  let base = 0;
  let at = 0;
  for (const g of geometries) {
    const gi = g.getIndex();
    const count = g.getAttribute('position').count;
    if (gi) {
      const src = gi.array;
      for (let i = 0; i < src.length; i++) index[at++] = src[i]! + base;
    } else for (let i = 0; i < count; i++) index[at++] = i + base;
    base += count;
  }
  merged.setIndex(new (base > 65535 ? Uint32BufferAttribute : Uint16BufferAttribute)(base > 65535 ? index : Uint16Array.from(index), 1));
  return merged;
}

export const rgb = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.slice(1), 16);
  // Vertex colours are linear; the hex colours of a look are sRGB.
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return [lin((n >> 16) & 255), lin((n >> 8) & 255), lin(n & 255)];
};

export const mixRgb = (a: [number, number, number], b: [number, number, number], t: number): [number, number, number] => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
