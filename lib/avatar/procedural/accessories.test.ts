import { Box3, Vector3 } from 'three';
// The starter catalogue is test data here: every bearded starter role is measured.
// eslint-disable-next-line no-restricted-imports
import { STARTER_ROLES } from '@/server/domains/catalogue/starter-roles';
import { avatarLookFrom } from '../look';
import { buildFacialHair } from './accessories';
import { HeadShape } from './head-shape';

const R = 0.13;
const head = new HeadShape(R, -0.45);
const MOUTH_Y = -0.64 * R;
const bearded = STARTER_ROLES.map((role) => ({ slug: role.slug, look: avatarLookFrom(role.look, role.slug, role.gender) })).filter(
  ({ look }) => look.facialHair && !['none', 'stubble'].includes(look.facialHair.kind),
);
const stubbled = STARTER_ROLES.map((role) => ({ slug: role.slug, look: avatarLookFrom(role.look, role.slug, role.gender) })).filter(
  ({ look }) => look.facialHair?.kind === 'stubble',
);

const boxOf = (slug: string, name: string) => {
  const { look } = bearded.find((b) => b.slug === slug)!;
  const piece = buildFacialHair(head, look).find((p) => p.name === name)!;
  return new Box3().setFromBufferAttribute(piece.geometry.getAttribute('position') as never);
};

describe('facial hair', () => {
  it('gives every bearded or moustached starter character a moustache on the upper lip', () => {
    expect(bearded.map((b) => b.slug)).toEqual(expect.arrayContaining(['thrain-ironbrow', 'walt-harrower', 'julien-ashcombe', 'marco-santoro', 'reginald-featherstone', 'yusuf-adeyemi', 'sam-okafor']));
    for (const { slug } of bearded) {
      const box = boxOf(slug, 'moustache');
      // Above the mouth, below the nose, in front of the face, no wider than the mouth's corners allow.
      expect({ slug, y: [box.min.y > MOUTH_Y - 0.12 * R, box.max.y < -0.45 * R], front: box.min.z > head.onFace(0, MOUTH_Y).z * 0.6, width: box.max.x < 0.45 * R }).toEqual({
        slug,
        y: [true, true],
        front: true,
        width: true,
      });
    }
  });

  it('shapes a beard over the jaw, below the mouth and in front of the chin, not a ball', () => {
    const chin = head.onFace(0, -0.95 * R);
    for (const { slug, look } of bearded) {
      const kind = look.facialHair!.kind;
      if (kind === 'moustache') continue;
      const beard = buildFacialHair(head, look).find((p) => p.name === kind)!;
      const box = new Box3().setFromBufferAttribute(beard.geometry.getAttribute('position') as never);
      // Over the face it stays below the eyes (sideburns rise at the ears only); it reaches below the chin
      // and stands in front of it.
      const pos = beard.geometry.getAttribute('position');
      let faceTop = -Infinity;
      const q = new Vector3();
      for (let i = 0; i < pos.count; i++) {
        q.fromBufferAttribute(pos, i);
        // Only what stands out of the skin counts (the shell's edge tucks under it).
        const outside = q.length() > head.point(q.clone().normalize()).length() * 1.005;
        if (outside && Math.abs(q.x) < 0.5 * R && q.z > 0.3 * R) faceTop = Math.max(faceTop, q.y);
      }
      expect({ slug, top: faceTop < -0.35 * R, below: box.min.y < chin.y, front: box.max.z > chin.z }).toEqual({ slug, top: true, below: true, front: true });
      // The mouth stays free: no beard vertex in front of the lips.
      const lips = head.onFace(0, MOUTH_Y);
      const p = new Vector3();
      let onLips = 0;
      for (let i = 0; i < pos.count; i++) if (p.fromBufferAttribute(pos, i).distanceTo(lips) < 0.1 * R && p.z > lips.z - 0.02 * R) onLips++;
      expect({ slug, onLips }).toEqual({ slug, onLips: 0 });
      const width = box.max.x - box.min.x;
      if (kind === 'goatee') expect(width).toBeLessThan(0.8 * R);
      else {
        // Round the jaw from cheek to cheek, and for a full beard falling well below the chin.
        expect(width).toBeGreaterThan(1.2 * R);
        expect(box.max.y).toBeGreaterThan(MOUTH_Y);
        if (kind === 'full-beard') expect(box.min.y).toBeLessThan(chin.y - 0.4 * R);
      }
    }
  });

  it('draws stubble as a shadow flush with the jaw, the mouth left clear', () => {
    expect(stubbled.map((s) => s.slug)).toEqual(expect.arrayContaining(['elias-morrow', 'ryuji-hanabusa']));
    for (const { slug, look } of stubbled) {
      const pieces = buildFacialHair(head, look);
      expect(pieces.map((p) => [p.name, p.outline])).toEqual([['stubble', false]]);
      const pos = pieces[0]!.geometry.getAttribute('position');
      const q = new Vector3();
      let proud = 0;
      for (let i = 0; i < pos.count; i++) {
        q.fromBufferAttribute(pos, i);
        proud = Math.max(proud, q.length() - head.point(q.clone().normalize()).length());
      }
      expect({ slug, flush: proud < 0.03 * R }).toEqual({ slug, flush: true });
    }
  });

  it('tapers a full beard: narrower at its lowest point than across the jaw', () => {
    const box = boxOf('thrain-ironbrow', 'full-beard');
    const { look } = bearded.find((b) => b.slug === 'thrain-ironbrow')!;
    const pos = buildFacialHair(head, look).find((p) => p.name === 'full-beard')!.geometry.getAttribute('position');
    let lowWidth = 0;
    for (let i = 0; i < pos.count; i++) if (pos.getY(i) < box.min.y + 0.15 * R) lowWidth = Math.max(lowWidth, Math.abs(pos.getX(i)) * 2);
    expect(lowWidth).toBeLessThan((box.max.x - box.min.x) * 0.5);
  });
});
