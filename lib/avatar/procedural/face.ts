import { BufferGeometry, Float32BufferAttribute, Group, Mesh, MeshBasicMaterial, Vector3 } from 'three';
import type { FaceFrame } from '../face-state';
import type { EyeShape } from '@/lib/look/look-model';
import type { AvatarLook } from '../look';
import { VISEMES } from '@/lib/contracts/chat-codes';
import { flatMaterial } from './toon';
import type { HeadShape } from './head-shape';
import { clamp01 } from './math';
import { merge, mixRgb, rgb } from './shapes';
import { mix } from '@/lib/colour';
import { SHADOW_GLOW } from '@/lib/look/look-palette';

/**
 * The drawn-on anime face: big eyes (white, iris with a gradient, pupil, two highlights, a heavy upper lid
 * with lashes), brows, a small nose, blush and a mouth with morph targets for the five visemes and the
 * smile, grin and frown shapes. Every piece is projected onto the head surface.
 */

type P2 = [number, number];

/** How much age shows on a face, 0 (young or ageless) to 1 (old). */
export function ageingOf(look: AvatarLook): number {
  const age = look.traits?.age;
  return age === 'old' ? 1 : age === 'middle' ? 0.5 : age === 'adult' ? 0.15 : 0;
}
const ORIGIN = new Vector3();

interface EyeSpec {
  width: number;
  height: number;
  /** Outer corner lift (+) or droop (−), in head radii. */
  tilt: number;
  /** How low the upper lid rests (sleepy eyes), 0–1. */
  lid: number;
}

const EYE_SPECS: Record<EyeShape, EyeSpec> = {
  round: { width: 0.34, height: 0.42, tilt: 0.0, lid: 0 },
  gentle: { width: 0.34, height: 0.38, tilt: -0.035, lid: 0.05 },
  sharp: { width: 0.35, height: 0.31, tilt: 0.06, lid: 0 },
  sleepy: { width: 0.34, height: 0.34, tilt: -0.02, lid: 0.22 },
};

/** A mesh from 2D outline points (a fan around their centroid), on the face, relative to `pivot`. */
function facePatch(
  head: HeadShape,
  outline: P2[],
  offset: number,
  pivot: Vector3,
  colour?: (p: P2, centre: boolean) => [number, number, number],
): BufferGeometry {
  const c: P2 = [outline.reduce((s, p) => s + p[0], 0) / outline.length, outline.reduce((s, p) => s + p[1], 0) / outline.length];
  const points = [c, ...outline];
  const positions: number[] = [];
  const colors: number[] = [];
  points.forEach((p, i) => {
    const q = head.onFace(p[0], p[1], offset).sub(pivot);
    positions.push(q.x, q.y, q.z);
    if (colour) colors.push(...colour(p, i === 0));
  });
  const index: number[] = [];
  for (let i = 1; i <= outline.length; i++) index.push(0, i, (i % outline.length) + 1);
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  if (colour) geometry.setAttribute('color', new Float32BufferAttribute(colors, 3));
  geometry.setIndex(index);
  fixWinding(geometry);
  return geometry;
}

/** A ribbon along a 2D centre line with thickness by t (0–1), on the face, relative to `pivot`. */
function faceStrip(head: HeadShape, line: P2[], thickness: (t: number) => number, offset: number, pivot: Vector3): BufferGeometry {
  const positions: number[] = [];
  const index: number[] = [];
  line.forEach((p, i) => {
    const prev = line[Math.max(0, i - 1)]!;
    const next = line[Math.min(line.length - 1, i + 1)]!;
    const tx = next[0] - prev[0];
    const ty = next[1] - prev[1];
    const len = Math.hypot(tx, ty) || 1;
    const nx = -ty / len;
    const ny = tx / len;
    const half = thickness(i / (line.length - 1)) / 2;
    for (const side of [1, -1]) {
      const q = head.onFace(p[0] + nx * half * side, p[1] + ny * half * side, offset).sub(pivot);
      positions.push(q.x, q.y, q.z);
    }
    if (i > 0) {
      const a = (i - 1) * 2;
      index.push(a, a + 1, a + 2, a + 1, a + 3, a + 2);
    }
  });
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.setIndex(index);
  fixWinding(geometry);
  return geometry;
}

