import sharp from 'sharp';
import { z } from 'zod';
import { TaskStep } from '@/lib/contracts/property';
import { renderCoverWebp } from '@/server/providers/image/cover-renderer';
import { GenerationError, type Generator, type GeneratorContext, type GeneratorResult } from '../generator';
import { lookFromPrompt } from './cover-prompt';

/** Cover types (seed §7 app/cover/*): drawn from a prompt and look (animation, common), or the user's own image (upload). */
export const COVER_TYPES = ['animation', 'common', 'upload'] as const;
/** A portrait cover is 3:4 at this width. */
export const COVER_WIDTH = 720;
const COVER_HEIGHT = (COVER_WIDTH * 4) / 3;
/** An uploaded image may be this large before decoding (base64 in the body). */
export const MAX_COVER_UPLOAD_BYTES = 5 * 1024 * 1024;

export const coverInput = z
  .object({
    type: z.enum(COVER_TYPES).default('animation'),
    prompt: z.string().trim().max(500).default(''),
    /** A character look (lib/look) to draw; the prompt's words fill in what it leaves out. */
    look: z.record(z.string(), z.unknown()).optional(),
    /** For type upload: the image, base64 (PNG, JPEG or WebP). */
    image: z.string().max(Math.ceil((MAX_COVER_UPLOAD_BYTES * 4) / 3) + 4).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'upload' && !v.image) ctx.addIssue({ code: 'custom', path: ['image'], message: 'Select image file first, please' });
    if (v.type !== 'upload' && !v.prompt && !v.look) ctx.addIssue({ code: 'custom', path: ['prompt'], message: 'Please enter prompt to generate.' });
  });
export type CoverInput = z.infer<typeof coverInput>;

/**
 * The cover generator's embedded default: the procedural portrait renderer (server/providers/image) drawing the look
 * the prompt describes, the same for the same prompt and seed; or an uploaded image checked by its bytes and
 * re-encoded to the cover's size.
 */
export async function generateCover(input: CoverInput, ctx: GeneratorContext): Promise<GeneratorResult> {
  ctx.progress(5, TaskStep.FirstStep);
  if (ctx.signal.aborted) throw new Error('aborted');
  if (input.type === 'upload') {
    ctx.progress(40, TaskStep.SecondStep);
    const bytes = await reencode(Buffer.from(input.image!, 'base64'));
    ctx.progress(90, TaskStep.Packing);
    return { files: [{ name: 'cover.webp', contentType: 'image/webp', bytes }], resource: { type: input.type, width: COVER_WIDTH, height: COVER_HEIGHT }, fileFields: { 'cover.webp': 'cardUrl' } };
  }
  const look = { ...lookFromPrompt(input.prompt), ...(input.look ?? {}) };
  ctx.progress(30, TaskStep.SecondStep);
  const bytes = await renderCoverWebp(look as Parameters<typeof renderCoverWebp>[0], `cover:${ctx.seed}:${input.prompt}`, COVER_WIDTH);
  if (ctx.signal.aborted) throw new Error('aborted');
  ctx.progress(90, TaskStep.Packing);
  return {
    files: [{ name: 'cover.webp', contentType: 'image/webp', bytes: new Uint8Array(bytes) }],
    resource: { type: input.type, prompt: input.prompt, look, width: COVER_WIDTH, height: COVER_HEIGHT },
    fileFields: { 'cover.webp': 'cardUrl' },
  };
}

/** An uploaded image, known by its bytes (not its name), re-encoded: whatever else the file carried is dropped. */
async function reencode(bytes: Buffer): Promise<Uint8Array> {
  if (bytes.length === 0 || bytes.length > MAX_COVER_UPLOAD_BYTES) throw new GenerationError(`the image must be at most ${MAX_COVER_UPLOAD_BYTES / 1024 / 1024} MB`);
  const meta = await sharp(bytes, { limitInputPixels: 40_000_000 })
    .metadata()
    .catch(() => undefined);
  if (!meta || !['png', 'jpeg', 'webp'].includes(meta.format ?? '')) throw new GenerationError('the file is not a PNG, JPEG or WebP image');
  const out = await sharp(bytes, { limitInputPixels: 40_000_000 }).rotate().resize(COVER_WIDTH, COVER_HEIGHT, { fit: 'cover' }).webp({ quality: 85 }).toBuffer();
  return new Uint8Array(out);
}

export const createCoverGenerator = (): Generator<CoverInput> => ({ kind: 'cover', input: coverInput, cpuHeavy: true, run: generateCover });
