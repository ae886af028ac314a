import { Box3, Group, Mesh, Quaternion, Skeleton, Vector3, type BufferGeometry, type Material, type Object3D } from 'three';
import { BaseRig } from '../base-rig';
import { mix, shade } from '@/lib/colour';
import type { FaceFrame } from '../face-state';
import type { AvatarLook } from '../look';
import type { AvatarMetrics, RigBone } from '../rig';
import { buildAccessory, buildFacialHair } from './accessories';
import { motionStyleOf } from '../motions/body-style';
import { buildAgeLines } from './age-lines';
import { MeshBatch, rangeOf } from './batch';
import { buildBody, type Paint } from './body';
import { buildFace, type FaceRig } from './face';
import { buildHair, type HairRig } from './hair';
import { HeadShape } from './head-shape';
import { rigidSkin } from './shapes';
import { createBones, frameOf, type Frame } from './skeleton';
import { buildEars, buildHorns, buildTail, buildTuft } from './species';
import { hornColours } from '@/lib/look/look-palette';
import { outlineMaterial, paintedFlatMaterial, paintedToonMaterial, SKIN_RAMP, withOutline } from './toon';

/** Ink outline widths in metres for a 1.6 m character. */
const OUTLINE = { body: 0.0032, head: 0.0026, hair: 0.0024, detail: 0.0018 };

/** How a skin kind is lit: fur and scales a little matt, metal cooler, light glowing from within. */
const SKIN_GLOW: Record<NonNullable<AvatarLook['traits']>['skinKind'], number> = { skin: 0.12, fur: 0.08, scales: 0.1, metal: 0.06, light: 0.45 };

function paintColours(look: AvatarLook): Record<Paint, string> {
  const o = look.outfit;
  // Under an apron or a cloak the shirt or tunic is the second colour; the garment itself the first.
  const lightTop = o.style === 'sailor' || o.style === 'apron' || o.style === 'cloak';
  const top = lightTop ? o.secondary : o.primary;
  const bottom =
    o.legwear === 'pants'
      ? o.legs
      : o.style === 'sailor' || o.style === 'dress' || o.style === 'kimono'
        ? o.primary
        : o.legwear === 'shorts'
          ? shade(o.primary, 0.3)
          : mix(o.primary, '#2a2438', 0.45);
  const topDetail =
    o.style === 'sailor' || o.style === 'apron' || o.style === 'cloak'
      ? o.primary
      : o.style === 'armour'
        ? mix(o.primary, '#a9afbd', 0.55)
        : o.style === 'hoodie'
          ? shade(o.primary, 0.2)
          : o.secondary;
  return { skin: look.skin.base, top, topDetail, accent: o.accent, bottom, legs: o.legs, shoes: o.shoes, sleeve: top };
}

/**
 * The procedural anime character: a skinned humanoid (VRM bone names) with a sculpted head, drawn-on
 * face, volumetric hair, outfit and accessory, in cel shading with ink outlines. Builds in a few
 * milliseconds from an AvatarLook and needs no WebGL to build or drive.
 */
export class ProceduralRig extends BaseRig {
  readonly kind = 'procedural' as const;
  readonly object3D: Group;
  protected readonly restHips: Vector3;
  protected readonly motionScale: number;
  private readonly bones: Record<RigBone, Object3D>;
  private readonly frame: Frame;
  private readonly faceRig: FaceRig;
  private readonly hair: HairRig;
  private readonly geometries = new Set<BufferGeometry>();
  private readonly materials = new Set<Material>();
  private readonly swing: { angle: Vector3; velocity: Vector3 }[];
  private readonly headQ = new Quaternion();
  /** Names of the pieces the character is made of (beard, horn-1, apron-bib…), for tests and tools. */
  private readonly pieceNames: Set<string>;
  private readonly measured: AvatarMetrics;

