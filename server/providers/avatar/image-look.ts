import sharp from 'sharp';
import { chromaOf, hueOf, luminance } from '@/lib/colour';
import { AVATAR_IMAGE_MAX_BYTES } from '@/lib/contracts/avatar-generation';
import type { Backdrop, CharacterLook } from '@/lib/look/look-model';
import { SKIN_TONES } from '@/lib/look/resolve-look';
import { lookFromPrompt, type PromptLook } from './prompt-look';

/**
 * Colours and hints taken from a picture (`app/avatar/imagePreview`): a photo, a drawing or a mood board
 * becomes the colours of a look. The picture is read small (64×64), as regions of a portrait: hair at the
 * top, skin in the middle, clothes at the bottom, the background along the edges.
 */

export interface ImageColours {
  hair: string;
  outfit: string;
  skin: string;
  eyes: string;
  background: string;
}

export interface ImageLook extends PromptLook {
  palette: string[];
  colours: ImageColours;
}

export class ImageLookError extends Error {
  constructor(
    readonly problem: 'not-an-image' | 'too-large' | 'empty',
    message: string,
  ) {
    super(message);
    this.name = 'ImageLookError';
  }
}

const SIDE = 64;
/** Decoding a picture larger than this (in pixels) is refused: a small file can declare a huge canvas. */
const MAX_PIXELS = 40_000_000;
const FORMATS = new Set(['png', 'jpeg', 'webp']);

type Rgb = [number, number, number];
type Region = [x0: number, y0: number, x1: number, y1: number];

const hex = ([r, g, b]: Rgb) => `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
const rgbOf = (colour: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16)) as Rgb;

/** The pixels of the picture as 64×64 RGB, after checking it is a PNG, JPEG or WebP by its bytes. */
async function pixelsOf(bytes: Uint8Array): Promise<Uint8Array> {
  if (bytes.byteLength === 0) throw new ImageLookError('empty', 'Select image file first, please');
  if (bytes.byteLength > AVATAR_IMAGE_MAX_BYTES) throw new ImageLookError('too-large', `the picture may be at most ${AVATAR_IMAGE_MAX_BYTES / 1024 / 1024} MB`);
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !FORMATS.has(format)) throw new ImageLookError('not-an-image', 'the file is not a picture: send a PNG, JPEG or WebP image');
  try {
    return await sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate().flatten({ background: '#ffffff' }).resize(SIDE, SIDE, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  } catch {
    throw new ImageLookError('not-an-image', 'the picture could not be read: it may be damaged or too large');
  }
}

/** The most common colour of a region (by 4-bit buckets), as the mean of its bucket. */
function dominant(pixels: Uint8Array, [x0, y0, x1, y1]: Region): Rgb {
  const buckets = new Map<number, { n: number; sum: Rgb }>();
  for (let y = Math.floor(y0 * SIDE); y < Math.ceil(y1 * SIDE); y++) {
    for (let x = Math.floor(x0 * SIDE); x < Math.ceil(x1 * SIDE); x++) {
      const i = (y * SIDE + x) * 3;
      const [r, g, b] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
      const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
      const bucket = buckets.get(key) ?? { n: 0, sum: [0, 0, 0] };
      bucket.n++;
      bucket.sum = [bucket.sum[0] + r, bucket.sum[1] + g, bucket.sum[2] + b];
      buckets.set(key, bucket);
    }
  }
  const top = [...buckets.values()].sort((a, b) => b.n - a.n)[0]!;
  return top.sum.map((c) => c / top.n) as Rgb;
}

/** Up to `count` distinct colours of the whole picture, most used first. */
function paletteOf(pixels: Uint8Array, count: number): Rgb[] {
  const buckets = new Map<number, { n: number; sum: Rgb }>();
  for (let i = 0; i < pixels.length; i += 3) {
    const [r, g, b] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
    const key = ((r >> 5) << 6) | ((g >> 5) << 3) | (b >> 5);
    const bucket = buckets.get(key) ?? { n: 0, sum: [0, 0, 0] };
    bucket.n++;
    bucket.sum = [bucket.sum[0] + r, bucket.sum[1] + g, bucket.sum[2] + b];
    buckets.set(key, bucket);
  }
  const palette: Rgb[] = [];
  for (const bucket of [...buckets.values()].sort((a, b) => b.n - a.n)) {
    const colour = bucket.sum.map((c) => c / bucket.n) as Rgb;
    if (palette.every((p) => distance(p, colour) > 48)) palette.push(colour);
    if (palette.length === count) break;
  }
  return palette;
}

/** The background's mood as one of the portrait's scenes. */
function backdropOf(colour: string): Backdrop {
  const light = luminance(colour);
  const hue = hueOf(colour);
  if (chromaOf(colour) < 0.12) return light > 0.8 ? 'snow' : light < 0.2 ? 'night' : 'studio';
  if (light < 0.22) return hue > 200 && hue < 300 ? 'space' : 'night';
  if (hue < 40 || hue >= 340) return hue >= 340 || light > 0.6 ? 'sakura' : 'sunset';
  if (hue < 65) return 'desert';
  if (hue < 170) return 'forest';
  if (hue < 250) return 'ocean';
  return 'neon';
}

/**
 * The look of a picture, with a prompt's words on top: what the prompt says about a colour wins, the
 * picture gives the rest.
 */
export async function lookFromImage(bytes: Uint8Array, seed: string | number, prompt = ''): Promise<ImageLook> {
  const pixels = await pixelsOf(bytes);
  const background = hex(dominant(pixels, [0, 0, 1, 0.12]));
  const hair = hex(dominant(pixels, [0.3, 0.08, 0.7, 0.3]));
  const skinSeen = dominant(pixels, [0.38, 0.35, 0.62, 0.55]);
  const outfit = hex(dominant(pixels, [0.25, 0.78, 0.75, 1]));
  const palette = paletteOf(pixels, 6).map(hex);
  // Skin snaps to the nearest of the believable tones the painter draws well.
  const skin = SKIN_TONES.reduce((best, tone) => (distance(rgbOf(tone), skinSeen) < distance(rgbOf(best), skinSeen) ? tone : best));
  // The most vivid colour of the picture that is not the hair or the clothes gives the eyes.
  const eyes = [...palette].filter((c) => c !== hair && c !== outfit).sort((a, b) => chromaOf(b) - chromaOf(a))[0] ?? hair;

  const { look, understood } = lookFromPrompt(prompt, seed);
  const said = new Set(understood.filter((w) => !w.implied).map((w) => w.trait));
  const coloured: CharacterLook = {
    ...look,
    hairColor: said.has('hairColor') ? look.hairColor : hair,
    skinTone: said.has('skinTone') || look.species.kind !== 'human' ? look.skinTone : skin,
    outfitColor: said.has('outfitColor') ? look.outfitColor : outfit,
    eyeColor: said.has('eyeColor') ? look.eyeColor : eyes,
    backdrop: said.has('backdrop') ? look.backdrop : backdropOf(background),
  };
  return { look: coloured, understood, palette, colours: { hair, outfit, skin, eyes, background } };
}
