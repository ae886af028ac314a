import type { Env } from '../env';
import { createCoverGenerator } from './cover/cover-generator';
import type { AssetKind, Generator } from './generator';

/** Builds one kind's generator: the embedded default, or the remote provider when the env names one. */
export type GeneratorFactory = (env: Env) => Generator<unknown>;

/**
 * Every generator the task engine can run, by asset kind. Each kind's module adds its factory here.
 */
export const generatorFactories: Partial<Record<AssetKind, GeneratorFactory>> = {
  cover: () => defineGenerator(createCoverGenerator()),
};

/** Keeps a generator's own input type where it is written and erases it in the table. */
export function defineGenerator<Input>(generator: Generator<Input>): Generator<unknown> {
  return generator as Generator<unknown>;
}
