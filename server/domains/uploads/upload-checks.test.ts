import sharp from 'sharp';
import { ApiError } from '@/server/errors';
import { silentMp3 } from '@/server/test/silent-mp3';
import { mp4Clip, oggOpusClip, wavClip, webmOpusClip } from '@/server/test/test-audio';
import { htmlPage, picture, svgWithScript, tinyGlb, tinyVrm, zipBomb } from '@/server/test/upload-files';
import { checkUpload, type UploadLimits } from './upload-checks';

const LIMITS: UploadLimits = { maxBytes: { model: 8 * 1024 * 1024, image: 4 * 1024 * 1024, audio: 4 * 1024 * 1024 }, maxImagePixels: 2_000_000, maxAudioSeconds: 60 };

async function refusal(promise: Promise<unknown>): Promise<{ code: number; message: string }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { code: error.code, message: error.message };
}

describe('upload checks: what is refused', () => {
  it('refuses a PNG renamed .vrm, saying what it really is', async () => {
    expect(await refusal(checkUpload('vrm', await picture('png'), LIMITS))).toEqual({ code: 415, message: 'file: the file is a PNG picture, not a VRM avatar as its name says' });
  });

  it.each(['png', 'webp', 'jpg'] as const)('refuses an SVG with a script named .%s', async (kind) => {
    expect(await refusal(checkUpload(kind, svgWithScript(), LIMITS))).toEqual({ code: 415, message: 'file: SVG pictures are not accepted (they can carry scripts); upload PNG, JPEG or WebP' });
  });

  it.each(['png', 'mp3', 'glb'] as const)('refuses an HTML page named .%s', async (kind) => {
    expect(await refusal(checkUpload(kind, htmlPage(), LIMITS))).toEqual({ code: 415, message: 'file: HTML files are not accepted' });
  });

  it.each(['vrm', 'png', 'wav'] as const)('refuses a zip bomb named .%s without inflating it', async (kind) => {
    const bomb = zipBomb();
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(await refusal(checkUpload(kind, bomb, LIMITS))).toEqual({ code: 415, message: 'file: zip archives are not accepted; upload the file itself' });
  });

  it('refuses a truncated GLB and VRM', async () => {
    const glb = tinyGlb();
    expect((await refusal(checkUpload('glb', glb.subarray(0, glb.length - 8), LIMITS))).message).toMatch(/^file: not a usable glTF model \(.*declares/);
    const vrm = tinyVrm();
    expect((await refusal(checkUpload('vrm', vrm.subarray(0, 40), LIMITS))).message).toMatch(/^file: not a usable VRM avatar/);
  });

  it('refuses a plain glTF model named .vrm, and a model that fetches files from elsewhere', async () => {
    expect((await refusal(checkUpload('vrm', tinyGlb(), LIMITS))).message).toMatch(/^file: not a usable VRM avatar \(.*no VRM extension/);
    const outside = tinyGlb({ images: [{ uri: 'https://tracker.example/pixel.png' }] });
    expect((await refusal(checkUpload('glb', outside, LIMITS))).message).toBe('file: the model refers to a file outside itself (https://tracker.example/pixel.png); pack everything into the file');
  });

  it('refuses a file over its kind cap, and an empty one', async () => {
    const big = Buffer.concat([await picture('png'), Buffer.alloc(LIMITS.maxBytes.image)]);
    expect(await refusal(checkUpload('png', big, LIMITS))).toEqual({ code: 413, message: 'file: a picture may be at most 4 MB' });
    expect(await refusal(checkUpload('png', Buffer.alloc(0), LIMITS))).toEqual({ code: 400, message: 'file: the file is empty' });
  });

  it('refuses a picture with more pixels than the cap before decoding it', async () => {
    const huge = await sharp({ create: { width: 2000, height: 1001, channels: 3, background: '#000' } }).png().toBuffer();
    expect(await refusal(checkUpload('png', huge, LIMITS))).toEqual({ code: 413, message: 'file: the picture is 2000×1001 pixels; at most 2000000 pixels are accepted' });
  });

  it('refuses a picture of another format than its name, and a damaged one', async () => {
    expect((await refusal(checkUpload('png', await picture('jpeg'), LIMITS))).message).toBe('file: the file is a JPEG picture, not a PNG picture as its name says');
    const png = await picture('png', 200, 200);
    expect((await refusal(checkUpload('png', png.subarray(0, png.length / 2), LIMITS))).message).toMatch(/^file: the picture is damaged/);
  });

  it('refuses audio of another container, and audio with a broken header', async () => {
    expect((await refusal(checkUpload('mp3', wavClip(1000), LIMITS))).message).toBe('file: the file is wav audio, not MP3 audio as its name says');
    const header = Buffer.from(wavClip(1000).subarray(0, 12));
    expect((await refusal(checkUpload('wav', header, LIMITS))).message).toBe("file: the audio is damaged: its WAV audio header does not say how long it plays");
    expect((await refusal(checkUpload('wav', wavClip(61_000), LIMITS))).message).toBe('file: audio may last at most 60 seconds');
  });
});

describe('upload checks: what is accepted', () => {
  it('accepts a VRM and a GLB as they are', async () => {
    const vrm = tinyVrm();
    expect(await checkUpload('vrm', vrm, LIMITS)).toEqual({ body: vrm, contentType: 'model/gltf-binary', vrmVersion: 1 });
    const glb = tinyGlb();
    expect(await checkUpload('glb', glb, LIMITS)).toEqual({ body: glb, contentType: 'model/gltf-binary' });
  });

  it.each([
    ['png', 'png', 'image/png'],
    ['jpg', 'jpeg', 'image/jpeg'],
    ['webp', 'webp', 'image/webp'],
  ] as const)('re-encodes a %s picture without its metadata', async (kind, format, contentType) => {
    const original = await picture(format, 64, 48, true);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const checked = await checkUpload(kind, original, LIMITS);
    expect(checked).toMatchObject({ contentType, width: 64, height: 48 });
    expect(checked.body.equals(original)).toBe(false);
    const meta = await sharp(checked.body).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.icc, meta.xmp]).toEqual([format, 64, 48, undefined, undefined, undefined]);
    expect(checked.body.includes('secret-location-data')).toBe(false);
  });

  it('drops bytes hidden after the end of a picture', async () => {
    const polyglot = Buffer.concat([await picture('png'), Buffer.from('<script>alert(1)</script>')]);
    const checked = await checkUpload('png', polyglot, LIMITS);
    expect(checked.body.includes('<script>')).toBe(false);
  });

  it.each([
    ['wav', () => wavClip(1500), 1500],
    ['mp3', () => silentMp3({ frames: 100, id3: true }), 2612],
    ['ogg', () => oggOpusClip(2000), 2000],
    ['webm', () => webmOpusClip(2000), 2000],
    ['m4a', () => mp4Clip(2000), 2000],
  ] as const)('accepts %s audio and measures it', async (kind, make, ms) => {
    const bytes = make();
    const checked = await checkUpload(kind, bytes, LIMITS);
    expect(checked.body).toBe(bytes);
    expect(Math.abs(checked.durationMs! - ms)).toBeLessThan(60);
  });
});
