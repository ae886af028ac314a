import { Group, Matrix4, Mesh, Quaternion, Skeleton, SkinnedMesh, Vector3, type BufferGeometry, type Material, type Object3D } from 'three';
import { BaseRig } from '../base-rig';
import { mix, shade } from '@/lib/colour';
import type { FaceFrame } from '../face-state';
import type { AvatarLook } from '../look';
import type { AvatarMetrics, RigBone } from '../rig';
import { buildAccessory, buildFacialHair } from './accessories';
import { buildBody, type Paint } from './body';
import { buildFace, type FaceRig } from './face';
import { buildHair, type HairRig } from './hair';
import { HeadShape } from './head-shape';
import { ellipsoid } from './shapes';
import { createBones, frameOf, type Frame } from './skeleton';
import { flatMaterial, outlineMaterial, SKIN_RAMP, toonMaterial, withOutline } from './toon';

/** Ink outline widths in metres for a 1.6 m character. */
const OUTLINE = { body: 0.0032, head: 0.0026, hair: 0.0024, detail: 0.0018 };

function paintColours(look: AvatarLook): Record<Paint, string> {
  const o = look.outfit;
  const lightTop = o.style === 'sailor';
  const top = lightTop ? o.secondary : o.primary;
  const bottom =
    o.legwear === 'pants'
      ? o.legs
      : o.style === 'sailor' || o.style === 'dress' || o.style === 'kimono'
        ? o.primary
        : o.legwear === 'shorts'
          ? shade(o.primary, 0.3)
          : mix(o.primary, '#2a2438', 0.45);
  const topDetail = o.style === 'sailor' ? o.primary : o.style === 'hoodie' ? shade(o.primary, 0.2) : o.secondary;
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

  constructor(readonly look: AvatarLook, seed = 'avatar') {
    super(seed);
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
    const paints = {} as Record<Paint, Material>;
    const doublePaints = {} as Record<Paint, Material>;
    for (const [paint, colour] of Object.entries(colours) as [Paint, string][]) {
      paints[paint] = this.track(toonMaterial(colour, { glow: paint === 'skin' ? 0.12 : 0.08, ramp: paint === 'skin' ? SKIN_RAMP : undefined }));
      doublePaints[paint] = this.track(toonMaterial(colour, { glow: paint === 'skin' ? 0.12 : 0.08, doubleSide: true, ramp: paint === 'skin' ? SKIN_RAMP : undefined }));
    }

    // Body.
    const { pieces } = buildBody(look, frame, index);
    for (const piece of pieces) {
      const mesh = new SkinnedMesh(piece.geometry, piece.doubleSide ? doublePaints[piece.paint] : paints[piece.paint]);
      mesh.name = piece.name;
      mesh.frustumCulled = false;
      mesh.bind(skeleton, new Matrix4());
      if (piece.part !== null) mesh.userData.bodyPart = piece.part;
      if (piece.outline) withOutline(mesh, ink.body);
      root.add(mesh);
      this.geometries.add(piece.geometry);
    }

    // Head: sculpted skull, ears, face, hair and accessory, riding on the head bone.
    const headShape = new HeadShape(frame.headRadius, look.build === 'masculine' ? 0.2 : 0.7);
    const headGroup = new Group();
    headGroup.name = 'head';
    headGroup.userData.bodyPart = 11;
    headGroup.position.copy(frame.headCentre).sub(frame.joints.head);
    bones.head.add(headGroup);
    const skull = new Mesh(headShape.geometry(16), paints.skin);
    skull.name = 'skull';
    withOutline(skull, ink.head);
    headGroup.add(skull);
    this.geometries.add(skull.geometry);
    const R = frame.headRadius;
    for (const side of [1, -1]) {
      const ear = new Mesh(ellipsoid(new Vector3(side * 0.86 * R, -0.18 * R, -0.04 * R), 0.1 * R, 0.2 * R, 0.13 * R, 6, 10), paints.skin);
      ear.name = 'ear';
      withOutline(ear, ink.detail);
      headGroup.add(ear);
      this.geometries.add(ear.geometry);
    }
    this.faceRig = buildFace(headShape, look);
    headGroup.add(this.faceRig.group);

    const neckDrop = frame.headCentre.y - frame.joints.upperChest.y;
    const waistDrop = frame.headCentre.y - (frame.joints.spine.y + 0.02 * frame.scale);
    this.hair = buildHair(headShape, look, neckDrop, waistDrop);
    const hairMeshes: Mesh[] = [];
    this.hair.group.traverse((o) => {
      if (o instanceof Mesh && o.name !== 'hair-shine') hairMeshes.push(o);
    });
    for (const mesh of hairMeshes) withOutline(mesh, ink.hair);
    headGroup.add(this.hair.group);
    this.hair.geometries.forEach((g) => this.geometries.add(g));
    this.hair.materials.forEach((m) => this.materials.add(m));
    this.swing = this.hair.swinging.map(() => ({ angle: new Vector3(), velocity: new Vector3() }));

    const accessoryPaints = {
      main: this.track(toonMaterial(look.accessory.color, { glow: 0.12 })),
      inner: this.track(toonMaterial(look.accessory.kind === 'cat-ears' ? '#f6b7c8' : mix(look.accessory.color, '#ffffff', 0.5), { glow: 0.15 })),
      glow: this.track(flatMaterial(look.accessory.kind === 'halo' ? '#fff1b8' : look.accessory.color)),
    };
    for (const piece of buildAccessory(headShape, look)) {
      const mesh = new Mesh(piece.geometry, accessoryPaints[piece.paint]);
      mesh.name = piece.name;
      if (piece.outline) withOutline(mesh, ink.detail);
      headGroup.add(mesh);
      this.geometries.add(piece.geometry);
    }

    const beardPaint = this.track(toonMaterial(look.facialHair?.color ?? look.hair.color, { glow: 0.1 }));
    for (const piece of buildFacialHair(headShape, look)) {
      const mesh = new Mesh(piece.geometry, beardPaint);
      mesh.name = piece.name;
      withOutline(mesh, ink.hair);
      headGroup.add(mesh);
      this.geometries.add(piece.geometry);
    }

    this.update(0);
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
    const f = this.frame;
    return {
      height: f.headCentre.y + f.headRadius * 1.2,
      eyeY: f.headCentre.y - 0.16 * f.headRadius,
      headTopY: f.headCentre.y + f.headRadius * 1.2,
      chestY: f.joints.upperChest.y,
    };
  }

  /** Triangles drawn per frame, outlines included. */
  triangleCount(): number {
    let count = 0;
    this.object3D.traverse((o) => {
      if (o instanceof Mesh) {
        const g = o.geometry as BufferGeometry;
        count += (g.index ? g.index.count : g.getAttribute('position').count) / 3;
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
