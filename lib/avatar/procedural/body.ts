import { BufferGeometry, Float32BufferAttribute, Uint16BufferAttribute, Vector3 } from 'three';
import type { AvatarLook } from '../look';
import type { BodyPartCode, RigBone } from '../rig';
import { lerp, smoothstepN } from './math';
import { buildGarment, HEM } from './garments';
import { autoSkin, ellipsoid, merge, pathSections, rigidSkin, sweep, type BoneSegment, type Section } from './shapes';
import type { Frame } from './skeleton';
import { TorsoShape } from './torso';

/**
 * The body under the head: torso with the outfit's top (and its collar, tie, belt or sash), neck, arms
 * with sleeves and hands, legs with legwear, skirt, shoes. Every part is skinned to the humanoid bones.
 */

export type Paint = 'skin' | 'top' | 'topDetail' | 'accent' | 'bottom' | 'legs' | 'shoes' | 'sleeve';

export interface BodyPiece {
  name: string;
  geometry: BufferGeometry;
  paint: Paint;
  /** Body part the piece belongs to when a touch lands on it (null: decide by the hit point). */
  part: BodyPartCode | null;
  outline: boolean;
  doubleSide?: boolean;
}

type BoneIndex = Record<RigBone, number>;

/** The thickest layer worn over a leg (shorts), kept inside the hips' width with the leg (metres of the 1.6 m design). */
const LEG_LAYERS = 0.012;

/** How far a sleeve stands off the arm (metres of the 1.6 m design). */
export const SLEEVE_GAP = 0.007;

/** The arm's radius at the shoulder (metres of the 1.6 m design): slim, a little fuller for a broad build. */
export function armRadius(look: AvatarLook): number {
  const fem = look.build === 'feminine' ? 1 : look.build === 'neutral' ? 0.5 : 0;
  const build = look.traits?.bodyBuild;
  const girth = build === 'heavy' ? 1.15 : build === 'stocky' ? 1.12 : build === 'athletic' ? 1.05 : build === 'slim' ? 0.94 : 1;
  return lerp(0.038, 0.032, fem) * girth;
}

/** How much a sleeve widens towards its cuff: kimono and robe sleeves hang wide, short sleeves puff. */
function sleeveFlare(style: AvatarLook['outfit']['style'], end: number): number {
  if (style === 'kimono') return 0.75;
  if (style === 'robe') return 0.55;
  return end < 1 ? 0.25 : 0.08;
}

