// How close a user and a character are: the named levels and the affinity each begins at, in one place for the
// server (which grows the affinity and tells the chat when a level is reached) and the client (which names them).

/** The levels in order, each with the affinity it begins at; the names are message keys (Relation.levels). */
export const RELATION_LEVELS = [
  { key: 'stranger', from: 0 },
  { key: 'acquaintance', from: 15 },
  { key: 'friend', from: 60 },
  { key: 'closeFriend', from: 160 },
  { key: 'confidant', from: 400 },
] as const;
export type RelationLevelKey = (typeof RELATION_LEVELS)[number]['key'];

export interface RelationStanding {
  /** Index into RELATION_LEVELS. */
  level: number;
  levelKey: RelationLevelKey;
  /** How far from this level to the next, 0–1; 1 at the last level. */
  progress: number;
}

/** Where an affinity stands among the levels. */
export function standingOf(affinity: number): RelationStanding {
  let level = 0;
  while (level + 1 < RELATION_LEVELS.length && affinity >= RELATION_LEVELS[level + 1]!.from) level += 1;
  const here = RELATION_LEVELS[level]!;
  const next = RELATION_LEVELS[level + 1];
  const progress = next ? Math.min(1, Math.max(0, (affinity - here.from) / (next.from - here.from))) : 1;
  return { level, levelKey: here.key, progress: Math.round(progress * 100) / 100 };
}
