import { BufferGeometry, Float32BufferAttribute, Group, Mesh, MeshToonMaterial, Vector3 } from 'three';
import type { AvatarLook } from '../look';
import type { HeadShape } from './head-shape';
import { smoothstepN } from './math';
import { curve, ellipsoid, merge, mixRgb, pathSections, rgb, sweep } from './shapes';
import { paintedToonMaterial } from './toon';

/**
 * Hair with volume: a cap over the cranium (open at the face), a fringe of tapered locks over the
 * forehead, side locks framing the face, and the style's back hair: short, bob, long, wavy, ponytail,
 * twin tails, bun or spikes. Locks carry a lighter shine band and darker tips as vertex colours.
 */

export interface HairRig {
  group: Group;
  /** Parts that swing (tails, long back hair), each pivoting at its root. */
  swinging: Group[];
  materials: MeshToonMaterial[];
  geometries: BufferGeometry[];
}

const dir = (azimuth: number, elevation: number) =>
  new Vector3(Math.sin(azimuth) * Math.cos(elevation), Math.sin(elevation), Math.cos(azimuth) * Math.cos(elevation));

export function buildHair(head: HeadShape, look: AvatarLook, neckDrop: number, waistDrop: number): HairRig {
  const R = head.radius;
  const group = new Group();
  group.name = 'hair';
  if (look.hair.style === 'bald') return { group, swinging: [], materials: [], geometries: [] };
  const cut = look.hair.style;
  // Cropped, slicked-back and receding hair share the short back; they differ at the front.
  const style = cut === 'crop' || cut === 'slicked' || cut === 'receding' ? 'short' : cut;
  const colour = rgb(look.hair.color);
  const shine = rgb(look.hair.highlight);
  const tipColour = rgb(look.hair.shade);
  const swinging: Group[] = [];
  const geometries: BufferGeometry[] = [];
  const lockColour = (t: number): [number, number, number] => {
    const band = Math.exp(-(((t - 0.22) / 0.07) ** 2));
    return mixRgb(mixRgb(colour, tipColour, smoothstepN(0.45, 1, t) * 0.7), shine, band * 0.75);
  };
  // A lock's thickness points away from the head; below the head, away from the body's axis (a
  // radial direction there would run along the lock and twist it).
  const out = (p: Vector3) => {
    const below = smoothstepN(-0.3 * R, -1.0 * R, p.y);
    const radial = p.clone().normalize();
    const flat = new Vector3(p.x, 0, p.z);
    if (flat.lengthSq() < 1e-10) flat.set(0, 0, -1);
    return radial.lerp(flat.normalize(), below).normalize();
  };

  const hairMaterial = paintedToonMaterial({ glow: 0.1 });
  const materials = [hairMaterial];
  const locks: BufferGeometry[] = [];
  /** A tapered lock through control points (head-centre space). */
  const lock = (points: Vector3[], width: number, thickness: number, options: { samples?: number; taper?: number; round?: boolean; colour?: boolean } = {}) => {
    const path = curve(points, options.samples ?? 8);
    const taper = options.taper ?? 1;
    const sections = pathSections(
      path,
      (t) => width * (t < 0.3 ? 0.72 + 0.28 * (t / 0.3) : Math.pow((1 - t) / 0.7, taper)) + 0.0004,
      (t) => thickness * (options.round ? Math.max(0, Math.pow(1 - t, taper)) * (0.75 + 0.25 * Math.sin(Math.min(1, t * 3) * Math.PI * 0.5)) : 1 - 0.6 * t) + 0.0004,
      (p) => out(p),
      options.colour === false ? () => colour : lockColour,
    );
    const geometry = sweep(sections, { radial: options.round ? 8 : 5, capStart: true });
    locks.push(geometry);
    return geometry;
  };

  // The cap, hidden inside the head where the face and jaw are.
  const cap = head.geometry(9, 1.075, (d) => {
    // The hairline: a receding one leaves the temples and the high forehead bare.
    const hairline = cut === 'receding' ? 0.8 : cut === 'slicked' ? 0.6 : 0.52;
    const face = smoothstepN(0.1, 0.42, d.z) * smoothstepN(hairline, hairline - 0.22, d.y);
    const temples = cut === 'receding' ? smoothstepN(0.2, 0.5, d.z) * smoothstepN(0.9, 0.55, d.y) * smoothstepN(0.05, 0.35, Math.abs(d.x)) : 0;
    const jaw = smoothstepN(-0.22, -0.45, d.y) * smoothstepN(-0.55, -0.1, d.z);
    const nape = style === 'short' || style === 'spiky' ? smoothstepN(-0.5, -0.7, d.y) : smoothstepN(-0.62, -0.8, d.y);
    return 1 - 0.2 * Math.max(face, jaw, nape, temples);
  });
  const capColours: number[] = [];
  const capPos = cap.getAttribute('position');
  for (let i = 0; i < capPos.count; i++) {
    const y = capPos.getY(i) / R;
    capColours.push(...mixRgb(colour, tipColour, smoothstepN(0.2, -0.8, y) * 0.45));
  }
  cap.setAttribute('color', new (capPos.constructor as typeof import('three').Float32BufferAttribute)(capColours, 3));

  // Shine: the bright ring anime hair has across the crown.
  const ring: BufferGeometry[] = [];
  for (let k = 0; k < 7; k++) {
    const a0 = Math.PI * 0.5 + k * 0.42;
    const pts: Vector3[] = [];
    for (let i = 0; i <= 5; i++) pts.push(head.point(dir(a0 + (i / 5) * 0.3, 0.55 + 0.03 * Math.sin(i)), new Vector3(), 1.085));
    ring.push(
      sweep(
        pathSections(pts, (t) => R * 0.045 * Math.sin(Math.PI * (0.08 + 0.84 * t)), () => R * 0.004, (p) => out(p), () => shine),
        { radial: 4 },
      ),
    );
  }

  // Fringe: wide overlapping locks from the crown over the forehead, ending above the eyes.
  const fringe = look.hair.fringe;
  const spike = style === 'spiky';
  // Slicked-back and receding hair have no fringe; a crop has a short one above the brows.
  const bangs = cut === 'slicked' || cut === 'receding' ? 0 : spike ? 8 : 11;
  const crop = cut === 'crop' ? 0.32 : 0;
  for (let i = 0; i < bangs; i++) {
    const f = i / (bangs - 1) - 0.5; // −0.5 … 0.5 across the forehead
    const az = f * 2.7;
    const edge = Math.abs(f) * 2;
    let tipAz = az * 0.95;
    if (fringe === 'swept') tipAz = az * 0.9 + 0.3 * (1 - edge * 0.5);
    if (fringe === 'parted') tipAz = az * 1.08 + Math.sign(f || 1) * 0.16 * (1 - edge);
    const jag = [0, 0.09, 0.03, 0.12, 0.05][i % 5]!;
    // Elevation of the tip: above the brows in the middle, down to the cheeks at the sides.
    let tipEl = 0.3 + crop - jag * 0.8 - Math.max(0, edge - 0.55) * (crop ? 0.5 : 1.5);
    if (fringe === 'swept') tipEl -= 0.12 * (f + 0.5);
    if (fringe === 'parted') tipEl += 0.1 * (1 - edge);
    const root = head.point(dir(az * 0.6, 0.88), new Vector3(), 1.0);
    const mid = head.point(dir(az * 0.85, 0.7), new Vector3(), 1.15);
    const low = head.point(dir((az + tipAz) / 2, (0.62 + tipEl) / 2 + 0.06), new Vector3(), 1.13);
    const tip = head.point(dir(tipAz, spike ? tipEl + 0.12 : tipEl), new Vector3(), spike ? 1.2 : 1.07);
    lock([root, mid, low, tip], R * (spike ? 0.36 : 0.34) * (1 - 0.2 * edge), R * 0.06, { taper: spike ? 1.3 : 0.9, samples: 9 });
  }

  // Side locks that frame the face.
  // A masculine short cut stops at the temples (no locks down the cheeks).
  const masculineShort = look.build === 'masculine' && (style === 'short' || style === 'spiky');
  const sideLength = masculineShort ? 0.45 : style === 'short' || style === 'spiky' ? 1.05 : style === 'bob' ? 1.3 : 1.5;
  for (const s of cut === style ? [1, -1] : []) {
    const root = head.point(dir(s * 1.0, 0.55), new Vector3(), 1.06);
    const a = head.point(dir(s * 1.22, 0.05), new Vector3(), 1.12);
    const b = new Vector3(s * R * 0.9, -R * 0.62 * sideLength, R * 0.12);
    const c = new Vector3(s * R * (style === 'bob' ? 0.8 : 0.88), -R * sideLength, R * 0.14);
    lock([root, a, b, c], R * 0.16, R * 0.07, { taper: 0.9 });
  }

  // Back hair by style.
  const backY = (() => {
    switch (style) {
      case 'long':
      case 'wavy':
        return -waistDrop;
      case 'bob':
        return -1.28 * R;
      default:
        return (masculineShort ? -0.5 : -0.72) * R;
    }
  })();
  const long = style === 'long' || style === 'wavy';
  const backGroup = new Group();
  backGroup.name = 'back-hair';
  const backLocks: BufferGeometry[] = [];
  const strands = long ? 12 : 10;
  for (let i = 0; i < strands; i++) {
    const f = i / (strands - 1);
    const az = long ? Math.PI * 0.6 + f * Math.PI * 0.8 : Math.PI * 0.48 + f * Math.PI * 1.04;
    const sx = Math.sin(az);
    const cz = Math.cos(az);
    const root = head.point(dir(az, 0.75), new Vector3(), 1.06);
    const mid = head.point(dir(az, 0.0), new Vector3(), 1.13);
    const points = [root, mid];
    if (long) {
      const spread = 1.18 + 0.12 * Math.abs(sx);
      const neck = new Vector3(sx * R * 0.95, -neckDrop, Math.min(-0.75 * R, cz * R * 1.1) - 0.3 * R);
      const wave = style === 'wavy' ? R * 0.12 : 0;
      points.push(neck);
      for (let k = 1; k <= 3; k++) {
        const t = k / 3;
        points.push(
          new Vector3(
            sx * R * spread + Math.sin(t * 6 + i) * wave,
            -neckDrop + (backY + neckDrop) * t + (i % 3) * R * 0.12 * t,
            Math.min(-0.95 * R, cz * R * 1.25) - 0.3 * R + Math.cos(t * 6 + i) * wave * 0.5,
          ),
        );
      }
    } else {
      const curl = style === 'bob' ? -0.12 : style === 'spiky' ? 0.35 : 0.05;
      points.push(new Vector3(sx * R * (1.02 + curl), backY + (i % 2) * R * 0.1, cz * R * (1.02 + curl) - R * 0.05));
    }
    const width = R * (long ? 0.44 : 0.38) * (style === 'spiky' ? 0.85 : 1);
    const geometry = lock(points, width, R * 0.05, { samples: long ? 8 : 7, taper: style === 'spiky' ? 1.4 : long ? 0.6 : 0.8 });
    if (long) {
      locks.pop();
      backLocks.push(geometry);
    }
  }
  if (long) swinging.push(backGroup);

  const extras: BufferGeometry[] = [];
  const tie = (centre: Vector3, r: number) => extras.push(ellipsoid(centre, r, r * 0.5, r, 6, 12));
  if (style === 'ponytail') {
    const root = head.point(dir(Math.PI, 0.35), new Vector3(), 1.12);
    const tail = new Group();
    tail.position.copy(root);
    const pts = [new Vector3(0, 0, 0), new Vector3(0, R * 0.15, -R * 0.45), new Vector3(0, -R * 0.5, -R * 0.75), new Vector3(0, -R * 1.6, -R * 0.65), new Vector3(0, -R * 2.6, -R * 0.45)];
    const g = sweep(
      pathSections(curve(pts, 16), (t) => R * (0.2 + 0.14 * Math.sin(Math.min(1, t * 2.2) * Math.PI * 0.5)) * Math.pow(1 - t, 0.7) + 0.0005, (t) => R * 0.2 * Math.pow(1 - t, 0.7) + 0.0005, () => new Vector3(1, 0, 0), lockColour),
      { radial: 10, capStart: true },
    );
    tail.add(new Mesh(g, hairMaterial));
    geometries.push(g);
    swinging.push(tail);
    group.add(tail);
    tie(root.clone().multiplyScalar(0.98), R * 0.16);
  }
  if (style === 'twintails') {
    for (const s of [1, -1]) {
      const root = head.point(dir(s * 2.05, 0.42), new Vector3(), 1.1);
      const tail = new Group();
      tail.position.copy(root);
      const pts = [new Vector3(0, 0, 0), new Vector3(s * R * 0.35, R * 0.05, -R * 0.1), new Vector3(s * R * 0.7, -R * 0.7, -R * 0.2), new Vector3(s * R * 0.8, -R * 2.0, -R * 0.15), new Vector3(s * R * 0.55, -R * 3.2, 0)];
      const g = sweep(
        pathSections(curve(pts, 16), (t) => R * (0.18 + 0.12 * Math.sin(Math.min(1, t * 2.2) * Math.PI * 0.5)) * Math.pow(1 - t, 0.6) + 0.0005, (t) => R * 0.18 * Math.pow(1 - t, 0.6) + 0.0005, () => new Vector3(0, 0, 1), lockColour),
        { radial: 10, capStart: true },
      );
      tail.add(new Mesh(g, hairMaterial));
      geometries.push(g);
      swinging.push(tail);
      group.add(tail);
      tie(root.clone().multiplyScalar(0.99), R * 0.13);
    }
  }
  if (style === 'bun') {
    // High on the crown, so it shows above the head from the front as on the portrait; a pair sits on
    // either side of the crown, like the portrait's.
    if (look.hair.buns === 2) {
      for (const side of [1, -1]) extras.push(ellipsoid(head.point(dir(side * 0.75, 0.95), new Vector3(), 1.22), R * 0.3, R * 0.29, R * 0.28, 10, 16));
    } else extras.push(ellipsoid(head.point(dir(Math.PI, 1.05), new Vector3(), 1.3), R * 0.36, R * 0.33, R * 0.34, 10, 16));
  }
  if (style === 'spiky') {
    // A crown of spikes all round: low ones sweeping out at the sides and back, high ones standing up.
    for (let i = 0; i < 7; i++) {
      const az = Math.PI * 0.3 + i * 0.47;
      const root = head.point(dir(az, 0.7), new Vector3(), 1.04);
      const tip = head.point(dir(az + 0.12, 0.38), new Vector3(), 1.5);
      lock([root, root.clone().lerp(tip, 0.5).multiplyScalar(1.05), tip], R * 0.3, R * 0.06, { taper: 1.4, samples: 7 });
    }
    for (let i = 0; i < 5; i++) {
      const az = -1.1 + i * 0.55;
      const root = head.point(dir(az, 1.0), new Vector3(), 1.03);
      const tip = head.point(dir(az * 1.15, 0.95 - 0.12 * Math.abs(az)), new Vector3(), 1.55);
      lock([root, root.clone().lerp(tip, 0.5).multiplyScalar(1.04), tip], R * 0.32, R * 0.06, { taper: 1.4, samples: 7 });
    }
  }


  // Cap, locks, ties or bun and the shine ring are one vertex-coloured mesh; the shine goes last, past
  // the range the ink outline draws.
  const painted = (g: BufferGeometry, paint: [number, number, number] | null) => {
    const n = g.getAttribute('position').count;
    if (paint || !g.getAttribute('color')) {
      const c = paint ?? colour;
      g.setAttribute('color', new Float32BufferAttribute(Array.from({ length: n * 3 }, (_, i) => c[i % 3]!), 3));
    }
    for (const name of Object.keys(g.attributes)) if (!['position', 'normal', 'color'].includes(name)) g.deleteAttribute(name);
    return g;
  };
  const isBun = style === 'bun';
  const tieColour = rgb(look.outfit.accent);
  const inked = [cap, ...locks, ...extras.map((g) => painted(g, isBun ? colour : tieColour))].map((g) => painted(g, null));
  const shineParts = ring.map((g) => painted(g, shine));
  const capMesh = new Mesh(merge([...inked, ...shineParts]), hairMaterial);
  capMesh.name = 'hair-cap';
  capMesh.userData.outlineCount = inked.reduce((n, g) => n + (g.getIndex()?.count ?? g.getAttribute('position').count), 0);
  group.add(capMesh);
  geometries.push(capMesh.geometry, ...inked, ...shineParts);
  if (backLocks.length) {
    const back = new Mesh(merge(backLocks), hairMaterial);
    back.name = 'hair-back';
    backGroup.add(back);
    group.add(backGroup);
    geometries.push(back.geometry, ...backLocks);
  }
  return { group, swinging, materials, geometries };
}
