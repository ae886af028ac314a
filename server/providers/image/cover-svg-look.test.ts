import sharp from 'sharp';
// The starter catalogue is test data here: its characters are the looks the painter must tell apart.
import { STARTER_ROLES } from '@/server/domains/catalogue/starter-roles';
import { FACIAL_HAIR, GARMENTS, HAIR_STYLES, HEADS, type CharacterLook } from '@/lib/look/look-model';
import { resolveLook } from '@/lib/look/resolve-look';
import { renderCoverSvg } from './cover-svg';

const starter = (slug: string) => {
  const role = STARTER_ROLES.find((r) => r.slug === slug)!;
  return { look: role.look, svg: renderCoverSvg(role.look, slug, role.gender) };
};
const has = (svg: string, part: string) => svg.includes(`<g class="${part}">`);

describe('covers draw what the look says', () => {
  it('gives Thrain his full beard, a blacksmith’s apron and a stocky, short figure', () => {
    const { svg } = starter('thrain-ironbrow');
    expect(has(svg, 'facial-hair-full-beard')).toBe(true);
    expect(has(svg, 'garment-apron')).toBe(true);
    // Short: the whole figure is scaled down towards the bottom of the frame.
    expect(svg).toMatch(/<g transform="matrix\(0\.9 0 0 0\.9 /);
  });

  it('gives Walt an aged face, a white beard and a bald head under his beanie', () => {
    const { svg, look } = starter('walt-harrower');
    expect(has(svg, 'wrinkles-3')).toBe(true);
    expect(has(svg, 'facial-hair-full-beard')).toBe(true);
    expect(svg).toContain(look.face.facialHairColor!);
    expect(look.hairStyle).toBe('bald');
  });

  it('draws no beard and no wrinkles on a young woman, and blush only where the look has make-up', () => {
    const kiriha = starter('kiriha-aoyagi');
    expect(kiriha.svg).not.toMatch(/class="facial-hair-/);
    expect(kiriha.svg).not.toMatch(/class="wrinkles-/);
    const glows = (svg: string) => svg.split('<image').length;
    const plain: CharacterLook = { ...kiriha.look, face: { ...kiriha.look.face, makeup: false } };
    // The two cheek glows of the blush are the only difference.
    expect(glows(kiriha.svg) - glows(renderCoverSvg(plain, 'kiriha-aoyagi'))).toBe(2);
  });

  it('draws creature heads and traits for those who are not human', () => {
    expect(has(starter('mo-gremlin').svg, 'head-gremlin')).toBe(true);
    expect(has(starter('mo-gremlin').svg, 'ears-gremlin')).toBe(true);
    expect(has(starter('malgrath-final-boss').svg, 'horns-ram')).toBe(true);
    expect(has(starter('elowen-brightleaf').svg, 'ears-long-pointed')).toBe(true);
    expect(has(starter('orrin-station-ai').svg, 'head-robot')).toBe(true);
    expect(has(starter('mister-hush').svg, 'head-shadow')).toBe(true);
    expect(starter('agnes-pell').svg).toContain('<g opacity="0.72">');
  });

  it('draws every garment, facial hair, hair style and head as a picture the rasteriser reads', async () => {
    const base = resolveLook(STARTER_ROLES[0]!.look, 'x');
    const looks: CharacterLook[] = GARMENTS.map((garment, i) => ({
      ...base,
      hairStyle: HAIR_STYLES[i % HAIR_STYLES.length]!,
      outfit: { garment },
      face: { ...base.face, facialHair: FACIAL_HAIR[i % FACIAL_HAIR.length]!, wrinkles: ([0, 1, 2, 3] as const)[i % 4]! },
      species: { ...base.species, head: HEADS[i % HEADS.length]!, horns: i % 3 === 0 ? 'ram' : 'none', tail: i % 2 === 0 ? 'fox' : 'devil' },
    }));
    for (const look of looks) {
      const svg = renderCoverSvg(look, look.outfit.garment);
      expect(has(svg, `garment-${look.outfit.garment}`)).toBe(true);
      const { info } = await sharp(Buffer.from(svg)).resize(90).raw().toBuffer({ resolveWithObject: true });
      expect(info.width).toBe(90);
    }
  });
});
