import type { AssetKind } from '@/lib/contracts/property';
import type { Env } from '@/server/env';
import type { Generator } from './generator';
import { generatorFactories, type GeneratorFactory } from './generators';

/** Each kind's generator, built from its factory the first time it is asked for; undefined for a kind with none. */
export function createGeneratorLookup(env: Env, factories: Partial<Record<AssetKind, GeneratorFactory>> = generatorFactories) {
  const built = new Map<AssetKind, Generator<unknown>>();
  return (kind: AssetKind): Generator<unknown> | undefined => {
    const factory = factories[kind];
    if (!factory) return undefined;
    let generator = built.get(kind);
    if (!generator) built.set(kind, (generator = factory(env)));
    return generator;
  };
}
