import { and, count, desc, eq, inArray, max, notExists, or, sql } from 'drizzle-orm';
import { aiTopicId, TopicType } from '@/lib/contracts/chat';
import type { Database } from '@/server/db/client';
import { chatMemories, friends, messages, relations, roles } from '@/server/db/schema';
import { HOT_SCORE_PER_FRIEND } from '@/server/domains/roles/hot-score';
import { visibleRole } from '@/server/domains/roles/role-filters';
import type { RoleRow } from '@/server/domains/roles/role-repository';

export type FriendRow = typeof friends.$inferSelect;

export interface ChatSummary {
  lastMsg: { msgId: string; content: string; sendTimestamp: number } | null;
  unread: number;
}

/** The user's AI single chat with a role: the topic (aiTopicId(roleId), AiSingle). */
const chatWith = (userId: number, roleId: number) =>
  and(eq(messages.userId, userId), eq(messages.topicType, TopicType.AiSingle), eq(messages.topicId, aiTopicId(roleId)));

/** A user's friends (seed §7 User and account), their settings and their chats, always scoped to that user. */
export class FriendRepository {
  constructor(
    private readonly db: Database,
    private readonly userId: number,
  ) {}

  /** Adds the role as a friend; answers whether it was new (adding twice changes nothing). */
  /** Adds the friend; a new friendship warms the role's hot score in the same statement (a repeat changes nothing). */
  async add(roleId: number): Promise<boolean> {
    const added = this.db.$with('added').as(this.db.insert(friends).values({ userId: this.userId, roleId }).onConflictDoNothing().returning({ roleId: friends.roleId }));
    const warmed = await this.db
      .with(added)
      .update(roles)
      .set({ hotScore: sql`${roles.hotScore} + ${HOT_SCORE_PER_FRIEND}` })
      .where(inArray(roles.id, this.db.select({ roleId: added.roleId }).from(added)))
      .returning({ id: roles.id });
    return warmed.length > 0;
  }

  async find(roleId: number): Promise<FriendRow | undefined> {
    const [row] = await this.db
      .select()
      .from(friends)
      .where(and(eq(friends.userId, this.userId), eq(friends.roleId, roleId)));
    return row;
  }

  async friendIdsOf(roleIds: number[]): Promise<Set<number>> {
    if (roleIds.length === 0) return new Set();
    const rows = await this.db
      .select({ roleId: friends.roleId })
      .from(friends)
      .where(and(eq(friends.userId, this.userId), inArray(friends.roleId, roleIds)));
    return new Set(rows.map((r) => r.roleId));
  }

  /** Answers false when the role is not a friend. */
  async setPushDisable(roleId: number, pushDisable: boolean): Promise<boolean> {
    const updated = await this.db
      .update(friends)
      .set({ pushDisable })
      .where(and(eq(friends.userId, this.userId), eq(friends.roleId, roleId)))
      .returning({ roleId: friends.roleId });
    return updated.length > 0;
  }