  constructor(readonly look: AvatarLook, seed = 'avatar') {
    super(seed, motionStyleOf(look));
    const frame = frameOf(look);
    this.frame = frame;
    this.motionScale = frame.scale;
    const root = new Group();
    root.name = 'procedural-avatar';
    this.object3D = root;
    const { bones, list, index } = createBones(frame);
    this.bones = bones;
    root.add(bones.hips);
    this.restHips = bones.hips.position.clone();
    root.updateMatrixWorld(true);
    const skeleton = new Skeleton(list);

    const colours = paintColours(look);
    const lineColour = look.line;
    const ink = {
      body: this.track(outlineMaterial(lineColour, OUTLINE.body * frame.scale)),
      head: this.track(outlineMaterial(mix(lineColour, look.skin.shadow, 0.25), OUTLINE.head * frame.scale)),
      hair: this.track(outlineMaterial(shade(look.hair.color, 0.65), OUTLINE.hair * frame.scale)),
      detail: this.track(outlineMaterial(lineColour, OUTLINE.detail * frame.scale)),
    };
    const skinGlow = SKIN_GLOW[look.traits?.skinKind ?? 'skin'];
    // Vertex-coloured materials: every colour of the skin, the cloth (one- and two-sided) and the unlit
    // details shares one mesh per material, so the whole character is a handful of draw calls.
    const skinPaint = this.track(paintedToonMaterial({ glow: skinGlow, ramp: SKIN_RAMP }));
    const cloth = this.track(paintedToonMaterial({ glow: 0.08 }));
    const clothDouble = this.track(paintedToonMaterial({ glow: 0.08, doubleSide: true }));
    const unlit = this.track(paintedFlatMaterial());
    const paintOf = (paint: Paint, doubleSide: boolean) => (paint === 'skin' && !doubleSide ? skinPaint : doubleSide ? clothDouble : cloth);
    const hornColour = hornColours(look.hair.color).solid;
    // Body: every piece joined into a few skinned meshes.
    const body = new MeshBatch();
    const { pieces } = buildBody(look, frame, index);
    for (const piece of pieces) body.add(piece.name, piece.geometry, paintOf(piece.paint, piece.doubleSide ?? false), piece.outline ? ink.body : null, colours[piece.paint]);
    const tail = buildTail(look, frame.joints.hips.y, frame.scale);
    for (const piece of tail) {
      rigidSkin(piece.geometry, index.hips);
      const colour = piece.paint === 'horn' ? hornColour : piece.paint === 'hair' ? look.hair.color : look.skin.base;
      body.add(piece.name, piece.geometry, piece.paint === 'skin' ? skinPaint : cloth, ink.body, colour);
    }
    const builtBody = body.build(skeleton);
    for (const mesh of builtBody.meshes) root.add(mesh);
    builtBody.geometries.forEach((g) => this.geometries.add(g));
    this.pieceNames = new Set(body.names);

    // Head: sculpted skull, ears, face, hair and accessory, riding on the head bone.
    // A masculine head keeps a broad, square jaw; a feminine one narrows to a small chin.
    const headShape = new HeadShape(frame.headRadius, look.build === 'masculine' ? -0.45 : look.build === 'neutral' ? 0.3 : 0.7);
    const headGroup = new Group();
    headGroup.name = 'head';
    headGroup.userData.bodyPart = 11;
    headGroup.position.copy(frame.headCentre).sub(frame.joints.head);
    bones.head.add(headGroup);
    const head = new MeshBatch();
    head.add('skull', headShape.geometry(9), skinPaint, ink.head, look.skin.base);
    const innerEar = mix(look.skin.base, '#e58a9a', 0.35);
    for (const piece of [...buildEars(headShape, look), ...buildHorns(headShape, look), ...buildTuft(headShape, look)]) {
      const colour = piece.paint === 'horn' ? hornColour : piece.paint === 'hair' ? look.hair.color : piece.paint === 'inner' ? innerEar : look.skin.base;
      head.add(piece.name, piece.geometry, piece.paint === 'skin' ? skinPaint : cloth, piece.paint === 'inner' ? null : ink.head, colour);
    }
    const ageLine = mix(look.skin.shadow, look.line, 0.3);
    for (const piece of buildAgeLines(headShape, look)) {
      if (piece.paint === 'line') head.add(piece.name, piece.geometry, unlit, null, ageLine);
      else head.add(piece.name, piece.geometry, skinPaint, null, look.skin.base);
    }
    this.faceRig = buildFace(headShape, look);
    headGroup.add(this.faceRig.group);

    const neckDrop = frame.headCentre.y - frame.joints.upperChest.y;
    const waistDrop = frame.headCentre.y - (frame.joints.spine.y + 0.02 * frame.scale);
    this.hair = buildHair(headShape, look, neckDrop, waistDrop);
    const hairMeshes: Mesh[] = [];
    this.hair.group.traverse((o) => {
      if (o instanceof Mesh) hairMeshes.push(o);
    });
    for (const mesh of hairMeshes) {
      const count = mesh.userData.outlineCount as number | undefined;
      if (count === undefined) withOutline(mesh, ink.hair);
      else {
        const hull = rangeOf(mesh.geometry as BufferGeometry, count);
        this.geometries.add(hull);
        withOutline(mesh, ink.hair, hull);
      }
    }
    headGroup.add(this.hair.group);
    this.hair.geometries.forEach((g) => this.geometries.add(g));
    this.hair.materials.forEach((m) => this.materials.add(m));
    this.swing = this.hair.swinging.map(() => ({ angle: new Vector3(), velocity: new Vector3() }));

    const accessory = {
      main: look.accessory.color,
      inner: look.accessory.kind === 'cat-ears' ? '#f6b7c8' : mix(look.accessory.color, '#ffffff', 0.5),
      glow: look.accessory.kind === 'halo' ? '#fff1b8' : ['monocle', 'earrings', 'necklace'].includes(look.accessory.kind) ? '#e0b95a' : look.accessory.color,
    };
    const extra = { main: '#3a2a3a', inner: accessory.inner, glow: '#e0b95a' };
    for (const [i, kind] of [look.accessory.kind, ...(look.traits?.extras ?? [])].entries()) {
      const table = i === 0 ? accessory : { ...extra, main: kind === 'glasses' ? extra.main : accessory.main };
      for (const piece of buildAccessory(headShape, kind)) head.add(piece.name, piece.geometry, piece.paint === 'glow' ? unlit : cloth, piece.outline ? ink.head : null, table[piece.paint]);
    }

    const beardColour = look.facialHair?.color ?? look.hair.color;
    for (const piece of buildFacialHair(headShape, look)) {
      if (piece.paint === 'inner') head.add(piece.name, piece.geometry, skinPaint, null, mix(look.skin.base, beardColour, 0.3));
      else head.add(piece.name, piece.geometry, cloth, ink.hair, beardColour);
    }
    const builtHead = head.build();
    for (const mesh of builtHead.meshes) headGroup.add(mesh);
    builtHead.geometries.forEach((g) => this.geometries.add(g));
    for (const name of head.names) this.pieceNames.add(name);

    this.update(0);
    this.measured = this.measure(headGroup);
  }

