import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { chatMemories, messages } from '@/server/db/schema';
import type { UserFact } from '@/server/providers/llm/chat-model';
import { memoryOfRow, type ChatMemory } from './chat-memory';
import type { ForgottenValue } from './memory-edits';
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
  /** The memory's revision the fold read: an edit by the user since then wins, and the summary is not saved. */
  revision: number;
}

/** The user's own change to a memory (MemoryRepository.edit): its facts, its summary, or both, and the values taken back. */
export type MemoryEdit = ({ facts: UserFact[] } | { summary: string } | { facts: UserFact[]; summary: string }) & { forgotten?: ForgottenValue[] };

/** How often an edit is tried again when the chat wrote the memory between its read and its write. */
const EDIT_ATTEMPTS = 5;

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

  /**
   * The facts a character learned from the chat, saved only while the memory is still at `revision` (the one they
   * were merged into): an edit the user made meanwhile wins, and a fact they deleted does not come back. The summary
   * stays as it is. Answers whether they were saved.
   */
  async saveFacts(userId: number, roleId: number, facts: UserFact[], revision: number): Promise<boolean> {
    const stored = facts as unknown as Record<string, unknown>[];
    const saved = await this.db
      .insert(chatMemories)
      .values({ userId, roleId, facts: stored })
      .onConflictDoUpdate({ target: [chatMemories.userId, chatMemories.roleId], set: { facts: stored, updatedAt: new Date() }, setWhere: eq(chatMemories.revision, revision) })
      .returning({ userId: chatMemories.userId });
    return saved.length > 0;
  }

  /**
   * The user's change to their memory, made from the memory as it stands (`change` answers undefined when there is
   * nothing to change, and the edit is not made). Only the columns it names are written, and the revision moves on,
   * so that what the chat began writing before it is not saved over it. A write of the chat between the read and
   * this write makes it read and change again. Answers the memory as the edit left it, or undefined.
   */
  async edit(userId: number, roleId: number, change: (memory: ChatMemory) => MemoryEdit | undefined): Promise<ChatMemory | undefined> {
    for (let attempt = 0; attempt < EDIT_ATTEMPTS; attempt++) {
      const [row] = await this.db.select().from(chatMemories).where(and(eq(chatMemories.userId, userId), eq(chatMemories.roleId, roleId)));
      const memory = memoryOfRow(row);
      const edit = change(memory);
      if (!edit) return undefined;
      const set = {
        ...('facts' in edit ? { facts: edit.facts as unknown as Record<string, unknown>[] } : {}),
        ...('summary' in edit ? { summary: edit.summary } : {}),
        ...(edit.forgotten ? { forgotten: edit.forgotten } : {}),
        revision: sql`${chatMemories.revision} + 1`,
        updatedAt: new Date(),
      };
      // Written only over the memory that was read: the same revision, facts and summary.
      const unchanged = and(
        eq(chatMemories.revision, memory.revision),
        sql`${chatMemories.facts} = ${JSON.stringify(memory.facts)}::jsonb`,
        eq(chatMemories.summary, memory.summary),
      );
      const written = row
        ? await this.db.update(chatMemories).set(set).where(and(eq(chatMemories.userId, userId), eq(chatMemories.roleId, roleId), unchanged)).returning()
        : await this.db
            .insert(chatMemories)
            .values({ userId, roleId, ...set, revision: 1 })
            .onConflictDoNothing()
            .returning();
      if (written[0]) return memoryOfRow(written[0]);
    }
    throw new Error('memory edit: the memory kept changing');
  }

  /** The newest turn of a conversation (null when it has none): what a value taken back now may still be said in. */
  async newestTurn(topic: Topic, dataTypes: string[]): Promise<bigint | null> {
    const [row] = await this.db
      .select({ id: max(messages.msgId) })
      .from(messages)
      .where(and(eq(messages.userId, topic.userId), eq(messages.topicId, topic.topicId), eq(messages.topicType, topic.topicType), inArray(messages.dataType, dataTypes)));
    return row?.id ?? null;
  }

  /**
   * Forgets everything: the facts, the summary, and the turns said so far, which no later prompt carries (the
   * summary now stands after the newest of them). The messages themselves stay in the conversation's history.
   */
  async forget(topic: Topic, roleId: number, dataTypes: string[]): Promise<ChatMemory> {
    const newest = this.db
      .select({ id: max(messages.msgId) })
      .from(messages)
      .where(and(eq(messages.userId, topic.userId), eq(messages.topicId, topic.topicId), eq(messages.topicType, topic.topicType), inArray(messages.dataType, dataTypes)));
    const through = sql<bigint | null>`greatest(${chatMemories.summarizedThrough}, (${newest}))`;
    const [row] = await this.db
      .insert(chatMemories)
      .values({ userId: topic.userId, roleId, facts: [], summary: '', summarizedThrough: sql`(${newest})`, revision: 1 })
      .onConflictDoUpdate({
        target: [chatMemories.userId, chatMemories.roleId],
        // Every turn said so far is behind the summary now: nothing is left to keep a value out of.
        set: { facts: [], summary: '', summarizedThrough: through, revision: sql`${chatMemories.revision} + 1`, forgotten: [], updatedAt: new Date() },
      })
      .returning();
    return memoryOfRow(row);
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
      revision: fold.revision,
    }));
    const rows = inItemOrder(await this.foldQuery.execute({ items: JSON.stringify(json) }), items.length);
    return rows.map((row) => row?.saved === true);
  }
}
