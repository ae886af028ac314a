import { randomInt } from 'node:crypto';
import type { AvatarImagePreview, AvatarTextPreview } from '@/lib/contracts/avatar-generation';
import type { Locale } from '@/lib/i18n/locales';
import { ApiError, ErrorCode } from '@/server/errors';
import { ImageLookError, lookFromImage } from '@/server/providers/avatar/image-look';
import { inspirationsFor, type Inspiration } from '@/server/providers/avatar/inspiration';
import { lookFromPrompt } from '@/server/providers/avatar/prompt-look';
import { renderCoverWebp } from '@/server/providers/image/cover-renderer';

/** The preview portrait is small: it shows the look while the person writes, the full cover comes with `generate`. */
const PREVIEW_WIDTH = 360;
const IMAGE_ERRORS: Record<ImageLookError['problem'], (typeof ErrorCode)[keyof typeof ErrorCode]> = {
  empty: ErrorCode.InvalidParams,
  'too-large': ErrorCode.PayloadTooLarge,
  'not-an-image': ErrorCode.UnsupportedMediaType,
};

/**
 * Designing an avatar before generating it (seed §7 `app/avatar/textPreview|imagePreview|inspiration`):
 * what a prompt or a picture becomes, shown at once as a small portrait, and ready prompts to start from.
 */
export class AvatarDesignService {
  async textPreview(prompt: string, seed = randomInt(0, 2 ** 32)): Promise<AvatarTextPreview> {
    const { look, understood } = lookFromPrompt(prompt, seed);
    return { look, understood, seed, image: await previewImage(look, seed) };
  }

  async imagePreview(bytes: Uint8Array, prompt = '', seed = randomInt(0, 2 ** 32)): Promise<AvatarImagePreview> {
    try {
      const { look, palette, colours } = await lookFromImage(bytes, seed, prompt);
      return { look, seed, palette, colours, image: await previewImage(look, seed) };
    } catch (error) {
      if (error instanceof ImageLookError) throw new ApiError(IMAGE_ERRORS[error.problem], `file: ${error.message}`);
      throw error;
    }
  }

  inspirations(locale: Locale): Inspiration[] {
    return inspirationsFor(locale);
  }
}

async function previewImage(look: Parameters<typeof renderCoverWebp>[0], seed: number): Promise<string> {
  return `data:image/webp;base64,${(await renderCoverWebp(look, String(seed), PREVIEW_WIDTH)).toString('base64')}`;
}
