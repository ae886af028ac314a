import fc from 'fast-check';
import sharp from 'sharp';
import { ACCESSORIES, BACKDROPS, HAIR_STYLES, type StoredLook } from '@/lib/look/look-model';
import { lookFromSeed, renderBannerSvg, renderCoverSvg } from './cover-svg';

const BASE_LOOK: StoredLook = {
  hairColor: '#f29cc4',
  eyeColor: '#3a7bd5',
  skinTone: '#fde0cc',
  outfitColor: '#5a6fd8',
  hairStyle: 'twintails',
  accessory: 'headphones',
  backdrop: 'neon',
};

const TAG = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/y;
const ATTRIBUTE = /([\w:-]+)="/g;

/**
 * Strict check for the subset of XML the renderer emits: nothing but tags (no text nodes),
 * quoted attributes free of markup, no attribute given twice, every tag closed in order.
 */
function assertWellFormed(svg: string): void {
  const open: string[] = [];
  TAG.lastIndex = 0;
  while (TAG.lastIndex < svg.length) {
    const at = TAG.lastIndex;
    const match = TAG.exec(svg);
    if (!match) throw new Error(`unexpected markup at ${at}: ${svg.slice(at, at + 60)}`);
    const [, closing, name = '', attributes = '', selfClosing] = match;
    const names = [...attributes.matchAll(ATTRIBUTE)].map((m) => m[1]);
    if (new Set(names).size !== names.length) throw new Error(`duplicate attribute in <${name}${attributes}>`);
    if (closing) {
      const expected = open.pop();
      if (expected !== name) throw new Error(`</${name}> closes <${expected}>`);
    } else if (!selfClosing) {
      open.push(name);
    }
  }
  if (open.length > 0) throw new Error(`unclosed <${open.join('>, <')}>`);
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
}

describe('renderCoverSvg', () => {
  it('is deterministic for the same look and seed', () => {
    expect(renderCoverSvg(BASE_LOOK, 'role-1')).toBe(renderCoverSvg(BASE_LOOK, 'role-1'));
    expect(renderBannerSvg(BASE_LOOK, 'role-1')).toBe(renderBannerSvg(BASE_LOOK, 'role-1'));
  });

  it('varies with the seed and with the look', () => {
    const svg = renderCoverSvg(BASE_LOOK, 'role-1');
    expect(renderCoverSvg(BASE_LOOK, 'role-2')).not.toBe(svg);
    expect(renderCoverSvg({ ...BASE_LOOK, eyeColor: '#2aa178' }, 'role-1')).not.toBe(svg);
    expect(renderCoverSvg({ ...BASE_LOOK, backdrop: 'forest' }, 'role-1')).not.toBe(svg);
  });

  it('draws a 720x960 portrait and a 1200x480 banner', () => {
    expect(renderCoverSvg(BASE_LOOK, 's')).toContain('viewBox="0 0 720 960"');
    expect(renderBannerSvg(BASE_LOOK, 's')).toContain('viewBox="0 0 1200 480"');
  });

  it('renders every backdrop, accessory and hair style as well-formed SVG', () => {
    const styles = [...HAIR_STYLES];
    for (const backdrop of BACKDROPS) {
      for (const accessory of ACCESSORIES) {
        for (const hairStyle of [styles[BACKDROPS.indexOf(backdrop) % styles.length] ?? 'bob', 'long', 'spiky'] as const) {
          const look = { ...BASE_LOOK, backdrop, accessory, hairStyle };
          assertWellFormed(renderCoverSvg(look, `${backdrop}-${accessory}`));
          assertWellFormed(renderBannerSvg(look, `${backdrop}-${accessory}`));
        }
      }
    }
  });

  it('rasterises every backdrop, hair style and accessory without error', async () => {
    const looks = BACKDROPS.map((backdrop, i) => ({
      ...BASE_LOOK,
      backdrop,
      hairStyle: HAIR_STYLES[i % HAIR_STYLES.length] ?? 'long',
      accessory: ACCESSORIES[i % ACCESSORIES.length] ?? 'none',
    }));
    looks.push({ ...BASE_LOOK, accessory: 'glasses' }, { ...BASE_LOOK, accessory: 'horns' });
    for (const look of looks) {
      const svg = Buffer.from(renderCoverSvg(look, look.backdrop));
      const { info } = await sharp(svg).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([720, 960]);
    }
  });

  it('keeps hostile colour strings out of the SVG', () => {
    const hostile = '#fff"/><script>alert(1)</script>';
    const look = { ...BASE_LOOK, hairColor: hostile, eyeColor: 'red', skinTone: 'url(javascript:x)', outfitColor: '#12345' };
    const svg = renderCoverSvg(look, 'x');
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('javascript');
    expect(svg).not.toContain('"red"');
    expect(svg).not.toContain('#12345"');
    assertWellFormed(svg);
  });

  it('falls back to seeded choices for unknown styles', () => {
    const look = { ...BASE_LOOK, hairStyle: 'mohawk', accessory: '<x>', backdrop: 'mars' } as unknown as StoredLook;
    const svg = renderCoverSvg(look, 'seed');
    assertWellFormed(svg);
    const fallback = lookFromSeed('seed');
    const { hairStyle, accessory, backdrop } = fallback;
    const expected = renderCoverSvg({ ...BASE_LOOK, hairStyle, accessory, backdrop }, 'seed');
    expect(svg).toBe(expected);
  });

  it('stays well-formed and script-free for arbitrary seeds and colour strings', () => {
    const colour = fc.oneof(fc.string(), fc.constantFrom('#fff"/><script>', '#abcdef', '#ABCDEF', '</svg>', '&amp;'));
    fc.assert(
      fc.property(
        fc.string(),
        colour,
        colour,
        colour,
        colour,
        fc.constantFrom(...HAIR_STYLES),
        fc.constantFrom(...ACCESSORIES),
        fc.constantFrom(...BACKDROPS),
        (seed, hairColor, eyeColor, skinTone, outfitColor, hairStyle, accessory, backdrop) => {
          const look = { hairColor, eyeColor, skinTone, outfitColor, hairStyle, accessory, backdrop };
          for (const svg of [renderCoverSvg(look, seed), renderBannerSvg(look, seed)]) {
            assertWellFormed(svg);
            expect(svg).not.toMatch(/<script/i);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('lookFromSeed', () => {
  it('is deterministic and only yields allowed values', () => {
    for (let i = 0; i < 200; i++) {
      const look = lookFromSeed(`role-${i}`);
      expect(lookFromSeed(`role-${i}`)).toEqual(look);
      for (const colour of [look.hairColor, look.eyeColor, look.skinTone, look.outfitColor]) {
        expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      }
      expect(HAIR_STYLES).toContain(look.hairStyle);
      expect(ACCESSORIES).toContain(look.accessory);
      expect(BACKDROPS).toContain(look.backdrop);
    }
  });

  it('spreads seeds over many different looks', () => {
    const looks = new Set(Array.from({ length: 50 }, (_, i) => JSON.stringify(lookFromSeed(`user-${i}`))));
    expect(looks.size).toBe(50);
    const backdrops = new Set(Array.from({ length: 100 }, (_, i) => lookFromSeed(`b-${i}`).backdrop));
    expect(backdrops.size).toBeGreaterThan(8);
  });
});
