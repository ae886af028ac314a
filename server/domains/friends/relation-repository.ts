import { asc, sql } from 'drizzle-orm';
import { standingOf, type RelationStanding } from '@/lib/contracts/relation-levels';
import type { Database } from '@/server/db/client';
import { relations } from '@/server/db/schema';
import { gatherFor, TurnBatch } from '@/server/domains/chat/turn-batch';
import { scoreMessage, type RelationMessage, type RelationTally } from './relation-score';

/** A relation after a message: where it stands now, and the level it stood at before. */
export interface RelationGrowth extends RelationStanding {
  affinity: number;
  previousLevel: number;
}

interface Counted {
  userId: number;
  roleId: number;
  message: RelationMessage;
}

/** How long messages are gathered before they are counted together. */
export const RELATION_GATHER_MS = 50;

type Pair = Pick<Counted, 'userId' | 'roleId'>;
const pairKey = (pair: Pair) => `${pair.userId}:${pair.roleId}`;

/** A relation as scoring goes on in memory: its tally and the level it has reached. */
interface Held {
  tally: RelationTally;
  level: number;
}

/** How users and roles stand with each other (the relations table): the affinity grown by what the user says. */
export class RelationRepository {
  /**
   * Messages are counted together, gathered for RELATION_GATHER_MS, in one transaction: a busy server takes hundreds
   * a second, and a count is waited on by nothing but a level-up told after the reply.
   */
  private readonly batch = new TurnBatch<Counted, RelationGrowth>((items) => this.recordAll(items), gatherFor(RELATION_GATHER_MS));

  constructor(private readonly db: Database) {}

  /**
   * Counts one message the user sent a role (relation-score): read, scored and written in a transaction that holds
   * the row, so two messages at once are each counted on the other's tally.
   */
  record(userId: number, roleId: number, message: RelationMessage): Promise<RelationGrowth> {
    return this.batch.run({ userId, roleId, message });
  }

  /**
   * Counts many messages at once: the rows made where missing, read and held in one order (so two instances never
   * wait on each other in a circle), scored in the order the messages came, and written in one statement.
   */
  private async recordAll(items: Counted[]): Promise<RelationGrowth[]> {
    const pairs = [...new Map(items.map(({ userId, roleId }) => [pairKey({ userId, roleId }), { userId, roleId }])).values()].sort(
      (a, b) => a.userId - b.userId || a.roleId - b.roleId,
    );
    const pairsJson = JSON.stringify(pairs.map((p) => ({ user_id: p.userId, role_id: p.roleId })));
    await this.db.insert(relations).values(pairs).onConflictDoNothing();
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(relations)
        .where(sql`(${relations.userId}, ${relations.roleId}) in (select p.user_id, p.role_id from jsonb_to_recordset(${pairsJson}::jsonb) as p(user_id bigint, role_id bigint))`)
        .orderBy(asc(relations.userId), asc(relations.roleId))
        .for('update');
      const held = new Map<string, Held>(
        rows.map((row) => [
          pairKey(row),
          {
            tally: { affinity: row.affinity, daysChatted: row.daysChatted, day: row.day, dayPoints: row.dayPoints, sessionTurns: row.sessionTurns, lastMessageAt: row.lastMessageAt, recent: row.recent },
            level: row.level,
          },
        ]),
      );
      const growths = items.map(({ userId, roleId, message }) => {
        const relation = held.get(pairKey({ userId, roleId }))!;
        const previousLevel = relation.level;
        relation.tally = scoreMessage(relation.tally, message).tally;
        const standing = standingOf(relation.tally.affinity);
        // The level a relation reached stays reached.
        relation.level = Math.max(previousLevel, standing.level);
        return { ...standing, affinity: relation.tally.affinity, previousLevel };
      });
      const written = JSON.stringify(
        [...held].map(([key, { tally, level }]) => {
          const [userId, roleId] = key.split(':').map(Number);
          return {
            user_id: userId,
            role_id: roleId,
            affinity: tally.affinity,
            level,
            days_chatted: tally.daysChatted,
            day: tally.day,
            day_points: tally.dayPoints,
            session_turns: tally.sessionTurns,
            last_message_at: tally.lastMessageAt?.toISOString() ?? null,
            recent: tally.recent,
          };
        }),
      );
      await tx.execute(sql`
        update ${relations} as r set affinity = v.affinity, level = v.level, days_chatted = v.days_chatted, day = v.day,
          day_points = v.day_points, session_turns = v.session_turns, last_message_at = v.last_message_at, recent = v.recent, updated_at = now()
        from jsonb_to_recordset(${written}::jsonb) as v(user_id bigint, role_id bigint, affinity integer, level integer, days_chatted integer,
          day text, day_points integer, session_turns integer, last_message_at timestamptz, recent jsonb)
        where r.user_id = v.user_id and r.role_id = v.role_id`);
      return growths;
    });
  }
}
