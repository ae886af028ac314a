import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { chatMemories } from '@/server/db/schema';
import type { UserFact } from '@/server/providers/llm/chat-model';
import { memoryOfRow, type ChatMemory } from './chat-memory';
import type { Topic } from './message-repository';
import { inItemOrder, TurnBatch } from './turn-batch';

/** A rolling summary written from a conversation's turns after `after` up to `through` (MemoryRepository.saveSummary). */
export interface SummaryFold {
  topic: Topic;
  roleId: number;
  /** The data types of the messages that are turns. */
  dataTypes: string[];
  /** Where the summary it replaces stood (null: nothing summarised yet). */
  after: bigint | null;
  /** The newest turn it covers. */
  through: bigint;
  /** How many turns there are in (after, through]: the ones it was written from. */
  turns: number;
  summary: string;
}

/**
 * What a character remembers of one user, one row per (user, role): the facts the user told about themselves and
 * the rolling summary of the older turns, each written on its own so that neither overwrites the other.
 */
export class MemoryRepository {
  /** Built once: it runs for every summary a busy server folds. */
  private readonly foldQuery;
  /** Summaries folded within one turn of the event loop (conversations that move in step) are saved as one. */
  private readonly folds = new TurnBatch<SummaryFold, boolean>((items) => this.saveSummaries(items));

  constructor(private readonly db: Database) {
    this.foldQuery = db
      .select({ ord: sql<number>`f.ord`, saved: sql<boolean>`f.saved` })
      .from(sql`chat_fold_save_many(${sql.placeholder('items')}::jsonb) as f`)
      .prepare('chat_fold_save_many');
  }

  async get(userId: number, roleId: number): Promise<ChatMemory> {
    const [row] = await this.db
      .select()
      .from(chatMemories)
      .where(and(eq(chatMemories.userId, userId), eq(chatMemories.roleId, roleId)));
    return memoryOfRow(row);
  }

  /** The facts a character knows about the user; the summary stays as it is. */
  async saveFacts(userId: number, roleId: number, facts: UserFact[]): Promise<void> {
    const stored = facts as unknown as Record<string, unknown>[];
    await this.db
      .insert(chatMemories)
      .values({ userId, roleId, facts: stored })
      .onConflictDoUpdate({ target: [chatMemories.userId, chatMemories.roleId], set: { facts: stored, updatedAt: new Date() } });
  }

  /**
   * A new rolling summary, saved only when the memory still stands where the fold began (`after`) and the
   * conversation holds exactly the turns it was written from; answers whether it was saved. The facts stay as
   * they are.
   */
  saveSummary(fold: SummaryFold): Promise<boolean> {
    return this.folds.run(fold);
  }

  private async saveSummaries(items: SummaryFold[]): Promise<boolean[]> {
    const json = items.map((fold, ord) => ({
      ord,
      user_id: fold.topic.userId,
      role_id: fold.roleId,
      topic_id: fold.topic.topicId,
      topic_type: fold.topic.topicType,
      types: fold.dataTypes,
      after: fold.after?.toString() ?? null,
      through: fold.through.toString(),
      turns: fold.turns,
      summary: fold.summary,
    }));
    const rows = inItemOrder(await this.foldQuery.execute({ items: JSON.stringify(json) }), items.length);
    return rows.map((row) => row?.saved === true);
  }
}
