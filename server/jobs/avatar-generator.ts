import { AVATAR_ASSETS_TYPE_VERSION, avatarGenerateRequestSchema, type AvatarGenerateRequest } from '@/lib/contracts/avatar-generation';
import { AvatarModelError, type AvatarModel } from '@/server/providers/avatar/avatar-model';
import { lookFromPrompt } from '@/server/providers/avatar/prompt-look';
import { renderCoverWebp } from '@/server/providers/image/cover-renderer';
import type { GeneratedFile, Generator, GeneratorResult } from './generator';

/** Seed §4 creation step codes: the look read (11), the character made (12), the portrait painted (13). */
const STEP_LOOK = 11;
const STEP_MODEL = 12;
const STEP_COVER = 13;
export const AVATAR_COVER_FILE = 'cover.webp';
export const AVATAR_VRM_FILE = 'avatar.vrm';

/**
 * The avatar generator: one look, read from the prompt (or accepted from a preview), drawn twice — as the
 * procedural 3D character (the look itself is its parameter set) and as the cover portrait. A remote
 * model, when configured, makes a VRM instead of the procedural character; the cover still follows the look.
 */
export function avatarGenerator(model: AvatarModel): Generator<AvatarGenerateRequest> {
  return {
    kind: 'avatar',
    input: avatarGenerateRequestSchema,
    cpuHeavy: true,
    async run(request, ctx): Promise<GeneratorResult> {
      const seed = String(ctx.seed);
      const look = request.look ?? lookFromPrompt(request.prompt, seed).look;
      ctx.progress(10, STEP_LOOK);
      const made = await model.make({ prompt: request.prompt, look, seed: ctx.seed, signal: ctx.signal });
      ctx.progress(60, STEP_MODEL);
      if (ctx.signal.aborted) throw new AvatarModelError('aborted', 'the avatar was cancelled');
      const cover = await renderCoverWebp(look, seed);
      ctx.progress(100, STEP_COVER);
      const files: GeneratedFile[] = [{ name: AVATAR_COVER_FILE, contentType: 'image/webp', bytes: new Uint8Array(cover) }];
      const fileFields: Record<string, string> = { [AVATAR_COVER_FILE]: 'cardUrl' };
      if (made.kind === 'vrm') {
        files.push({ name: AVATAR_VRM_FILE, contentType: 'model/gltf-binary', bytes: made.bytes });
        fileFields[AVATAR_VRM_FILE] = 'modelUrl';
      }
      return {
        files,
        fileFields,
        resource: { look, lookSeed: seed, avatar_model: made.kind, assetsTypeVersion: AVATAR_ASSETS_TYPE_VERSION, ...(request.prompt ? { prompt: request.prompt } : {}) },
      };
    },
  };
}
