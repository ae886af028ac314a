import { z } from 'zod';
import { characterLookSchema } from '@/lib/look/look-model';

/**
 * Avatar generation (seed §7 `app/avatar/create|generate|textPreview|imagePreview|inspiration`): a prompt
 * or a picture becomes a look (lib/look), from which both the cover portrait and the procedural 3D
 * character are drawn.
 */

/** A prompt is a description, not an essay: longer ones are refused rather than cut. */
export const AVATAR_PROMPT_MAX = 500;
/** An image for `imagePreview` is at most this large; it is only read for its colours. */
export const AVATAR_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** Seed §3 Asset `assetsTypeVersion` of a generated avatar: the edition of its resource (the look model's). */
export const AVATAR_ASSETS_TYPE_VERSION = 1;
/** Seed §5: what the page says when there is nothing to generate from. */
export const EMPTY_PROMPT_MESSAGE = 'Please enter prompt to generate.';

const prompt = z.string().trim().max(AVATAR_PROMPT_MAX, `a prompt may be at most ${AVATAR_PROMPT_MAX} characters`);

/** The traits a word of the prompt can set, for the page's chips. */
export const UNDERSTOOD_TRAITS = [
  ...['presentation', 'age', 'years', 'height', 'build', 'hairStyle', 'hairColor', 'facialHair', 'facialHairColor', 'eyes', 'eyeColor'],
  ...['skin', 'skinTone', 'garment', 'outfitColor', 'outfitSecondaryColor', 'wear', 'species', 'ears', 'horns', 'tail', 'head', 'backdrop'],
] as const;

export const understoodWordSchema = z.object({
  text: z.string().describe('The words as the person wrote them'),
  trait: z.enum(UNDERSTOOD_TRAITS),
  value: z.union([z.string(), z.number()]).describe('A look value ("beard", "elf"), a hex colour, or years'),
  implied: z.boolean().optional().describe('Implied by another word ("blacksmith" → apron); anything said outright wins'),
  negated: z.boolean().optional().describe('Turned around by "no", "without"…'),
});
export type UnderstoodWord = z.infer<typeof understoodWordSchema>;

export const avatarTextPreviewRequestSchema = z.object({
  prompt: prompt.min(1, EMPTY_PROMPT_MESSAGE),
  seed: z.number().int().min(0).max(0xffffffff).optional().describe('The same prompt and seed give the same look; absent, one is picked'),
});

export const avatarTextPreviewSchema = z.object({
  look: characterLookSchema,
  understood: z.array(understoodWordSchema),
  seed: z.number().int(),
  /** The cover portrait of the look, small, as a `data:image/webp` URL. */
  image: z.string(),
});
export type AvatarTextPreview = z.infer<typeof avatarTextPreviewSchema>;

export const avatarImagePreviewSchema = z.object({
  look: characterLookSchema,
  seed: z.number().int(),
  /** The picture's main colours, most used first. */
  palette: z.array(z.string()),
  /** What each colour was taken for. */
  colours: z.object({ hair: z.string(), outfit: z.string(), skin: z.string(), eyes: z.string(), background: z.string() }),
  image: z.string(),
});
export type AvatarImagePreview = z.infer<typeof avatarImagePreviewSchema>;

export const avatarInspirationSchema = z.object({ list: z.array(z.object({ id: z.string(), prompt: z.string() })) });

/** What `generate` and `create` take: a prompt, or a look the person accepted from a preview (and may have changed). */
export const avatarGenerateRequestSchema = z
  .object({
    prompt: prompt.default(''),
    look: characterLookSchema.optional(),
  })
  .refine((request) => request.prompt.length > 0 || request.look !== undefined, { message: EMPTY_PROMPT_MESSAGE, path: ['prompt'] });
export type AvatarGenerateRequest = z.infer<typeof avatarGenerateRequestSchema>;
