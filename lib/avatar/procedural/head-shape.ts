import { BufferGeometry, Float32BufferAttribute, Vector3 } from 'three';
import { smoothstepN } from './math';

/**
 * The sculpted anime head as a star-shaped surface around its centre: a sphere squeezed into a soft
 * cranium, a flat face, round cheeks and a small pointed chin. Everything drawn on the face (eyes, brows,
 * mouth, blush) is projected onto this same surface, so it sits on the skin at any head size.
 */
export class HeadShape {
  constructor(
    readonly radius: number,
    /** Narrower jaw for masculine builds is less pointed; 0 soft, 1 sharp. */
    readonly chin = 0.5,
  ) {}

  /** Radius multiplier in unit direction (x, y, z) (y up, z forward). */
  private factor(x: number, y: number, z: number): number {
    const down = smoothstepN(0.05, -0.95, y);
    const front = z > 0 ? z : 0;
    const side = Math.abs(x);
    // The lower face narrows to the chin from the sides and the back, much less at the front.
    let k = 1 - down * (0.26 + 0.1 * this.chin) * (1 - 0.7 * front * front) - down * side * 0.08;
    // A flatter face and a fuller cranium.
    const f2 = front * front;
    k *= 1 - 0.05 * f2 * f2;
    const back = z < 0 ? -z : 0;
    k *= 1 + 0.05 * (y > 0 ? y : 0) - 0.04 * back * down;
    // The back of the head reaches back a little further than the front.
    k *= 1 + 0.06 * back * (1 - down);
    return k;
  }

  /** The surface point in unit direction d, relative to the head centre. */
  point(d: Vector3, out = new Vector3(), inflate = 1): Vector3 {
    const k = this.factor(d.x, d.y, d.z) * this.radius * inflate;
    // The lower face is longer than the cranium is high: room for the mouth above a small chin.
    const down = d.y < 0 ? Math.min(1, -d.y) : 0;
    return out.set(d.x * k * 0.9, d.y * k * (1.02 + 0.26 * down * down), d.z * k * 0.94);
  }

  /**
   * The front surface point above (x, y) of the face (relative to the head centre), pushed out by
   * `offset` metres along the surface normal; found by a few fixed-point steps on the direction.
   */
  onFace(x: number, y: number, offset = 0, inflate = 1): Vector3 {
    const d = new Vector3(x / (this.radius * 0.9), y / (this.radius * 1.02), 0);
    d.z = Math.sqrt(Math.max(0.05, 1 - d.x * d.x - d.y * d.y));
    d.normalize();
    const p = new Vector3();
    for (let i = 0; i < 6; i++) {
      this.point(d, p, inflate);
      d.x += (x - p.x) / this.radius;
      d.y += (y - p.y) / this.radius;
      d.z = Math.sqrt(Math.max(0.02, 1 - d.x * d.x - d.y * d.y));
      d.normalize();
    }
    this.point(d, p, inflate);
    if (offset) p.addScaledVector(this.normal(d), offset);
    return p;
  }

  /** Approximate outward normal at direction d (finite differences on the surface). */
  normal(d: Vector3): Vector3 {
    const e = 0.01;
    const t1 = new Vector3(0, 1, 0).cross(d);
    if (t1.lengthSq() < 1e-6) t1.set(1, 0, 0);
    t1.normalize();
    const t2 = new Vector3().crossVectors(d, t1).normalize();
    const p0 = this.point(d);
    const p1 = this.point(d.clone().addScaledVector(t1, e).normalize()).sub(p0);
    const p2 = this.point(d.clone().addScaledVector(t2, e).normalize()).sub(p0);
    const n = new Vector3().crossVectors(p1, p2).normalize();
    return n.dot(d) < 0 ? n.negate() : n;
  }

  /** The whole head surface as a seamless mesh (a subdivided octahedron mapped through `point`). */
  geometry(detail = 14, inflate = 1, keep?: (d: Vector3) => number): BufferGeometry {
    const positions: number[] = [];
    const index: number[] = [];
    const cache = new Map<number, number>();
    const span = 2 * detail + 1;
    const vertex = (d: Vector3) => {
      // Lattice points of the subdivided octahedron have integer coordinates × detail: a unique key.
      const key = (Math.round(d.x * detail) + detail) * span * span + (Math.round(d.y * detail) + detail) * span + (Math.round(d.z * detail) + detail);
      const found = cache.get(key);
      if (found !== undefined) return found;
      d.normalize();
      const p = this.point(d, new Vector3(), inflate * (keep ? keep(d) : 1));
      positions.push(p.x, p.y, p.z);
      cache.set(key, positions.length / 3 - 1);
      return positions.length / 3 - 1;
    };
    const axes = [new Vector3(1, 0, 0), new Vector3(-1, 0, 0), new Vector3(0, 1, 0), new Vector3(0, -1, 0), new Vector3(0, 0, 1), new Vector3(0, 0, -1)];
    const faces: [number, number, number][] = [
      [2, 4, 0],
      [2, 1, 4],
      [2, 5, 1],
      [2, 0, 5],
      [3, 0, 4],
      [3, 4, 1],
      [3, 1, 5],
      [3, 5, 0],
    ];
    for (const [ia, ib, ic] of faces) {
      const a = axes[ia]!;
      const b = axes[ib]!;
      const c = axes[ic]!;
      const grid: number[][] = [];
      for (let i = 0; i <= detail; i++) {
        const row: number[] = [];
        for (let j = 0; j <= detail - i; j++) {
          const u = i / detail;
          const v = j / detail;
          const d = new Vector3()
            .addScaledVector(a, 1 - u - v)
            .addScaledVector(b, u)
            .addScaledVector(c, v);
          row.push(vertex(d));
        }
        grid.push(row);
      }
      for (let i = 0; i < detail; i++) {
        for (let j = 0; j < detail - i; j++) {
          const p = grid[i]![j]!;
          const q = grid[i + 1]![j]!;
          const r = grid[i]![j + 1]!;
          index.push(p, q, r);
          if (j < detail - i - 1) index.push(q, grid[i + 1]![j + 1]!, r);
        }
      }
    }
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
    geometry.setIndex(index);
    geometry.computeVertexNormals();
    // Make sure the faces wind outwards.
    const n = geometry.getAttribute('normal');
    const p = geometry.getAttribute('position');
    let outward = 0;
    for (let i = 0; i < p.count; i += 7) outward += n.getX(i) * p.getX(i) + n.getY(i) * p.getY(i) + n.getZ(i) * p.getZ(i);
    if (outward < 0) {
      const idx = geometry.getIndex()!;
      for (let i = 0; i < idx.count; i += 3) {
        const t = idx.getX(i + 1);
        idx.setX(i + 1, idx.getX(i + 2));
        idx.setX(i + 2, t);
      }
      geometry.computeVertexNormals();
    }
    return geometry;
  }
}
