/**
 * Soft light as tiny embedded PNGs stretched over the area they light. The rasteriser scales
 * a 32px bitmap smoothly for almost nothing, where a large radial gradient costs tens of
 * milliseconds. The PNG is encoded here, uncompressed, so the SVG stays byte-for-byte stable.
 */
import { nth, num } from './cover-svg-kit';

const SIZE = 32;
const ROW = 1 + SIZE * 4;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = nth(CRC_TABLE, (c ^ b) & 0xff) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** A zlib stream holding one stored (uncompressed) deflate block; 32px scanlines fit easily. */
function zlibStored(raw: Uint8Array): Buffer {
  const out = Buffer.alloc(raw.length + 11);
  out.set([0x78, 0x01, 0x01, raw.length & 255, raw.length >>> 8, ~raw.length & 255, (~raw.length >>> 8) & 255]);
  out.set(raw, 7);
  out.writeUInt32BE(adler32(raw), raw.length + 7);
  return out;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Premultiplied-free RGBA sample for a point (u, v) in the unit square. */
type Shader = (u: number, v: number) => readonly [number, number, number, number];

function pngDataUri(shader: Shader): string {
  const rows = new Uint8Array(SIZE * ROW);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const [r, g, b, a] = shader((x + 0.5) / SIZE, (y + 0.5) / SIZE);
      const at = y * ROW + 1 + x * 4;
      rows[at] = r;
      rows[at + 1] = g;
      rows[at + 2] = b;
      rows[at + 3] = Math.round(255 * Math.max(0, Math.min(1, a)));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const png = Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', zlibStored(rows)),
    chunk('IEND', new Uint8Array()),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

function image(x: number, y: number, width: number, height: number, uri: string): string {
  const box = `x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}"`;
  return `<image ${box} preserveAspectRatio="none" href="${uri}"/>`;
}

function rgbOf(colour: string): [number, number, number] {
  const n = Number.parseInt(colour.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const fromCentre = (u: number, v: number) => Math.hypot(u - 0.5, v - 0.5) * 2;

/**
 * Glow bitmaps depend only on colour and strength, and a handful of them repeat across
 * every cover (blush, backlight), so encoded PNGs are memoised; the cap bounds memory.
 */
const glowCache = new Map<string, string>();
const GLOW_CACHE_LIMIT = 512;

function glowUri(colour: string, strength: number): string {
  const key = `${colour}|${strength}`;
  let uri = glowCache.get(key);
  if (uri === undefined) {
    const [r, g, b] = rgbOf(colour);
    uri = pngDataUri((u, v) => [r, g, b, strength * Math.max(0, 1 - fromCentre(u, v)) ** 2]);
    if (glowCache.size >= GLOW_CACHE_LIMIT) glowCache.clear();
    glowCache.set(key, uri);
  }
  return uri;
}

/** A glow centred on (cx, cy). `colour` must already be a sanitised #rrggbb value. */
export function glow(cx: number, cy: number, rx: number, colour: string, strength: number, ry = rx): string {
  return image(cx - rx, cy - ry, rx * 2, ry * 2, glowUri(colour, strength));
}

/** Warm key light from the upper left and darkened edges, merged into one layer. */
function lightAndVignetteUri(): string {
  return pngDataUri((u, v) => {
    const light = 0.3 * Math.max(0, 1 - Math.hypot(u - 0.15, v * 0.8) * 1.4) ** 2;
    const dark = 0.55 * Math.max(0, (fromCentre(u, v) - 0.6) / 0.8) ** 1.5;
    const alpha = 1 - (1 - light) * (1 - dark);
    const warm = alpha > 0 ? ((1 - dark) * light) / alpha : 0;
    return [Math.round(255 * warm), Math.round(248 * warm), Math.round(236 * warm), alpha];
  });
}

const LIGHT_AND_VIGNETTE = lightAndVignetteUri();

/** Key light and vignette over the whole canvas: one layer, since each full layer costs time. */
export function lightAndVignette(width: number, height: number): string {
  return image(0, 0, width, height, LIGHT_AND_VIGNETTE);
}
