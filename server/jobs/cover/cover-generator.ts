import { z } from 'zod';
import { TaskStep } from '@/lib/contracts/property';
import { renderCoverWebp } from '@/server/providers/image/cover-renderer';
import { COVER_HEIGHT, COVER_WIDTH, CoverImageError, MAX_COVER_UPLOAD_BYTES, reencodeCover } from '@/server/providers/image/reencode-cover';
import { GenerationError, type Generator, type GeneratorContext, type GeneratorResult } from '../generator';
import { lookFromPrompt } from './cover-prompt';

/** Cover types (seed §7 app/cover/*): drawn from a prompt and look (animation, common), or the user's own image (upload). */
export const COVER_TYPES = ['animation', 'common', 'upload'] as const;
export { COVER_WIDTH, MAX_COVER_UPLOAD_BYTES };

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
    const bytes = await reencodeCover(Buffer.from(input.image!, 'base64')).catch((error: unknown) => {
      throw error instanceof CoverImageError ? new GenerationError(error.message) : error;
    });
    ctx.progress(90, TaskStep.Packing);
    return { files: [{ name: 'cover.webp', contentType: 'image/webp', bytes }], resource: { type: input.type, width: COVER_WIDTH, height: COVER_HEIGHT }, fileFields: { 'cover.webp': 'cardUrl' } };
  }
  const look = { ...lookFromPrompt(input.prompt), ...(input.look ?? {}) };
  ctx.progress(30, TaskStep.SecondStep);
  // The same drawing as previewCover, at full size.
  const bytes = await renderCoverWebp(look as Parameters<typeof renderCoverWebp>[0], `cover:${ctx.seed}:${input.prompt}`, COVER_WIDTH);
  if (ctx.signal.aborted) throw new Error('aborted');
  ctx.progress(90, TaskStep.Packing);
  return {
    files: [{ name: 'cover.webp', contentType: 'image/webp', bytes: new Uint8Array(bytes) }],
    resource: { type: input.type, prompt: input.prompt, look, width: COVER_WIDTH, height: COVER_HEIGHT },
    fileFields: { 'cover.webp': 'cardUrl' },
  };
}

/** The width of a cover preview (app/cover/imagePreview): small enough to render while the caller waits. */
export const COVER_PREVIEW_WIDTH = 240;

/** What generating would draw from this prompt and look, small: the same look, seed and renderer. */
export async function previewCover(input: CoverInput, seed: number): Promise<{ bytes: Buffer; width: number; height: number }> {
  const look = { ...lookFromPrompt(input.prompt), ...(input.look ?? {}) };
  const bytes = await renderCoverWebp(look as Parameters<typeof renderCoverWebp>[0], `cover:${seed}:${input.prompt}`, COVER_PREVIEW_WIDTH);
  return { bytes, width: COVER_PREVIEW_WIDTH, height: (COVER_PREVIEW_WIDTH * 4) / 3 };
}

export const createCoverGenerator = (): Generator<CoverInput> => ({ kind: 'cover', input: coverInput, cpuHeavy: true, run: generateCover });