/** Faces of the features must face +Z (towards the viewer) to survive back-face culling. */
function fixWinding(geometry: BufferGeometry) {
  geometry.computeVertexNormals();
  const n = geometry.getAttribute('normal');
  let z = 0;
  for (let i = 0; i < n.count; i++) z += n.getZ(i);
  if (z < 0) {
    const idx = geometry.getIndex()!;
    for (let i = 0; i < idx.count; i += 3) {
      const t = idx.getX(i + 1);
      idx.setX(i + 1, idx.getX(i + 2));
      idx.setX(i + 2, t);
    }
    geometry.computeVertexNormals();
  }
}

function ellipse(cx: number, cy: number, rx: number, ry: number, n = 20): P2[] {
  return Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2;
    return [cx + Math.cos(a) * rx, cy + Math.sin(a) * ry] as P2;
  });
}

export interface FaceRig {
  group: Group;
  apply(frame: FaceFrame): void;
  dispose(): void;
}

const MOUTH_SHAPES = [...VISEMES, 'smile', 'grin', 'frown'] as const;
type MouthMorph = (typeof MOUTH_SHAPES)[number];

/** A piece of the face in the local space of its group, painted one colour (or its own vertex colours). */
interface FacePiece {
  geometry: BufferGeometry;
  colour?: string;
}

/** Joins pieces into one vertex-coloured geometry, in draw order (later pieces win ties on the face). */
function joinPieces(pieces: FacePiece[]): BufferGeometry {
  for (const { geometry, colour } of pieces) {
    if (colour || !geometry.getAttribute('color')) {
      const [r, g, b] = rgb(colour ?? '#ffffff');
      const n = geometry.getAttribute('position').count;
      geometry.setAttribute('color', new Float32BufferAttribute(Array.from({ length: n * 3 }, (_, i) => [r, g, b][i % 3]!), 3));
    }
    for (const name of Object.keys(geometry.attributes)) if (!['position', 'normal', 'color'].includes(name)) geometry.deleteAttribute(name);
  }
  const joined = merge(pieces.map((p) => p.geometry));
  for (const { geometry } of pieces) geometry.dispose();
  return joined;
}

/** Morph targets that turn each side's part of a geometry about its own pivot (mirrored for the right). */
function turnTargets(geometry: BufferGeometry, pivots: { x: number; y: number }[], angles: number[]): Float32BufferAttribute[] {
  const pos = geometry.getAttribute('position');
  return angles.map((angle) => {
    const delta = new Float32Array(pos.count * 3);
    for (let i = 0; i < pos.count; i++) {
      const x = pos.getX(i);
      const y = pos.getY(i);
      const side = x >= 0 ? 1 : -1;
      const pivot = pivots[side > 0 ? 0 : 1]!;
      const a = side * angle;
      const dx = x - pivot.x;
      const dy = y - pivot.y;
      delta[i * 3] = pivot.x + dx * Math.cos(a) - dy * Math.sin(a) - x;
      delta[i * 3 + 1] = pivot.y + dx * Math.sin(a) + dy * Math.cos(a) - y;
    }
    return new Float32BufferAttribute(delta, 3);
  });
}

/** Lid and brow turns (radians, left side; the right mirrors): anger, sadness, surprise. */
const LID_TURNS = [0.16, -0.14];
const BROW_TURNS = [0.4, -0.45, -0.05];