  /**
   * The key heights the camera frames by, measured on the built character standing relaxed: the top of
   * everything on the head (a hat, horns, ears, a bun), the fingertips and the width across the arms
   * (or across the ears and a hat's brim, where they stand out further).
   */
  private measure(headGroup: Group): AvatarMetrics {
    const f = this.frame;
    this.object3D.updateMatrixWorld(true);
    const rootInverse = this.object3D.matrixWorld.clone().invert();
    const head = new Box3().setFromObject(headGroup).applyMatrix4(rootInverse);
    const local = (bone: Object3D, offset: Vector3) => bone.localToWorld(offset.clone()).applyMatrix4(rootInverse);
    let handY = Infinity;
    // Ears, horns and hat brims stand out beside the head.
    let halfWidth = head.isEmpty() ? 0 : Math.max(Math.abs(head.min.x), Math.abs(head.max.x));
    const armR = 0.06 * f.scale;
    for (const side of ['left', 'right'] as const) {
      const hand = this.bones[`${side}Hand`];
      const tip = local(hand, f.handTip[side].clone().sub(f.joints[`${side}Hand`]));
      const wrist = local(hand, new Vector3());
      const elbow = local(this.bones[`${side}LowerArm`], new Vector3());
      // The fingers curl a little below the tip of the hand's bone.
      handY = Math.min(handY, tip.y - 0.035 * f.scale, wrist.y);
      halfWidth = Math.max(halfWidth, Math.abs(tip.x) + 0.03 * f.scale, Math.abs(wrist.x) + armR, Math.abs(elbow.x) + armR);
    }
    return {
      height: f.headCentre.y + f.headRadius * 1.2,
      eyeY: f.headCentre.y - 0.16 * f.headRadius,
      headTopY: Math.max(f.headCentre.y + f.headRadius * 1.2, head.isEmpty() ? 0 : head.max.y),
      chestY: f.joints.upperChest.y,
      handY,
      halfWidth,
    };
  }

