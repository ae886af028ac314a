import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { hotScoreMarks, messages, roles } from '@/server/db/schema';

const CHAT_SOURCE = 'chat';

/** The periodic counting of chats into roles' hot scores (hot-score.ts); off every chat path. */
export class RoleHeatRepository {
  constructor(private readonly db: Database) {}

  /**
   * Adds `perChatter` to each role's hot score for every user who wrote to it since the last run, reading only the
   * messages newer than the mark (the primary key's range) and older than `settleSeconds`, so a message whose id was
   * taken before a slower one committed is not skipped. The first run starts from now. Instances take turns on
   * the mark's row lock. Answers how many roles were warmed.
   */
  async warmFromChats(perChatter: number, settleSeconds: number): Promise<number> {
    return this.db.transaction(async (tx) => {
      await tx
        .insert(hotScoreMarks)
        .values({ source: CHAT_SOURCE, lastMsgId: sql`(select coalesce(max(${messages.msgId}), 0) from ${messages})` })
        .onConflictDoNothing();
      const [mark] = await tx.select({ last: hotScoreMarks.lastMsgId }).from(hotScoreMarks).where(eq(hotScoreMarks.source, CHAT_SOURCE)).for('update');
      const since = mark!.last;
      const [top] = await tx
        .select({ id: sql<string | null>`max(${messages.msgId})::text` })
        .from(messages)
        .where(sql`${messages.msgId} > ${since} and ${messages.createdAt} < now() - make_interval(secs => ${settleSeconds})`);
      if (!top?.id) return 0;
      const until = BigInt(top.id);
      const chatters = sql`(select ${messages.roleId} as role_id, count(distinct ${messages.userId}) as n from ${messages}
        where ${messages.msgId} > ${since} and ${messages.msgId} <= ${until} and ${messages.roleId} is not null
          and ${messages.fromUid} = ${messages.userId}::text
        group by ${messages.roleId}) as chatters`;
      const warmed = await tx
        .update(roles)
        .set({ hotScore: sql`${roles.hotScore} + chatters.n * ${perChatter}` })
        .from(chatters)
        .where(sql`${roles.id} = chatters.role_id`)
        .returning({ id: roles.id });
      await tx.update(hotScoreMarks).set({ lastMsgId: until, updatedAt: sql`now()` }).where(eq(hotScoreMarks.source, CHAT_SOURCE));
      return warmed.length;
    });
  }
}
