import zlib from 'node:zlib';
import sharp from 'sharp';
import { buildGlb } from '@/lib/test/glb-files';
import { REQUIRED_VRM_BONES } from '@/lib/avatar/vrm/validate';

/** For tests only: files a user might upload, good and bad, built by code. */

/** A minimal VRM 1.0: a glTF binary with the VRMC_vrm extension mapping every required bone. */
export function tinyVrm(extra: Record<string, unknown> = {}): Buffer {
  const humanBones = Object.fromEntries(REQUIRED_VRM_BONES.map((bone, node) => [bone, { node }]));
  return Buffer.from(
    buildGlb({
      asset: { version: '2.0' },
      nodes: REQUIRED_VRM_BONES.map((name) => ({ name })),
      extensionsUsed: ['VRMC_vrm'],
      extensions: { VRMC_vrm: { specVersion: '1.0', meta: { name: 'Tiny', authors: ['KOKO tests'] }, humanoid: { humanBones } } },
      ...extra,
    }),
  );
}

/** A plain glTF binary model: no avatar extension. */
export const tinyGlb = (extra: Record<string, unknown> = {}) => Buffer.from(buildGlb({ asset: { version: '2.0' }, nodes: [{ name: 'box' }], ...extra }));

/** A picture with a gradient (so encoders have something to keep), optionally carrying EXIF metadata. */
export async function picture(format: 'png' | 'jpeg' | 'webp', width = 64, height = 48, withExif = false): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) pixels.set([(i * 7) % 256, (i * 13) % 256, (i * 29) % 256], i * 3);
  let image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (withExif) image = image.withExif({ IFD0: { Copyright: 'secret-location-data', Artist: 'someone' } });
  return image.toFormat(format).toBuffer();
}

export const svgWithScript = () => Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><script>alert(1)</script></svg>');
export const htmlPage = () => Buffer.from('<!DOCTYPE html><html><body><script>fetch("/steal?c="+document.cookie)</script></body></html>');

/**
 * A zip bomb: one entry that inflates to `inflated` bytes of zeros from a few kilobytes. Built as a real zip
 * (local header, deflated data, central directory), so any unzip tool would open it.
 */
export function zipBomb(inflated = 1024 * 1024 * 1024): Buffer {
  const chunk = zlib.deflateRawSync(Buffer.alloc(Math.min(inflated, 16 * 1024 * 1024)), { level: 9 });
  const name = Buffer.from('zeros.bin');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(chunk.length, 18);
  local.writeUInt32LE(inflated >>> 0, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(chunk.length, 20);
  central.writeUInt32LE(inflated >>> 0, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + name.length, 12);
  end.writeUInt32LE(30 + name.length + chunk.length, 16);
  return Buffer.concat([local, name, chunk, central, name, end]);
}