  /** Whether the character has a piece of this name (its pieces are joined into a few meshes by material). */
  hasPart(name: string): boolean {
    return this.pieceNames.has(name);
  }

  /** Draw calls per frame: meshes and their outline hulls. */
  drawCalls(): number {
    let count = 0;
    this.object3D.traverse((o) => {
      if (o instanceof Mesh) count++;
    });
    return count;
  }

  protected bone(name: RigBone): Object3D | null {
    return this.bones[name] ?? null;
  }

  protected applyFace(frame: FaceFrame): void {
    this.faceRig.apply(frame);
  }

  protected afterUpdate(delta: number): void {
    // Hair tails and long hair swing against the head's tilt, with a damped spring.
    if (!this.swing.length || delta <= 0) return;
    this.object3D.updateWorldMatrix(true, true);
    const rootQ = this.object3D.getWorldQuaternion(new Quaternion()).invert();
    this.bones.head.getWorldQuaternion(this.headQ).premultiply(rootQ);
    const up = new Vector3(0, 1, 0).applyQuaternion(this.headQ);
    // Tilt of the head around X (forward/back) and Z (sideways).
    const tiltX = Math.atan2(up.z, up.y);
    const tiltZ = Math.atan2(-up.x, up.y);
    this.hair.swinging.forEach((part, i) => {
      const s = this.swing[i]!;
      const target = new Vector3(-tiltX * 0.7, 0, -tiltZ * 0.7);
      const accel = target.sub(s.angle).multiplyScalar(60).addScaledVector(s.velocity, -8);
      s.velocity.addScaledVector(accel, delta);
      s.angle.addScaledVector(s.velocity, delta);
      s.angle.x = Math.max(-0.6, Math.min(0.6, s.angle.x));
      s.angle.z = Math.max(-0.6, Math.min(0.6, s.angle.z));
      part.rotation.set(Math.max(s.angle.x, part.name === 'back-hair' ? -0.05 : -0.6), 0, s.angle.z);
    });
  }

  metrics(): AvatarMetrics {
    return this.measured;
  }

  /** Triangles drawn per frame, outlines included. */
  triangleCount(): number {
    let count = 0;
    this.object3D.traverse((o) => {
      if (o instanceof Mesh) {
        const g = o.geometry as BufferGeometry;
        const all = g.index ? g.index.count : g.getAttribute('position').count;
        count += Math.min(all, g.drawRange.count) / 3;
      }
    });
    return count;
  }

  dispose(): void {
    this.faceRig.dispose();
    for (const g of this.geometries) g.dispose();
    for (const m of this.materials) m.dispose();
    this.geometries.clear();
    this.materials.clear();
    this.object3D.removeFromParent();
  }

  private track<T extends Material>(material: T): T {
    this.materials.add(material);
    return material;
  }
}

/** Builds the procedural character of a look. `seed` varies its idle life (use the role id). */
export function createProceduralRig(look: AvatarLook, seed = 'avatar'): ProceduralRig {
  return new ProceduralRig(look, seed);
}