export function buildFace(head: HeadShape, look: AvatarLook): FaceRig {
  const R = head.radius;
  const group = new Group();
  group.name = 'face';
  const materials: MeshBasicMaterial[] = [];
  const geometries: BufferGeometry[] = [];
  const painted = new MeshBasicMaterial({ vertexColors: true });
  materials.push(painted);
  const meshOf = (parent: Group, pieces: FacePiece[], name: string, order = 1, material: MeshBasicMaterial = painted) => {
    const geometry = joinPieces(pieces);
    geometries.push(geometry);
    const mesh = new Mesh(geometry, material);
    mesh.name = name;
    mesh.renderOrder = order;
    parent.add(mesh);
    return mesh;
  };

  const spec = EYE_SPECS[look.eyes.shape];
  const masculine = look.build === 'masculine';
  // A shadow creature's face is two glowing eyes (lids and all) and a glowing smile: no iris, brows, nose or blush show.
  const shadow = look.traits?.head === 'shadow';
  const glowOr = (colour: string) => (shadow ? SHADOW_GLOW : colour);
  const skinOr = (colour: string) => (shadow ? look.skin.base : colour);
  // Age and a masculine build narrow the eyes a little.
  const narrow = (look.build === 'masculine' ? 0.9 : 1) * (1 - 0.12 * ageingOf(look));
  const ew = spec.width * R * (look.build === 'masculine' ? 0.93 : 1);
  const eh = spec.height * R * narrow;
  const eyeX = 0.37 * R;
  const eyeY = -0.2 * R;
  const deep = rgb(look.eyes.deep);
  const mid = rgb(look.eyes.color);
  const light = rgb(look.eyes.light);
  // The lower lid line, half-transparent before, is the line mixed into the skin.
  const lowerColour = mix(look.line, look.skin.base, 0.45);

  // Both eyes share one pivot height (they are mirror images), so one group blinks them together.
  const pivot = head.onFace(eyeX, eyeY - 0.4 * eh);
  const eyePivot = new Vector3(0, pivot.y, pivot.z);
  const whites: FacePiece[] = [];
  const irises: FacePiece[] = [];
  const lids: FacePiece[] = [];
  const brows: FacePiece[] = [];
  const lidPivots: { x: number; y: number }[] = [];
  const browPivots: { x: number; y: number }[] = [];
  const browPivot = head.onFace(eyeX, eyeY + 0.5 * eh + 0.17 * R);
  const browCentre = new Vector3(0, browPivot.y, browPivot.z);
  for (const side of [1, -1] as const) {
    // Outline of the eye opening for the left eye (+X is its outer side), mirrored for the right.
    const cx = side * eyeX;
    const tiltAt = (u: number) => spec.tilt * R * Math.max(0, u) * 2;
    const opening: P2[] = [];
    const n = 26;
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2;
      const u = Math.cos(a) * 0.5;
      const top = Math.sin(a) > 0;
      const v = Math.sin(a) * (top ? 0.5 : 0.4) * (top ? 1 - 0.08 * u * u : 1);
      opening.push([cx + side * u * ew, eyeY + v * eh + tiltAt(u) * (top ? 1 : 0.6)]);
    }
    whites.push({ geometry: facePatch(head, opening, 0.0008, eyePivot), colour: glowOr('#fffdfb') });

    // The iris turns about the head centre, so looking around slides it along the eye's surface.
    const ix = cx - side * 0.03 * ew;
    const iy = eyeY - 0.02 * eh;
    const irx = 0.3 * ew;
    const iry = 0.41 * eh;
    irises.push({ geometry: facePatch(head, ellipse(ix, iy, irx * 1.06, iry * 1.04, 28), 0.0013, ORIGIN), colour: glowOr(look.eyes.deep) });
    irises.push({
      geometry: facePatch(head, ellipse(ix, iy, irx, iry, 28), 0.0016, ORIGIN, (p, centre) => {
        const t = clamp01((iy + iry - p[1]) / (2 * iry));
        const c = t < 0.5 ? mixRgb(deep, mid, t * 2) : mixRgb(mid, light, (t - 0.5) * 2);
        return shadow ? rgb(SHADOW_GLOW) : centre ? mixRgb(deep, mid, 0.6) : c;
      }),
    });
    irises.push({ geometry: facePatch(head, ellipse(ix, iy + 0.03 * eh, irx * 0.42, iry * 0.46, 20), 0.0019, ORIGIN), colour: glowOr('#1b1024') });
    irises.push({ geometry: facePatch(head, ellipse(ix - side * irx * 0.35, iy + iry * 0.42, irx * 0.34, iry * 0.26, 16), 0.0023, ORIGIN), colour: glowOr('#ffffff') });
    irises.push({ geometry: facePatch(head, ellipse(ix + side * irx * 0.38, iy - iry * 0.45, irx * 0.16, iry * 0.12, 12), 0.0023, ORIGIN), colour: glowOr('#ffffff') });

    // The upper lid: heavy ink along the top of the opening, thickening outwards, with a lash flick.
    const lidLine: P2[] = [];
    for (let i = 0; i <= 16; i++) {
      const u = -0.52 + (1.04 * i) / 16;
      const a = Math.acos(Math.max(-1, Math.min(1, u / 0.5)));
      const v = Math.sin(a) * 0.5 * (1 - 0.08 * u * u) * (1 - spec.lid * 0.9);
      lidLine.push([cx + side * u * ew, eyeY + v * eh + tiltAt(u) + (1 - spec.lid) * 0.012 * R]);
    }
    const lashes = look.eyes.lashes;
    if (lashes) {
      const last = lidLine[lidLine.length - 1]!;
      lidLine.push([last[0] + side * 0.1 * ew, last[1] + 0.05 * eh]);
    }
    lidPivots.push({ x: side * (pivot.x), y: 0 });
    if (spec.lid > 0) {
      // Sleepy eyes: the lid shadow over the top of the white.
      const cover: P2[] = lidLine.slice(0, 17).map(([x, y]) => [x, y + 0.01 * R] as P2);
      cover.push(...[...lidLine.slice(0, 17)].reverse().map(([x, y]) => [x, y - spec.lid * eh * 0.45] as P2));
      lids.push({ geometry: facePatch(head, cover, 0.0026, eyePivot), colour: glowOr(look.skin.shadow) });
    }
    lids.push({ geometry: faceStrip(head, lidLine, (t) => R * (0.022 + (lashes ? 0.045 : 0.03) * Math.sin(Math.min(1, t * 1.15) * Math.PI * 0.8)), 0.0028, eyePivot), colour: glowOr(look.line) });
    const lowerLid: P2[] = [];
    for (let i = 0; i <= 8; i++) {
      const u = 0.05 + (0.42 * i) / 8;
      lowerLid.push([cx + side * u * ew, eyeY - Math.sqrt(Math.max(0, 0.25 - u * u)) * 0.8 * eh - 0.012 * R + tiltAt(u) * 0.6]);
    }
    whites.push({ geometry: faceStrip(head, lowerLid, (t) => R * 0.018 * Math.sin(t * Math.PI), 0.0026, eyePivot), colour: glowOr(lowerColour) });

    // The brow, a tapered arch above the eye.
    const browY = eyeY + 0.5 * eh + 0.17 * R;
    browPivots.push({ x: side * browPivot.x, y: 0 });
    const browLine: P2[] = [];
    // A masculine brow is heavier, straighter and lower; a feminine one a thin arch.
    const arch = masculine ? 0.035 : 0.07;
    const weight = masculine ? 0.042 : 0.032;
    for (let i = 0; i <= 10; i++) {
      const t = i / 10;
      const u = -0.55 + 1.15 * t;
      browLine.push([cx + side * u * ew, browY - (masculine ? 0.025 * R : 0) + arch * R * Math.sin(t * Math.PI) + tiltAt(u) * 0.4 - 0.02 * R * t]);
    }
    brows.push({ geometry: faceStrip(head, browLine, (t) => R * weight * look.brows.thickness * (1 - (masculine ? 0.45 : 0.75) * t), 0.0022, browCentre), colour: skinOr(look.brows.color) });
  }

  const ball = new Group();
  ball.position.copy(eyePivot);
  group.add(ball);
  meshOf(ball, whites, 'eyes', 1);
  const irisPivot = new Group();
  irisPivot.position.copy(eyePivot).negate();
  ball.add(irisPivot);
  const iris = new Group();
  irisPivot.add(iris);
  meshOf(iris, irises, 'irises', 3);

  // Lids and brows turn about their own pivots through morph targets, one per expression turn.
  const turningPart = (centre: Vector3, pieces: typeof lids, name: string, pivots: typeof lidPivots, turns: typeof LID_TURNS) => {
    const part = new Group();
    part.position.copy(centre);
    group.add(part);
    const mesh = meshOf(part, pieces, name, 6);
    mesh.geometry.morphTargetsRelative = true;
    mesh.geometry.morphAttributes.position = turnTargets(mesh.geometry, pivots, turns);
    mesh.updateMorphTargets();
    return { part, turn: mesh.morphTargetInfluences! };
  };
  const { part: lid, turn: lidTurn } = turningPart(eyePivot, lids, 'upper-lids', lidPivots, LID_TURNS);
  const { part: brow, turn: browTurn } = turningPart(browCentre, brows, 'brows', browPivots, BROW_TURNS);

  // Blush on both cheeks: a touch for a young feminine face, none at rest for a masculine or old one.
  const blushMat = flatMaterial(look.skin.blush, { transparent: true, opacity: 0.2 });
  materials.push(blushMat);
  const restBlush = shadow || look.build === 'masculine' || ageingOf(look) >= 0.5 ? 0 : look.build === 'neutral' ? 0.1 : 0.16;
  const blush = meshOf(
    group,
    [1, -1].map((side) => ({ geometry: facePatch(head, ellipse(side * 0.52 * R, -0.46 * R, 0.15 * R, 0.065 * R, 20), 0.0007, new Vector3()), colour: '#ffffff' })),
    'blush',
    1,
    blushMat,
  );

  // The mouth: a strip between an upper and a lower curve; morph targets reshape both. The nose (a soft
  // shadow) rides in the same mesh, unmoved by the morphs.
  const mouthY = -0.64 * R;
  const gremlin = look.traits?.head === 'gremlin';
  const mouth = buildMouth(head, mouthY, R, {
    lips: look.build === 'masculine' || ageingOf(look) >= 1 ? 0.75 : 1,
    // A gremlin grins from cheek to cheek; a shadow's smile is a line of light.
    widen: gremlin ? 3.4 : shadow ? 2.6 : 1,
    curve: gremlin ? 4 : shadow ? 3 : 0,
    colours: shadow ? { dark: SHADOW_GLOW, tongue: SHADOW_GLOW } : undefined,
  });
  const noseY = -0.45 * R;
  const nose = facePatch(head, [[0.0, noseY + 0.05 * R], [0.035 * R, noseY - 0.01 * R], [-0.01 * R, noseY - 0.02 * R]], 0.0006, new Vector3());
  const mouthVertices = mouth.geometry.getAttribute('position').count;
  const targets = mouth.geometry.morphAttributes.position!;
  const mouthGeometry = joinPieces([{ geometry: mouth.geometry }, { geometry: nose, colour: look.skin.shadow }, ...(gremlin ? gremlinTeeth(head, mouth.upperLip) : [])]);
  const total = mouthGeometry.getAttribute('position').count;
  mouthGeometry.morphTargetsRelative = true;
  mouthGeometry.morphAttributes.position = targets.map((t) => {
    const array = new Float32Array(total * 3);
    array.set((t.array as Float32Array).subarray(0, mouthVertices * 3));
    return new Float32BufferAttribute(array, 3);
  });
  geometries.push(mouthGeometry);
  const mouthMesh = new Mesh(mouthGeometry, painted);
  mouthMesh.name = 'mouth';
  mouthMesh.renderOrder = 2;
  mouthMesh.updateMorphTargets();
  group.add(mouthMesh);

  const influences = (name: MouthMorph) => mouth.morphIndex[name];
  const eyeHeight = eh;

  return {
    group,
    apply(frame) {
      const w = frame.weights;
      const open = clamp01(1 - frame.blink);
      // Smiling eyes close into arcs; surprise opens them wide; sadness and anger lower the lid a little.
      const squint = clamp01(w.happy * 0.95 + w.relaxed * 0.3 + w.angry * 0.2 + w.sad * 0.1);
      const eyeOpen = Math.max(0.04, open * (1 - squint) * (1 + 0.12 * w.surprised));
      ball.scale.set(1 + 0.06 * w.surprised, eyeOpen, 1);
      lid.position.y = ball.position.y - (1 - eyeOpen) * eyeHeight * 0.88;
      lidTurn[0] = w.angry;
      lidTurn[1] = w.sad;
      iris.rotation.set(-clampAbs(frame.gaze.pitch, 0.5) * 0.1, clampAbs(frame.gaze.yaw, 0.7) * 0.1, 0);
      brow.position.y = browCentre.y + R * (0.09 * w.surprised + 0.03 * w.sad - 0.05 * w.angry + 0.02 * w.happy);
      browTurn[0] = w.angry;
      browTurn[1] = w.sad;
      browTurn[2] = w.surprised;
      blushMat.opacity = shadow ? 0 : restBlush + 0.6 * clamp01(frame.blush + w.happy * (restBlush > 0 ? 0.15 : 0));
      blush.visible = blushMat.opacity > 0.01;
      const m = mouthMesh.morphTargetInfluences!;
      m.fill(0);
      const v = frame.visemes;
      const speech = v.aa + v.ih + v.ou + v.ee + v.oh;
      const k = speech > 1 ? 1 / speech : 1;
      m[influences('aa')] = v.aa * k;
      m[influences('ih')] = v.ih * k;
      m[influences('ou')] = v.ou * k;
      m[influences('ee')] = v.ee * k;
      m[influences('oh')] = clamp01(v.oh * k + w.surprised * 0.55 * (1 - speech));
      m[influences('smile')] = clamp01(w.happy * 0.5 + w.relaxed * 0.7);
      m[influences('grin')] = clamp01(w.happy * 0.65 * (1 - speech * 0.6));
      m[influences('frown')] = clamp01(w.sad * 0.8 + w.angry * 0.6);
    },
    dispose() {
      for (const g of geometries) g.dispose();
      for (const m of materials) m.dispose();
    },
  };

  function clampAbs(x: number, max: number) {
    return Math.max(-max, Math.min(max, x));
  }
}

