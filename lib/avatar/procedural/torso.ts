import { BufferGeometry, Float32BufferAttribute, Vector3 } from 'three';
import type { AvatarLook } from '../look';
import { lerp } from './math';

/**
 * The torso as stacked elliptical rings from the crotch to the base of the neck (heights relative to the
 * hips joint, metres for the 1.6 m reference design). One profile serves the body mesh and everything
 * drawn onto it (collars, ties, belts), so the outfit always sits on the body.
 */

type Ring = [dy: number, rx: number, rz: number];

const FEMININE: Ring[] = [
  [-0.1, 0.05, 0.05],
  [-0.075, 0.108, 0.078],
  [-0.03, 0.13, 0.088],
  [0.02, 0.127, 0.085],
  [0.07, 0.108, 0.075],
  [0.13, 0.09, 0.066],
  [0.18, 0.098, 0.072],
  [0.23, 0.11, 0.08],
  [0.28, 0.116, 0.074],
  [0.315, 0.118, 0.066],
  [0.345, 0.1, 0.058],
  [0.372, 0.03, 0.028],
];
const MASCULINE: Ring[] = [
  [-0.1, 0.055, 0.055],
  [-0.075, 0.105, 0.08],
  [-0.03, 0.118, 0.085],
  [0.02, 0.116, 0.083],
  [0.07, 0.112, 0.08],
  [0.13, 0.112, 0.078],
  [0.18, 0.12, 0.082],
  [0.23, 0.13, 0.088],
  [0.28, 0.138, 0.085],
  [0.315, 0.142, 0.075],
  [0.345, 0.118, 0.064],
  [0.372, 0.036, 0.033],
];

export class TorsoShape {
  private readonly rings: Ring[];
  constructor(
    look: AvatarLook,
    readonly hipsY: number,
    readonly scale: number,
  ) {
    const f = look.build === 'feminine' ? 1 : look.build === 'neutral' ? 0.5 : 0;
    const { hipWidth, shoulderWidth } = look.proportions;
    this.rings = FEMININE.map((ring, i) => {
      const m = MASCULINE[i]!;
      const dy = ring[0];
      const widthK = dy < 0.12 ? hipWidth : dy > 0.2 ? shoulderWidth : lerp(hipWidth, shoulderWidth, (dy - 0.12) / 0.08);
      return [dy, lerp(m[1], ring[1], f) * widthK, lerp(m[2], ring[2], f)] as Ring;
    });
    this.bust = f * 0.11;
    const build = look.traits?.bodyBuild;
    this.belly = build === 'heavy' ? 0.3 : build === 'stocky' ? 0.16 : 0;
  }
  private readonly bust: number;
  /** A rounder front at the waist for heavy and stocky builds. */
  private readonly belly: number;

  get bottom() {
    return this.rings[0]![0];
  }
  get top() {
    return this.rings[this.rings.length - 1]![0];
  }

  /** Ring radii at a height (linear between the profile's rings). */
  radii(dy: number): [number, number] {
    const rings = this.rings;
    if (dy <= rings[0]![0]) return [rings[0]![1], rings[0]![2]];
    for (let i = 1; i < rings.length; i++) {
      const b = rings[i]!;
      if (dy <= b[0]) {
        const a = rings[i - 1]!;
        const t = (dy - a[0]) / (b[0] - a[0]);
        const s = t * t * (3 - 2 * t);
        return [lerp(a[1], b[1], s), lerp(a[2], b[2], s)];
      }
    }
    const last = rings[rings.length - 1]!;
    return [last[1], last[2]];
  }

  /** Radius multiplier around a ring (angle: 0 = its left side, π/2 = front): bust and a flatter back. */
  shape(dy: number, a: number): number {
    const front = Math.sin(a);
    let k = 1 - 0.06 * Math.max(0, -front) ** 2;
    if (this.belly > 0) k += this.belly * Math.exp(-(((dy - 0.09) / 0.09) ** 2)) * Math.max(0, front) ** 1.5;
    if (this.bust > 0) {
      const band = Math.exp(-(((dy - 0.225) / 0.045) ** 2));
      const cups = Math.exp(-(((a - Math.PI / 2 - 0.5) / 0.38) ** 2)) + Math.exp(-(((a - Math.PI / 2 + 0.5) / 0.38) ** 2));
      k += this.bust * band * cups;
    }
    return k;
  }

  /** A point on the surface (root space), pushed out by `offset` metres. */
  point(dy: number, a: number, offset = 0): Vector3 {
    const [rx, rz] = this.radii(dy);
    const k = this.shape(dy, a);
    const s = this.scale;
    return new Vector3(Math.cos(a) * (rx * k * s + offset), this.hipsY + dy * s, Math.sin(a) * (rz * k * s + offset));
  }

  /** The body mesh. */
  geometry(radial = 28): BufferGeometry {
    const ys: number[] = [];
    for (let y = this.bottom; y <= this.top + 1e-6; y += 0.018) ys.push(y);
    return this.patch(ys[0]!, ys[ys.length - 1]!, () => [0, Math.PI * 2], 0, ys.length - 1, radial, true);
  }

  /**
   * A panel on the surface between two heights, over the angles `range(dy)` returns (which may change
   * with height: V necks, crossing collars), pushed out by `offset`.
   */
  patch(dyFrom: number, dyTo: number, range: (dy: number) => [number, number], offset: number, rows = 10, cols = 16, closed = false): BufferGeometry {
    const positions: number[] = [];
    const index: number[] = [];
    const width = closed ? cols : cols + 1;
    for (let r = 0; r <= rows; r++) {
      const dy = lerp(dyFrom, dyTo, r / rows);
      const [a0, a1] = range(dy);
      for (let c = 0; c < width; c++) {
        const a = lerp(a0, a1, c / cols);
        const p = this.point(dy, a, offset);
        positions.push(p.x, p.y, p.z);
      }
    }
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const c1 = closed ? (c + 1) % cols : c + 1;
        const a = r * width + c;
        const b = r * width + c1;
        const d = (r + 1) * width + c;
        const e = (r + 1) * width + c1;
        // Angles grow from +X towards +Z, heights upwards: this winding faces outwards.
        index.push(a, d, b, b, d, e);
      }
    }
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
    geometry.setIndex(index);
    geometry.computeVertexNormals();
    return geometry;
  }
}