export function buildBody(look: AvatarLook, frame: Frame, bones: BoneIndex): { pieces: BodyPiece[]; torso: TorsoShape } {
  const s = frame.scale;
  const J = frame.joints;
  const hipsY = J.hips.y;
  const torso = new TorsoShape(look, hipsY, s);
  const pieces: BodyPiece[] = [];
  const fem = look.build === 'feminine' ? 1 : look.build === 'neutral' ? 0.5 : 0;
  const outfit = look.outfit;
  const seg = (bone: RigBone, a: Vector3, b: Vector3): BoneSegment => ({ bone: bones[bone], a, b });

  const torsoSegments: BoneSegment[] = [
    seg('hips', J.hips.clone().setY(hipsY - 0.1 * s), J.spine),
    seg('spine', J.spine, J.chest),
    seg('chest', J.chest, J.upperChest),
    seg('upperChest', J.upperChest, J.neck),
    seg('leftShoulder', J.leftShoulder, J.leftUpperArm),
    seg('rightShoulder', J.rightShoulder, J.rightUpperArm),
  ];

  // Torso: the top's colour above the waist, the bottom's below (under a skirt it never shows).
  const body = torso.geometry(22);
  autoSkin(body, torsoSegments, 0.03 * s);
  pieces.push({ name: 'torso', geometry: body, paint: 'top', part: null, outline: true });
  const waist = 0.1;
  if (outfit.legwear !== 'skirt') {
    const shorts = torso.patch(torso.bottom, waist, () => [0, Math.PI * 2], 0.0025 * s, 8, 30, true);
    autoSkin(shorts, torsoSegments, 0.03 * s);
    pieces.push({ name: 'waistband', geometry: shorts, paint: 'bottom', part: null, outline: false });
  }

  // Neck.
  const neckR = lerp(0.03, 0.024, fem) * s;
  const neck = sweep(
    [0.27, 0.34, 0.38, 0.43].map((dy, i) => ({
      p: new Vector3(0, hipsY + dy * s, (i === 3 ? 0.006 : 0) * s),
      side: new Vector3(1, 0, 0),
      up: new Vector3(0, 0, 1),
      w: neckR * (i === 0 ? 1.6 : 1),
      h: neckR * (i === 0 ? 1.5 : 0.95),
    })),
    { radial: 16 },
  );
  autoSkin(neck, [seg('upperChest', J.upperChest, J.neck), seg('neck', J.neck, J.head), seg('head', J.head, frame.headCentre)], 0.02 * s);
  pieces.push({ name: 'neck', geometry: neck, paint: 'skin', part: 11, outline: true });

  addOutfitDetails(look, torso, pieces, torsoSegments, s);
  for (const piece of buildGarment(look, torso, frame)) {
    if (piece.skin === 'torso') autoSkin(piece.geometry, torsoSegments, 0.03 * s);
    else if (piece.skin === 'skirt') skinSkirt(piece.geometry, bones, hipsY, s, 0.5);
    else rigidSkin(piece.geometry, bones[piece.skin.slice('rigid:'.length) as RigBone]);
    pieces.push({ name: piece.name, geometry: piece.geometry, paint: piece.paint, part: null, outline: piece.outline, doubleSide: piece.doubleSide });
  }

  // Arms, sleeves and hands.
  const sleeveEnd = outfit.style === 'sailor' || outfit.style === 'dress' ? 0.42 : 1.0;
  for (const side of [1, -1] as const) {
    const L = side === 1 ? 'left' : 'right';
    const upper = J[`${L}UpperArm` as RigBone];
    const lower = J[`${L}LowerArm` as RigBone];
    const hand = J[`${L}Hand` as RigBone];
    const tip = side === 1 ? frame.handTip.left : frame.handTip.right;
    // The arm hangs from its joint: everything from the shoulder ball down turns with the upper arm, so
    // no piece of sleeve stays behind on the shoulder bone when the arm is lowered.
    const armSegments = [seg(`${L}UpperArm` as RigBone, upper, lower), seg(`${L}LowerArm` as RigBone, lower, hand), seg(`${L}Hand` as RigBone, hand, tip)];
    const top = armRadius(look);
    const start = upper.clone();
    const radius = (t: number) => {
      // t: 0 shoulder … 1 wrist: the upper arm tapers to the elbow, the forearm swells a little and
      // narrows to the wrist.
      if (t < 0.5) return lerp(top, top * 0.8, t / 0.5);
      if (t < 0.62) return top * lerp(0.8, 0.84, (t - 0.5) / 0.12);
      return lerp(top * 0.84, top * 0.6, (t - 0.62) / 0.38);
    };
    const armLength = hand.x - start.x;
    const at = (t: number) => new Vector3(start.x + armLength * t, lerp(start.y, hand.y, t), 0);
    const armSections = (k: number, t0: number, t1: number, flare = 0): Section[] =>
      Array.from({ length: 10 }, (_, i) => {
        const t = lerp(t0, t1, i / 9);
        const r = (radius(t) + k) * s * (1 + flare * smoothstepN(0.5, 1, (t - t0) / (t1 - t0)));
        return { p: at(t), side: new Vector3(0, 0, 1), up: new Vector3(0, 1, 0), w: r, h: r * 0.94 };
      });
    const arm = sweep(armSections(0, 0, 1.02), { radial: 10, capStart: true, capEnd: true });
    autoSkin(arm, armSegments, 0.035 * s);
    pieces.push({ name: `${L}-arm`, geometry: arm, paint: 'skin', part: side === 1 ? 15 : 16, outline: true });
    const sleeve = sweep(armSections(SLEEVE_GAP, 0, sleeveEnd, sleeveFlare(outfit.style, sleeveEnd)), { radial: 10, capStart: true });
    autoSkin(sleeve, armSegments, 0.035 * s);
    pieces.push({ name: `${L}-sleeve`, geometry: sleeve, paint: 'sleeve', part: side === 1 ? 15 : 16, outline: true, doubleSide: true });
    // The round of the shoulder where the arm meets the torso: on the shoulder bone, just inside and
    // below the arm's joint (where the lowered arm's top sits), so it never stands above the shoulder line.
    const ballR = (top + SLEEVE_GAP) * s;
    const ball = ellipsoid(upper.clone().add(new Vector3(-side * 0.3 * ballR, -0.35 * ballR, 0)), ballR * 1.05, ballR, ballR * 0.98, 6, 10);
    rigidSkin(ball, bones[`${L}Shoulder` as RigBone]);
    pieces.push({ name: `${L}-shoulder`, geometry: ball, paint: 'sleeve', part: side === 1 ? 15 : 16, outline: true });

    // Hand: palm and four fingers relaxed together, thumb in front.
    const dirX = side;
    const palmC = hand.clone().add(new Vector3(dirX * 0.045 * s, 0, 0.002 * s));
    const handParts: BufferGeometry[] = [ellipsoid(palmC, 0.042 * s, 0.016 * s, 0.036 * s, 6, 8)];
    const palmRot = (g: BufferGeometry) => g;
    for (let f = 0; f < 4; f++) {
      const z = (-0.024 + f * 0.016) * s;
      const len = [0.05, 0.058, 0.055, 0.045][f]! * s;
      const base = new Vector3(palmC.x + dirX * 0.034 * s, palmC.y - 0.002 * s, palmC.z + z);
      const pts = [base, base.clone().add(new Vector3(dirX * len * 0.55, -0.006 * s, 0)), base.clone().add(new Vector3(dirX * len, -0.018 * s, 0))];
      handParts.push(
        sweep(
          pathSections(pts, (t) => 0.0075 * s * (1 - 0.25 * t), (t) => 0.0068 * s * (1 - 0.25 * t), () => new Vector3(0, 1, 0)),
          { radial: 5, capEnd: true },
        ),
      );
    }
    const thumbBase = new Vector3(palmC.x + dirX * 0.0 * s, palmC.y - 0.004 * s, palmC.z + 0.032 * s);
    handParts.push(
      sweep(
        pathSections(
          [thumbBase, thumbBase.clone().add(new Vector3(dirX * 0.025 * s, -0.006 * s, 0.012 * s)), thumbBase.clone().add(new Vector3(dirX * 0.045 * s, -0.012 * s, 0.014 * s))],
          (t) => 0.008 * s * (1 - 0.2 * t),
          (t) => 0.0075 * s * (1 - 0.2 * t),
          () => new Vector3(0, 1, 0),
        ),
        { radial: 5, capEnd: true },
      ),
    );
    const handGeo = palmRot(merge(handParts));
    handGeo.computeVertexNormals();
    rigidSkin(handGeo, bones[`${L}Hand` as RigBone]);
    pieces.push({ name: `${L}-hand`, geometry: handGeo, paint: 'skin', part: side === 1 ? 15 : 16, outline: true });
  }

  // Legs, legwear, shoes. The hips' half width bounds the legs where they meet the torso.
  const hipHalf = Math.max(...[-0.05, -0.03, 0, 0.02, 0.05].map((dy) => torso.radii(dy)[0]));
  for (const side of [1, -1] as const) {
    const L = side === 1 ? 'left' : 'right';
    const hip = J[`${L}UpperLeg` as RigBone];
    const knee = J[`${L}LowerLeg` as RigBone];
    const ankle = J[`${L}Foot` as RigBone];
    const toe = side === 1 ? frame.toe.left : frame.toe.right;
    const legSegments = [
      seg('hips', J.hips.clone().setY(hipsY - 0.1 * s), J.spine),
      seg(`${L}UpperLeg` as RigBone, hip, knee),
      seg(`${L}LowerLeg` as RigBone, knee, ankle),
      seg(`${L}Foot` as RigBone, ankle, toe),
    ];
    const top = hip.clone().add(new Vector3(side * -0.008 * s, 0.045 * s, 0));
    const radius = (t: number) => {
      const thigh = lerp(0.07, 0.076, fem) * look.proportions.hipWidth;
      if (t < 0.5) return lerp(thigh, 0.046, Math.pow(t / 0.5, 0.8));
      if (t < 0.68) return lerp(0.046, 0.05, (t - 0.5) / 0.18);
      return lerp(0.05, 0.029, smoothstepN(0.68, 1, t));
    };
    const at = (t: number) => {
      if (t < 0.5) return top.clone().lerp(knee, t / 0.5);
      return knee.clone().lerp(ankle, (t - 0.5) / 0.5);
    };
    const straight = outfit.legwear === 'pants' ? 0.056 : 0;
    const legSections = (k: number, t0: number, t1: number, n = 12): Section[] =>
      Array.from({ length: n }, (_, i) => {
        const t = lerp(t0, t1, i / (n - 1));
        // Trousers fall straight from the thigh; bare legs and socks follow the leg. Near the hips no
        // leg reaches past the torso's side, so trousers never stand out from the waist.
        const p = at(t);
        const reach = Math.max(0, (p.y - (hipsY - 0.3 * s)) / (0.12 * s));
        // The limit is the bare leg's: every layer (socks, shorts, trousers) keeps its own gap over it.
        const limit = lerp(1, hipHalf - Math.abs(p.x) / s - LEG_LAYERS, Math.min(1, reach));
        const r = (Math.min(limit, k > 0.005 && straight ? Math.max(radius(t), straight) : radius(t)) + k) * s;
        const calf = t > 0.55 && t < 0.85 ? Math.sin(((t - 0.55) / 0.3) * Math.PI) * 0.15 : 0;
        return {
          p,
          side: new Vector3(1, 0, 0),
          up: new Vector3(0, 0, 1),
          w: r,
          h: r * 0.96,
          shape: (a: number) => 1 + calf * Math.max(0, -Math.sin(a)),
        };
      });
    const legPart = side === 1 ? 17 : 18;
    if (outfit.legwear === 'pants') {
      const pants = sweep(legSections(0.01, 0, 0.98), { radial: 10 });
      autoSkin(pants, legSegments, 0.04 * s);
      pieces.push({ name: `${L}-leg`, geometry: pants, paint: 'bottom', part: legPart, outline: true });
    } else {
      const leg = sweep(legSections(0, 0, 0.98), { radial: 10 });
      autoSkin(leg, legSegments, 0.04 * s);
      pieces.push({ name: `${L}-leg`, geometry: leg, paint: 'skin', part: legPart, outline: true });
      const sock = sweep(legSections(0.003, outfit.legwear === 'shorts' ? 0.8 : 0.44, 0.98, 8), { radial: 10 });
      autoSkin(sock, legSegments, 0.04 * s);
      pieces.push({ name: `${L}-sock`, geometry: sock, paint: 'legs', part: legPart, outline: false });
      if (outfit.legwear === 'shorts') {
        const short = sweep(legSections(0.012, 0, 0.2, 5), { radial: 10 });
        autoSkin(short, legSegments, 0.04 * s);
        pieces.push({ name: `${L}-shorts`, geometry: short, paint: 'bottom', part: legPart, outline: true, doubleSide: true });
      }
    }
    // Shoe: a rounded sweep from heel to toe with a flat sole.
    const heel = new Vector3(ankle.x, 0, ankle.z - 0.045 * s);
    const shoeRings = [
      [0, 0.03, 0.032, 0.038],
      [0.04, 0.036, 0.04, 0.04],
      [0.1, 0.04, 0.038, 0.034],
      [0.16, 0.038, 0.028, 0.026],
      [0.2, 0.028, 0.02, 0.02],
      [0.215, 0.012, 0.012, 0.016],
    ];
    const shoe = sweep(
      shoeRings.map(([z, w, h, cy]) => ({ p: new Vector3(heel.x, cy! * s, heel.z + z! * s), side: new Vector3(1, 0, 0), up: new Vector3(0, 1, 0), w: w! * s, h: h! * s })),
      { radial: 14, capStart: true, capEnd: true },
    );
    const pos = shoe.getAttribute('position');
    for (let i = 0; i < pos.count; i++) pos.setY(i, Math.max(0.004 * s, pos.getY(i)));
    shoe.computeVertexNormals();
    autoSkin(shoe, [seg(`${L}Foot` as RigBone, ankle, toe), seg(`${L}LowerLeg` as RigBone, knee, ankle)], 0.01 * s);
    pieces.push({ name: `${L}-shoe`, geometry: shoe, paint: 'shoes', part: legPart, outline: true });
  }

  // Skirt: pleated, flaring from the waist; it follows the thighs a little when they move.
  if (outfit.legwear === 'skirt') {
    const long = outfit.style === 'kimono' || outfit.style === 'robe';
    const hem = HEM[outfit.style] ?? -0.34;
    const flare = outfit.style === 'kimono' ? 0.012 : outfit.style === 'robe' ? 0.06 : outfit.style === 'dress' ? 0.11 : 0.1;
    const pleats = long ? 0 : outfit.style === 'dress' ? 0.025 : 0.05;
    const rows = 10;
    const sections: Section[] = [];
    const [wx, wz] = torso.radii(waist);
    for (let i = 0; i <= rows; i++) {
      const t = i / rows;
      const dy = lerp(waist, hem, t);
      const [hx, hz] = torso.radii(Math.max(dy, -0.03));
      const spread = flare * Math.pow(t, 0.8);
      const rx = Math.max(wx, hx) * (t < 0.3 ? lerp(1.02, 1.05, t / 0.3) : 1.05) + spread;
      const rz = Math.max(wz, hz) * 1.06 + spread * 0.9;
      sections.push({
        p: new Vector3(0, hipsY + dy * s, 0.005 * s),
        side: new Vector3(1, 0, 0),
        up: new Vector3(0, 0, 1),
        w: rx * s,
        h: rz * s,
        shape: (a) => 1 + pleats * Math.pow(t, 0.5) * Math.abs(Math.sin(a * 9)),
      });
    }
    const skirt = sweep(sections, { radial: 32 });
    skinSkirt(skirt, bones, hipsY, s, long ? 0.25 : 0.55);
    pieces.push({ name: 'skirt', geometry: skirt, paint: 'bottom', part: null, outline: true, doubleSide: true });
  }

  return { pieces, torso };
}

