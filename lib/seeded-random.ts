/**
 * Deterministic randomness: a role's cover must come out byte-identical on every render,
 * on every machine, so nothing here may touch Math.random or the clock.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  range(min: number, max: number): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/** FNV-1a, 32 bit: spreads similar seeds ("role-1", "role-2") far apart. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Mulberry32: tiny, fast and good enough for picking shapes and positions. */
function mulberry32(state: number): () => number {
  let a = state >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Separate streams per purpose (look, pose, scene) keep one aspect stable when another
 * one changes how many numbers it consumes.
 */
export function createRandom(seed: string, stream = ''): Random {
  const next = mulberry32(hashString(`${stream}\u0000${seed}`));
  const range = (min: number, max: number) => min + (max - min) * next();
  return {
    next,
    range,
    int: (min, max) => Math.floor(range(min, max + 1)),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new RangeError('cannot pick from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
  };
}
