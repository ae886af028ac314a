import { Box3, Vector3, type BufferGeometry } from 'three';
// The starter catalogue is test data here: each starter role's body is measured.
// eslint-disable-next-line no-restricted-imports
import { STARTER_ROLES } from '@/server/domains/catalogue/starter-roles';
import { avatarLookFrom } from '../look';
import type { RigBone } from '../rig';
import { armRadius, buildBody, SLEEVE_GAP } from './body';
import { createBones, frameOf } from './skeleton';

const roles = STARTER_ROLES.map((role) => ({ slug: role.slug, look: avatarLookFrom(role.look, role.slug, role.gender) }));

function bodyOf(look: (typeof roles)[number]['look']) {
  const frame = frameOf(look);
  const { index } = createBones(frame);
  const { pieces, torso } = buildBody(look, frame, index as Record<RigBone, number>);
  return { frame, pieces, torso };
}

/** Largest distance from the segment a–b of the geometry's vertices that lie alongside it. */
function radiusAbout(geometry: BufferGeometry, a: Vector3, b: Vector3): number {
  const pos = geometry.getAttribute('position');
  const length = b.distanceTo(a);
  const axis = b.clone().sub(a).normalize();
  const p = new Vector3();
  let max = 0;
  for (let i = 0; i < pos.count; i++) {
    p.fromBufferAttribute(pos, i).sub(a);
    const along = p.dot(axis);
    if (along < 0 || along > length) continue;
    max = Math.max(max, p.addScaledVector(axis, -along).length());
  }
  return max;
}

describe('the procedural body', () => {
  it('has slim arms hanging from the shoulder joint, with sleeves that follow them', () => {
    for (const { slug, look } of roles) {
      const { frame, pieces } = bodyOf(look);
      const s = frame.scale;
      const J = frame.joints;
      const shoulderSpan = J.leftUpperArm.x - J.rightUpperArm.x;
      const sleeve = pieces.find((p) => p.name === 'left-sleeve')!;
      const arm = pieces.find((p) => p.name === 'left-arm')!;
      // The arm tube starts at the joint: nothing of it lies inside the torso, left on the shoulder bone.
      expect(new Box3().setFromBufferAttribute(arm.geometry.getAttribute('position') as never).min.x).toBeGreaterThan(J.leftUpperArm.x - armRadius(look) * s * 1.01);
      // Upper arm and sleeve: a slim tube, at most a sixth of the shoulder span in radius (kimono and robe
      // sleeves widen towards the cuff only).
      const upperSleeve = radiusAbout(sleeve.geometry, J.leftUpperArm, J.leftLowerArm);
      expect({ slug, slim: upperSleeve / shoulderSpan <= 1 / 6 && upperSleeve <= (armRadius(look) + SLEEVE_GAP) * s * 1.35 }).toEqual({ slug, slim: true });
    }
  });

  it('keeps trousers, legs and waist within the width of the hips', () => {
    const flaring = /sleeve|arm|hand|shoulder|skirt|tails|cape|tasset|tail/;
    for (const { slug, look } of roles) {
      const { frame, pieces, torso } = bodyOf(look);
      const s = frame.scale;
      const hipsY = frame.joints.hips.y;
      const hipHalf = Math.max(...[-0.05, -0.03, 0, 0.02, 0.05].map((dy) => torso.radii(dy)[0])) * s;
      const beyond: string[] = [];
      for (const piece of pieces.filter((p) => !flaring.test(p.name))) {
        const pos = piece.geometry.getAttribute('position');
        for (let i = 0; i < pos.count; i++) {
          const y = pos.getY(i);
          if (y > hipsY - 0.12 * s && y < hipsY + 0.05 * s && Math.abs(pos.getX(i)) > hipHalf * 1.04) {
            beyond.push(piece.name);
            break;
          }
        }
      }
      expect({ slug, beyond }).toEqual({ slug, beyond: [] });
    }
  });
});
