import { createRandom } from '@/lib/seeded-random';

/** How many buns a 'bun' hairdo has, one on the crown or a pair: fixed by the seed, so the portrait and the 3D character agree. */
export const bunsOf = (seed: string): 1 | 2 => (createRandom(seed, 'buns').chance(0.5) ? 1 : 2);
