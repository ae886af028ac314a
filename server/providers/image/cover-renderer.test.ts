import sharp from 'sharp';
import type { StoredLook } from '@/lib/look/look-model';
import { renderBannerWebp, renderCoverWebp } from './cover-renderer';
import { lookFromSeed } from './cover-svg';

const LOOK: StoredLook = lookFromSeed('renderer-test');

function expectWebp(buffer: Buffer): void {
  expect(buffer.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(buffer.subarray(8, 12).toString('latin1')).toBe('WEBP');
}

describe('renderCoverWebp', () => {
  it('encodes a 720x960 WebP by default', async () => {
    const webp = await renderCoverWebp(LOOK, 'role-a');
    expectWebp(webp);
    const meta = await sharp(webp).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 720, 960]);
  });

  it('honours the requested width with a 3:4 height', async () => {
    for (const [width, height] of [
      [360, 480],
      [1080, 1440],
    ]) {
      const meta = await sharp(await renderCoverWebp(LOOK, 'role-a', width)).metadata();
      expect([meta.width, meta.height]).toEqual([width, height]);
    }
  });

  it('rejects widths that are not a sensible pixel size', async () => {
    for (const width of [0, -5, Number.NaN, 100_000]) {
      await expect(renderCoverWebp(LOOK, 'role-a', width)).rejects.toThrow(RangeError);
    }
  });

  it('is deterministic', async () => {
    const [a, b] = await Promise.all([renderCoverWebp(LOOK, 'same'), renderCoverWebp(LOOK, 'same')]);
    expect(a.equals(b)).toBe(true);
  });
});

describe('renderBannerWebp', () => {
  it('encodes a 1200x480 WebP by default and scales to other widths', async () => {
    const webp = await renderBannerWebp(LOOK, 'role-a');
    expectWebp(webp);
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 480 });
    expect(await sharp(await renderBannerWebp(LOOK, 'role-a', 600)).metadata()).toMatchObject({ width: 600, height: 240 });
  });
});
