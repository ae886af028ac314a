import { ApiError, ErrorCode } from '@/server/errors';
import type { AnimationSettings } from '@/server/env';
import type { Generator, GeneratorContext, GeneratorResult } from '@/server/jobs/generator';
import { animationGenerateInput, type AnimationGenerateInput } from './animation-generator';
import { readVrma } from './vrma-check';

/** The longest wait for a motion, and the largest file taken. */
const TIMEOUT_MS = 120_000;
const MAX_BYTES = 20 * 1024 * 1024;

/**
 * An animation provider over HTTP: `POST {base}/animation/generate` with `{ prompt, seed }`, answered with a
 * VRMA file (`model/gltf-binary`). The answer is checked to be a VRMA before it is kept.
 */
export function createRemoteAnimationGenerator(settings: Required<Pick<AnimationSettings, 'baseUrl'>> & AnimationSettings): Generator<AnimationGenerateInput> {
  return { kind: 'animation', input: animationGenerateInput, cpuHeavy: false, run: (input, ctx) => generateRemotely(settings, input, ctx) };
}

async function generateRemotely(settings: AnimationSettings & { baseUrl: string }, input: AnimationGenerateInput, ctx: GeneratorContext): Promise<GeneratorResult> {
  ctx.progress(5);
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  let bytes: Uint8Array;
  try {
    const response = await fetch(`${settings.baseUrl}/animation/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'model/gltf-binary', ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
      body: JSON.stringify({ prompt: input.prompt, seed: ctx.seed }),
      signal: AbortSignal.any([ctx.signal, timeout]),
    });
    if (!response.ok) throw new ApiError(ErrorCode.Unavailable, `The animation service answered ${response.status}; try again later.`);
    if (Number(response.headers.get('content-length') ?? 0) > MAX_BYTES) throw new ApiError(ErrorCode.Unavailable, 'The animation service sent a file too large to keep.');
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    if (ctx.signal.aborted) throw ctx.signal.reason;
    if (error instanceof ApiError) throw error;
    throw new ApiError(ErrorCode.Unavailable, timeout.aborted ? 'The animation service did not answer in time.' : 'The animation service could not be reached.');
  }
  const facts = bytes.length <= MAX_BYTES ? readVrma(bytes) : undefined;
  if (!facts) throw new ApiError(ErrorCode.Unavailable, 'The animation service sent something other than a VRMA motion.');
  ctx.progress(100);
  return {
    files: [{ name: 'motion.vrma', contentType: 'model/gltf-binary', bytes }],
    resource: { motionName: facts.name ?? 'motion', durationMs: facts.durationMs, words: input.prompt },
    fileFields: { 'motion.vrma': 'modelUrl' },
  };
}
