import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { chatMemories } from '@/server/db/schema';
import type { UserFact } from '@/server/providers/llm/chat-model';

export interface ChatMemory {
  summary: string;
  facts: UserFact[];
  /** The newest message folded into the summary; null when nothing is summarised yet. */
  summarizedThrough: bigint | null;
}

const EMPTY: ChatMemory = { summary: '', facts: [], summarizedThrough: null };

/** A stored memory row as the chat reads it; no row is an empty memory. */
export function memoryOfRow(row: Pick<typeof chatMemories.$inferSelect, 'summary' | 'facts' | 'summarizedThrough'> | null | undefined): ChatMemory {
  if (!row) return { ...EMPTY, facts: [] };
  return { summary: row.summary, facts: row.facts as unknown as UserFact[], summarizedThrough: row.summarizedThrough };
}

/** What a character remembers of one user, one row per (user, role). */
export class MemoryRepository {
  constructor(private readonly db: Database) {}

  async get(userId: number, roleId: number): Promise<ChatMemory> {
    const [row] = await this.db
      .select()
      .from(chatMemories)
      .where(and(eq(chatMemories.userId, userId), eq(chatMemories.roleId, roleId)));
    return memoryOfRow(row);
  }

  async save(userId: number, roleId: number, memory: ChatMemory): Promise<void> {
    const values = { summary: memory.summary, facts: memory.facts as unknown as Record<string, unknown>[], summarizedThrough: memory.summarizedThrough, updatedAt: new Date() };
    await this.db
      .insert(chatMemories)
      .values({ userId, roleId, ...values })
      .onConflictDoUpdate({ target: [chatMemories.userId, chatMemories.roleId], set: values });
  }
}
