import { Box3, type BufferGeometry, type Mesh } from 'three';
// The starter catalogue is test data here: its creatures are measured against their portraits.
// eslint-disable-next-line no-restricted-imports
import { STARTER_ROLES } from '@/server/domains/catalogue/starter-roles';
import { hornColours, SHADOW_GLOW, SHADOW_SKIN } from '@/lib/look/look-palette';
import { avatarLookFrom } from '../look';
import { HeadShape } from './head-shape';
import { createProceduralRig } from './procedural-rig';
import { rgb } from './shapes';
import { buildHorns, buildTuft } from './species';
import { buildHair } from './hair';
import { bunsOf } from '@/lib/look/hair-buns';
import { Vector3 } from 'three';

const lookOf = (slug: string) => {
  const role = STARTER_ROLES.find((r) => r.slug === slug)!;
  return avatarLookFrom(role.look, role.slug, role.gender);
};
const R = 0.13;
const head = new HeadShape(R, 0);
const boxOf = (geometry: BufferGeometry) => new Box3().setFromBufferAttribute(geometry.getAttribute('position') as never);
/** The distinct vertex colours of a face mesh, as hex-ish keys. */
function coloursOf(slug: string, mesh: string): Set<string> {
  const rig = createProceduralRig(lookOf(slug));
  const colour = (rig.object3D.getObjectByName(mesh) as Mesh).geometry.getAttribute('color');
  const seen = new Set<string>();
  for (let i = 0; i < colour.count; i++) seen.add([colour.getX(i), colour.getY(i), colour.getZ(i)].map((c) => c.toFixed(3)).join(','));
  rig.dispose();
  return seen;
}
const key = (hex: string) => rgb(hex).map((c) => c.toFixed(3)).join(',');

describe('creatures look like their portraits', () => {
  it('draws a shadow as the portrait does: near-black skin, two glowing eyes without irises, a glowing smile', () => {
    const look = lookOf('mister-hush');
    expect(look.skin.base).toBe(SHADOW_SKIN.base);
    expect([...coloursOf('mister-hush', 'irises')]).toEqual([key(SHADOW_GLOW)]);
    expect([...coloursOf('mister-hush', 'upper-lids')]).toEqual([key(SHADOW_GLOW)]);
    expect(coloursOf('mister-hush', 'mouth').has(key(SHADOW_GLOW))).toBe(true);
    // A person keeps irises in the colour of their eyes.
    expect(coloursOf('elias-morrow', 'irises').has(key(lookOf('elias-morrow').eyes.deep))).toBe(true);
  });

  it('gives a gremlin its pointed teeth and its tuft, and nobody else', () => {
    expect(coloursOf('mo-gremlin', 'mouth').has(key('#fffdf4'))).toBe(true);
    expect(coloursOf('elias-morrow', 'mouth').has(key('#fffdf4'))).toBe(false);
    const tuft = buildTuft(head, lookOf('mo-gremlin'));
    expect(tuft).toHaveLength(3);
    // Spikes standing on the crown, above the skull.
    for (const spike of tuft) expect(boxOf(spike.geometry).max.y).toBeGreaterThan(1.2 * R);
    expect(buildTuft(head, lookOf('elias-morrow'))).toEqual([]);
  });

  it('curls ram horns wide beside the head, down past their root, in bone against dark hair', () => {
    const look = lookOf('malgrath-final-boss');
    expect(look.traits?.horns).toBe('ram');
    const [left] = buildHorns(head, look);
    const box = boxOf(left!.geometry);
    // Out well beyond the skull and its hair, and curling down below where they grow.
    expect(box.max.x).toBeGreaterThan(1.5 * R);
    expect(box.min.y).toBeLessThan(0.25 * R);
    expect(box.max.y).toBeGreaterThan(0.8 * R);
    expect(hornColours('#15121c').solid).not.toBe(hornColours('#f2e6c8').solid);
  });

  it('wears as many buns as the portrait: one on the crown or a pair on either side', () => {
    const bunned = STARTER_ROLES.filter((r) => r.look.hairStyle === 'bun');
    const counts = bunned.map((r) => lookOf(r.slug).hair.buns);
    // Each as its portrait plans it (the same seeded count), and both kinds among the starter characters.
    expect(counts).toEqual(bunned.map((r) => bunsOf(r.slug)));
    expect(new Set(counts)).toEqual(new Set([1, 2]));
    for (const role of bunned) {
      const look = lookOf(role.slug);
      const hair = buildHair(head, look, 0.3, 0.6);
      // The hair above the crown: in the middle for one bun, out on both sides for a pair.
      const xs: number[] = [];
      hair.group.traverse((o) => {
        const position = (o as Mesh).geometry?.getAttribute('position');
        if (!position) return;
        for (let i = 0; i < position.count; i++) {
          const v = new Vector3().fromBufferAttribute(position, i);
          if (v.y > 1.12 * R) xs.push(v.x);
        }
      });
      const spread = { slug: role.slug, left: Math.min(...xs) < -0.4 * R, right: Math.max(...xs) > 0.4 * R };
      expect(spread).toEqual({ slug: role.slug, left: look.hair.buns === 2, right: look.hair.buns === 2 });
    }
  });
});
