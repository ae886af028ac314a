import sharp from 'sharp';
import { SizedImages } from './sized-images';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 160 } } })
    .webp()
    .toBuffer();

const widthOf = async (body: Buffer) => (await sharp(body).metadata()).width;

describe('SizedImages', () => {
  it('makes a narrower WebP copy with the same proportions', async () => {
    const sized = await new SizedImages().at(await picture(720, 960), 360);
    expect(sized).toBeDefined();
    const meta = await sharp(sized!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 360, 480]);
  });

  it('leaves a picture that is no wider than asked as it is', async () => {
    const images = new SizedImages();
    expect(await images.at(await picture(360, 480), 360)).toBeUndefined();
    expect(await images.at(await picture(300, 400), 720)).toBeUndefined();
  });

  it('leaves bytes that are not a picture as they are', async () => {
    expect(await new SizedImages().at(Buffer.from('not a picture at all'), 360)).toBeUndefined();
  });

  it('answers the same copy again without making it again, and a changed picture with a new copy', async () => {
    const images = new SizedImages();
    const first = await picture(800, 800);
    const [a, b] = await Promise.all([images.at(first, 360), images.at(first, 360)]);
    expect(a).toBe(b);
    expect(await images.at(first, 360)).toBe(a);
    const second = await picture(1200, 600);
    const other = await images.at(second, 360);
    expect(other).not.toBe(a);
    expect((await sharp(other!).metadata()).height).toBe(180);
    expect(await widthOf(a!)).toBe(360);
  });

  it('forgets the least recently used copies beyond its byte budget', async () => {
    const one = await picture(1000, 1000);
    const two = await picture(1000, 500);
    const probe = await new SizedImages().at(one, 720);
    const images = new SizedImages(probe!.length + 10);
    const kept = await images.at(one, 720);
    expect(await images.at(one, 720)).toBe(kept);
    await images.at(two, 720);
    // `one`'s copy no longer fits beside `two`'s: it is made again, equal but not the same buffer.
    const again = await images.at(one, 720);
    expect(again).not.toBe(kept);
    expect(again!.equals(kept!)).toBe(true);
  });
});