  /** Friends in some role statuses, the most recent conversation first, then the newest friend. */
  async pageFriends(options: { statuses: number[]; includeNsfw: boolean; offset: number; limit: number }): Promise<{ rows: RoleRow[]; total: number }> {
    const where = and(
      eq(friends.userId, this.userId),
      inArray(roles.status, options.statuses),
      visibleRole({ callerId: this.userId, includeNsfw: options.includeNsfw }),
    );
    // The same topic as chatWith, correlated to each listed role.
    const lastChat = this.db
      .select({ id: max(messages.msgId) })
      .from(messages)
      .where(and(eq(messages.userId, this.userId), eq(messages.topicType, TopicType.AiSingle), sql`${messages.topicId} = ${roles.id}::text`));
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ role: roles })
        .from(friends)
        .innerJoin(roles, eq(roles.id, friends.roleId))
        .where(where)
        .orderBy(sql`(${lastChat}) desc nulls last`, desc(friends.createdAt), desc(roles.id))
        .offset(options.offset)
        .limit(options.limit),
      this.db.select({ n: count() }).from(friends).innerJoin(roles, eq(roles.id, friends.roleId)).where(where),
    ]);
    return { rows: rows.map((r) => r.role), total: total?.n ?? 0 };
  }

  /** Strangers: listed roles that are not the user's friends, by popularity. */
  async pageStrangers(options: { includeNsfw: boolean; offset: number; limit: number }): Promise<{ rows: RoleRow[]; total: number }> {
    const where = and(
      visibleRole({ includeNsfw: options.includeNsfw }, { ownDrafts: false }),
      notExists(
        this.db
          .select({ roleId: friends.roleId })
          .from(friends)
          .where(and(eq(friends.userId, this.userId), eq(friends.roleId, roles.id))),
      ),
    );
    const [rows, [total]] = await Promise.all([
      this.db.select().from(roles).where(where).orderBy(desc(roles.hotScore), desc(roles.id)).offset(options.offset).limit(options.limit),
      this.db.select({ n: count() }).from(roles).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** The newest message and the unacknowledged count of the user's chat with each role. */
  async chatSummaries(roleIds: number[]): Promise<Map<number, ChatSummary>> {
    const summaries = new Map<number, ChatSummary>(roleIds.map((id) => [id, { lastMsg: null, unread: 0 }]));
    if (roleIds.length === 0) return summaries;
    const inChats = and(eq(messages.userId, this.userId), eq(messages.topicType, TopicType.AiSingle), inArray(messages.topicId, roleIds.map(aiTopicId)));
    const [latest, unread] = await Promise.all([
      this.db
        .selectDistinctOn([messages.topicId], { topicId: messages.topicId, msgId: messages.msgId, data: messages.data, createdAt: messages.createdAt })
        .from(messages)
        .where(inChats)
        .orderBy(messages.topicId, desc(messages.msgId)),
      this.db
        .select({ topicId: messages.topicId, n: count() })
        .from(messages)
        .where(and(inChats, eq(messages.ack, 0)))
        .groupBy(messages.topicId),
    ]);
    for (const row of latest) {
      const content = typeof row.data.content === 'string' ? row.data.content : '';
      summaries.get(Number(row.topicId))!.lastMsg = { msgId: String(row.msgId), content, sendTimestamp: row.createdAt.getTime() };
    }
    for (const row of unread) summaries.get(Number(row.topicId))!.unread = row.n;
    return summaries;
  }

  /** Clears the user's chat with the role: its messages and what the role remembers of the user. */
  async resetChat(roleId: number): Promise<number> {
    return this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(messages)
        .where(or(chatWith(this.userId, roleId), and(eq(messages.userId, this.userId), eq(messages.roleId, roleId))))
        .returning({ msgId: messages.msgId });
      await tx.delete(chatMemories).where(and(eq(chatMemories.userId, this.userId), eq(chatMemories.roleId, roleId)));
      await tx
        .update(friends)
        .set({ unread: 0, lastMsgAt: null })
        .where(and(eq(friends.userId, this.userId), eq(friends.roleId, roleId)));
      return removed.length;
    });
  }

  /** Affinity and the size of the user's chat with the role. */
  async relation(roleId: number): Promise<{ affinity: number; messageCount: number; lastChatAt: Date | null }> {
    const [[relation], [chat]] = await Promise.all([
      this.db
        .select({ affinity: relations.affinity })
        .from(relations)
        .where(and(eq(relations.userId, this.userId), eq(relations.roleId, roleId))),
      this.db
        .select({ n: count(), last: max(messages.createdAt) })
        .from(messages)
        .where(chatWith(this.userId, roleId)),
    ]);
    return { affinity: relation?.affinity ?? 0, messageCount: chat?.n ?? 0, lastChatAt: chat?.last ?? null };
  }
}