/** Skirt vertices follow the hips, and the thigh on their side more towards the hem. */
function skinSkirt(geometry: BufferGeometry, bones: BoneIndex, hipsY: number, s: number, follow: number) {
  const pos = geometry.getAttribute('position');
  const indices = new Uint16Array(pos.count * 4);
  const weights = new Float32Array(pos.count * 4);
  for (let i = 0; i < pos.count; i++) {
    const x = pos.getX(i);
    const dy = (pos.getY(i) - hipsY) / s;
    const down = smoothstepN(0.05, -0.4, dy);
    const sideK = Math.min(1, Math.abs(x) / (0.06 * s));
    const w = follow * down * sideK;
    indices[i * 4] = bones.hips;
    weights[i * 4] = 1 - w;
    indices[i * 4 + 1] = x >= 0 ? bones.leftUpperLeg : bones.rightUpperLeg;
    weights[i * 4 + 1] = w;
  }
  geometry.setAttribute('skinIndex', new Uint16BufferAttribute(indices, 4));
  geometry.setAttribute('skinWeight', new Float32BufferAttribute(weights, 4));
}

/** Collars, ties, ribbons, belts and sashes drawn onto the torso. */
function addOutfitDetails(look: AvatarLook, torso: TorsoShape, pieces: BodyPiece[], segments: BoneSegment[], s: number) {
  const front = Math.PI / 2;
  const o = 0.0022 * s;
  const add = (name: string, geometry: BufferGeometry, paint: Paint) => {
    autoSkin(geometry, segments, 0.03 * s);
    pieces.push({ name, geometry, paint, part: null, outline: false });
  };
  const top = torso.top;
  switch (look.outfit.style) {
    case 'sailor': {
      // The big sailor collar: all round the shoulders, a square panel at the back, a V in front.
      add('collar', torso.patch(0.3, top - 0.004, () => [0, Math.PI * 2], o, 6, 40), 'topDetail');
      add('collar-back', torso.patch(0.16, 0.31, () => [-front - 0.95, -front + 0.95], o, 8, 16), 'topDetail');
      for (const side of [1, -1]) {
        add(
          `collar-v-${side}`,
          torso.patch(0.18, 0.32, (dy) => {
            const a = front + side * lerp(0.04, 0.75, (dy - 0.18) / 0.14);
            return side > 0 ? [a, a + 0.35] : [a - 0.35, a];
          }, o, 8, 6),
          'topDetail',
        );
      }
      add('ribbon', torso.patch(0.16, 0.21, (dy) => [front - 0.18 - (0.21 - dy) * 1.2, front + 0.18 + (0.21 - dy) * 1.2], o * 1.8, 4, 8), 'accent');
      break;
    }
    case 'jacket': {
      add('shirt', torso.patch(0.11, top - 0.005, (dy) => [front - 0.32 - 0.1 * Math.max(0, dy - 0.25), front + 0.32 + 0.1 * Math.max(0, dy - 0.25)], o, 10, 10), 'topDetail');
      break;
    }
    case 'hoodie': {
      add('hood', torso.patch(0.3, top + 0.006, () => [-front - 1.3, -front + 1.3], o * 4, 6, 20), 'topDetail');
      add('pocket', torso.patch(0.0, 0.085, (dy) => [front - 0.55 + dy * 1.5, front + 0.55 - dy * 1.5], o, 4, 10), 'topDetail');
      for (const side of [1, -1]) add(`string-${side}`, torso.patch(0.2, 0.33, () => [front + side * 0.16 - 0.02, front + side * 0.16 + 0.02], o * 1.6, 6, 1), 'accent');
      break;
    }
    case 'dress': {
      add('collar', torso.patch(0.31, top - 0.004, (dy) => [front - 0.9 - (dy - 0.31) * 8, front + 0.9 + (dy - 0.31) * 8], o, 5, 16), 'topDetail');
      add('belt', torso.patch(0.095, 0.125, () => [0, Math.PI * 2], o * 1.4, 2, 40), 'accent');
      break;
    }
    case 'kimono': {
      for (const side of [1, -1]) {
        add(
          `collar-${side}`,
          torso.patch(0.13, top - 0.004, (dy) => {
            const c = front + side * (0.85 * (dy - 0.13)) / (top - 0.13) * 1.2 - side * 0.12;
            return [c - 0.11, c + 0.11];
          }, o * (side > 0 ? 1 : 1.5), 10, 4),
          'topDetail',
        );
      }
      add('obi', torso.patch(0.05, 0.16, () => [0, Math.PI * 2], o * 2.2, 3, 40), 'accent');
      break;
    }
  }
}
