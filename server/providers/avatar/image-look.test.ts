import sharp from 'sharp';
import { chromaOf, hueOf, luminance } from '@/lib/colour';
import { characterLookSchema } from '@/lib/look/look-model';
import { lookFromImage } from './image-look';

/** A portrait-like test picture: a background, hair at the top, a face in the middle, clothes at the bottom. */
async function portrait(format: 'png' | 'jpeg' | 'webp', colours = { background: '#1b2a6b', hair: '#c8323c', skin: '#f3c4a2', outfit: '#2e8b57', eyes: '#ffd700' }): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400"><rect width="300" height="400" fill="${colours.background}"/>` +
    `<ellipse cx="150" cy="110" rx="90" ry="80" fill="${colours.hair}"/><ellipse cx="150" cy="180" rx="60" ry="70" fill="${colours.skin}"/>` +
    `<circle cx="125" cy="175" r="6" fill="${colours.eyes}"/><circle cx="175" cy="175" r="6" fill="${colours.eyes}"/>` +
    `<rect x="40" y="290" width="220" height="110" rx="40" fill="${colours.outfit}"/></svg>`;
  return sharp(Buffer.from(svg))[format]().toBuffer();
}

const near = (a: string, b: string) => Math.abs(hueOf(a) - hueOf(b)) < 20 && Math.abs(luminance(a) - luminance(b)) < 0.12;

describe('lookFromImage', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('takes hair, skin, clothes and background colours from a %s portrait', async (format) => {
    const { look, colours, palette } = await lookFromImage(await portrait(format), 1);
    expect(characterLookSchema.parse(look)).toEqual(look);
    expect(near(colours.hair, '#c8323c')).toBe(true);
    expect(near(colours.outfit, '#2e8b57')).toBe(true);
    expect(near(colours.background, '#1b2a6b')).toBe(true);
    expect(colours.skin).toBe('#f3c4a2');
    expect(look).toMatchObject({ hairColor: colours.hair, outfitColor: colours.outfit, skinTone: '#f3c4a2' });
    expect(['night', 'space']).toContain(look.backdrop);
    expect(palette.length).toBeGreaterThanOrEqual(4);
    expect(palette.some((c) => near(c, '#c8323c'))).toBe(true);
  });

  it('lets the words of a prompt win over the picture for what they name', async () => {
    const { look, understood } = await lookFromImage(await portrait('png'), 1, 'an elf with blue hair');
    expect(look.hairColor).toBe('#3a6fd0');
    expect(look.species.kind).toBe('elf');
    expect(near(look.outfitColor, '#2e8b57')).toBe(true);
    expect(understood.some((w) => w.trait === 'hairColor')).toBe(true);
  });

  it('reads a pastel picture as light colours and a light scene', async () => {
    const { look } = await lookFromImage(await portrait('png', { background: '#fbd3e0', hair: '#f2f2f2', skin: '#ffe8da', outfit: '#b79cf2', eyes: '#3a7bd5' }), 2);
    expect(chromaOf(look.hairColor)).toBeLessThan(0.1);
    expect(luminance(look.hairColor)).toBeGreaterThan(0.85);
    expect(look.backdrop).toBe('sakura');
  });

  it('refuses what is not a PNG, JPEG or WebP picture, an empty file and a huge one, with a clear message', async () => {
    await expect(lookFromImage(new Uint8Array(0), 1)).rejects.toMatchObject({ problem: 'empty', message: 'Select image file first, please' });
    await expect(lookFromImage(Buffer.from('GIF89a not really'), 1)).rejects.toMatchObject({ problem: 'not-an-image', message: expect.stringMatching(/PNG, JPEG or WebP/) });
    await expect(lookFromImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 1)).rejects.toMatchObject({ problem: 'not-an-image' });
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00f' } }).gif().toBuffer();
    await expect(lookFromImage(gif, 1)).rejects.toMatchObject({ problem: 'not-an-image' });
    await expect(lookFromImage(new Uint8Array(9 * 1024 * 1024), 1)).rejects.toMatchObject({ problem: 'too-large' });
    const png = await portrait('png');
    await expect(lookFromImage(png.subarray(0, png.length / 2), 1)).rejects.toMatchObject({ problem: 'not-an-image' });
  });

  it('refuses a small file that declares a huge canvas before decoding it', async () => {
    const wide = await sharp({ create: { width: 10000, height: 5000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    await expect(lookFromImage(wide, 1)).rejects.toMatchObject({ problem: 'not-an-image' });
  });
});