type Curve = (u: number) => number;
interface MouthShape {
  half: number;
  upper: Curve;
  lower: Curve;
}

interface MouthStyle {
  /** Lip thickness of the closed mouth, 1 the anime default. */
  lips: number;
  /** How many times wider than the anime mouth. */
  widen: number;
  /** How far the corners rise (in hundredths of the head radius at the corners). */
  curve: number;
  /** The inside of the mouth and the tongue; a dark mouth and a pink tongue when absent. */
  colours?: { dark: string; tongue: string };
}

function buildMouth(head: HeadShape, mouthY: number, R: number, style: MouthStyle) {
  const r = R * 0.01;
  const lineT = 0.9 * style.lips;
  const taper = (u: number) => Math.pow(Math.max(0, 1 - u * u), 0.5);
  const shapes: Record<'closed' | MouthMorph, MouthShape> = {
    closed: { half: 8, upper: (u) => lineT * taper(u) + 0.4 * u * u, lower: (u) => -lineT * taper(u) + 0.4 * u * u },
    aa: { half: 8, upper: (u) => 2.5 * taper(u) - 0.5, lower: (u) => -15 * taper(u) + 1.5 * u * u },
    ih: { half: 10, upper: (u) => 1.2 * taper(u), lower: (u) => -5.5 * taper(u) },
    ou: { half: 4.5, upper: (u) => 3 * taper(u), lower: (u) => -6.5 * taper(u) },
    ee: { half: 11, upper: (u) => 1 * taper(u) + 1.5 * u * u, lower: (u) => -6 * taper(u) + 1.5 * u * u },
    oh: { half: 6, upper: (u) => 4 * taper(u), lower: (u) => -11 * taper(u) },
    smile: { half: 10, upper: (u) => lineT * taper(u) + 6 * u * u, lower: (u) => -lineT * taper(u) + 6 * u * u - 1.5 * taper(u) },
    grin: { half: 10, upper: (u) => 1.2 * taper(u) + 4.5 * u * u, lower: (u) => -11 * taper(u) + 4.5 * u * u },
    frown: { half: 7.5, upper: (u) => lineT * taper(u) - 3.5 * u * u + 1, lower: (u) => -lineT * taper(u) - 3.5 * u * u + 1 },
  };
  const cols = 15;
  const rows = 4;
  const positionsOf = (shape: MouthShape) => {
    const out: number[] = [];
    for (let i = 0; i < cols; i++) {
      const u = -1 + (2 * i) / (cols - 1);
      const lift = style.curve * u * u;
      const yU = (shape.upper(u) + lift) * r;
      const yL = (shape.lower(u) + lift) * r;
      for (let j = 0; j < rows; j++) {
        const t = j / (rows - 1);
        const p = head.onFace(u * shape.half * style.widen * r, mouthY + yU + (yL - yU) * t, 0.0009);
        out.push(p.x, p.y, p.z);
      }
    }
    return out;
  };
  const base = positionsOf(shapes.closed);
  const colours: number[] = [];
  const dark = rgb(style.colours?.dark ?? '#5b1d2e');
  const tongue = rgb(style.colours?.tongue ?? '#e27386');
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) colours.push(...(j === rows - 1 ? mixRgb(dark, tongue, 0.85) : j === rows - 2 ? mixRgb(dark, tongue, 0.3) : dark));
  }
  const index: number[] = [];
  for (let i = 0; i < cols - 1; i++) {
    for (let j = 0; j < rows - 1; j++) {
      const a = i * rows + j;
      const b = (i + 1) * rows + j;
      index.push(a, b, a + 1, b, b + 1, a + 1);
    }
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(base, 3));
  geometry.setAttribute('color', new Float32BufferAttribute(colours, 3));
  geometry.setIndex(index);
  fixWinding(geometry);
  geometry.morphTargetsRelative = true;
  const morphIndex = {} as Record<MouthMorph, number>;
  geometry.morphAttributes.position = MOUTH_SHAPES.map((name, i) => {
    morphIndex[name] = i;
    const target = positionsOf(shapes[name]);
    return new Float32BufferAttribute(
      target.map((value, k) => value - base[k]!),
      3,
    );
  });
  const closed = shapes.closed;
  /** The closed mouth's upper edge at u (-1 … 1 corner to corner), in the face's plane. */
  const upperLip = (u: number): P2 => [u * closed.half * style.widen * r, mouthY + (closed.upper(u) + style.curve * u * u) * r];
  return { geometry, morphIndex, upperLip };
}

/** A gremlin's pointed teeth, hanging from the upper lip across the grin (they stay when the mouth moves). */
function gremlinTeeth(head: HeadShape, upperLip: (u: number) => P2): FacePiece[] {
  const R = head.radius;
  return [-0.62, -0.37, -0.12, 0.12, 0.37, 0.62].map((u) => {
    const [x, y] = upperLip(u);
    const half = 0.03 * R;
    return { geometry: facePatch(head, [[x - half, y + 0.004 * R], [x + half, y + 0.004 * R], [x, y - 0.07 * R]], 0.0014, new Vector3()), colour: '#fffdf4' };
  });
}
