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
});
