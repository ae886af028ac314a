import { z } from 'zod';
import { designMotion } from '@/lib/avatar/motions/designed-motion';
import { readMotionWords } from '@/lib/avatar/motions/motion-words';
import { writeVrma } from '@/lib/avatar/vrm/vrma-writer';
import { createRandom } from '@/lib/seeded-random';
import { ApiError, ErrorCode } from '@/server/errors';
import type { Generator, GeneratorContext, GeneratorResult } from '@/server/jobs/generator';

/** `app/animation/generate`: a motion described in words ("wave hello happily", "shy bow"). */
export const animationGenerateInput = z.object({
  prompt: z.string().trim().min(1, 'Please enter prompt to generate.').max(200),
});
export type AnimationGenerateInput = z.infer<typeof animationGenerateInput>;

/** Motions the words can name, for the error a person sees when none is named. */
const EXAMPLES = "wave, bow, victory jump, sigh, dance, think, nod, shrug, stretch, walk";

/**
 * The embedded animation generator: the bundled motion library chosen by the words and varied by the
 * seed (lib/avatar/motions/designed-motion.ts), exported as VRMA so any VRM app can play it.
 */
export function createAnimationGenerator(): Generator<AnimationGenerateInput> {
  return { kind: 'animation', input: animationGenerateInput, cpuHeavy: false, run: generateAnimation };
}

async function generateAnimation(input: AnimationGenerateInput, ctx: GeneratorContext): Promise<GeneratorResult> {
  const words = readMotionWords(input.prompt);
  if (!words) throw new ApiError(ErrorCode.InvalidParams, `No motion was named in "${input.prompt}": try words like ${EXAMPLES}.`);
  ctx.progress(10);
  const motion = designMotion(words, createRandom(String(ctx.seed), 'motion'));
  if (ctx.signal.aborted) throw ctx.signal.reason;
  const bytes = writeVrma(motion, { name: motion.name });
  ctx.progress(100);
  return {
    files: [{ name: 'motion.vrma', contentType: 'model/gltf-binary', bytes }],
    resource: {
      motionName: motion.name,
      durationMs: Math.round(motion.duration * 1000),
      words: input.prompt,
      parts: motion.parts,
      ...(motion.expression ? { expression: motion.expression } : {}),
    },
    fileFields: { 'motion.vrma': 'modelUrl' },
  };
}
