import type { UserFact } from '@/server/providers/llm/chat-model';
import type { ForgottenValue } from './memory-edits';

/** What a character remembers of one user: the facts they told and the rolling summary of the older turns. */
export interface ChatMemory {
  summary: string;
  facts: UserFact[];
  /** The newest message folded into the summary; null when nothing is summarised yet. */
  summarizedThrough: bigint | null;
  /** How many times the user edited this memory; what the chat writes is saved only at the revision it read. */
  revision: number;
  /** Values the user took back: the recent turns said before that leave out their sentences that say them. */
  forgotten: ForgottenValue[];
}

const EMPTY: ChatMemory = { summary: '', facts: [], summarizedThrough: null, revision: 0, forgotten: [] };

/** The columns of a stored memory row that the chat reads (the repositories select them). */
export interface MemoryRow {
  summary: string;
  facts: unknown;
  summarizedThrough: bigint | null;
  revision: number;
  forgotten?: unknown;
}

/** A stored memory row as the chat reads it; no row is an empty memory. */
export function memoryOfRow(row: MemoryRow | null | undefined): ChatMemory {
  if (!row) return { ...EMPTY, facts: [], forgotten: [] };
  const forgotten = Array.isArray(row.forgotten) ? (row.forgotten as ForgottenValue[]) : [];
  return { summary: row.summary, facts: row.facts as unknown as UserFact[], summarizedThrough: row.summarizedThrough, revision: row.revision, forgotten };
}
