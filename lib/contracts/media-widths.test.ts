import { isMediaWidth, mediaSrcSet } from './media-widths';

describe('mediaSrcSet', () => {
  it('offers each width of a stored picture', () => {
    expect(mediaSrcSet('/koko/app/api/media/covers/aurora.webp')).toBe(
      '/koko/app/api/media/covers/aurora.webp?w=360 360w, /koko/app/api/media/covers/aurora.webp?w=720 720w, /koko/app/api/media/covers/aurora.webp?w=1080 1080w',
    );
    expect(mediaSrcSet('/koko/app/api/media/uploads/7/cover.jpg')).toContain('?w=360 360w');
  });

  it.each([
    ['another host', 'https://cdn.example.com/koko/app/api/media/covers/a.webp'],
    ['a path outside the media', '/koko/app/api/role/covers/a.webp'],
    ['a URL with a query already', '/koko/app/api/media/covers/a.webp?v=2'],
    ['an animated GIF', '/koko/app/api/media/stickers/wave.gif'],
    ['a sound', '/koko/app/api/media/voices/line.mp3'],
  ])('leaves %s alone', (_, src) => {
    expect(mediaSrcSet(src)).toBeUndefined();
  });
});

describe('isMediaWidth', () => {
  it('takes only the listed widths', () => {
    expect([360, 720, 1080].every(isMediaWidth)).toBe(true);
    expect([0, 359, 361, 2048, Number.NaN].some(isMediaWidth)).toBe(false);
  });
});
