import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import type { Transaction } from '@/server/db/transactions';
import { rolePlots, roles } from '@/server/db/schema';

export type RolePlotRow = typeof rolePlots.$inferSelect;

/** The fields of a plot its author writes. */
export type PlotFields = Pick<RolePlotRow, 'title' | 'scene' | 'dialogueExample' | 'rounds'>;

/**
 * A role's plots. Every write names the role's author in its WHERE (through the role), so another user's role or
 * plot id changes nothing and reads as not found.
 */
export class RolePlotRepository {
  constructor(private readonly db: Database) {}

  /** A role's plots in their order. */
  async list(roleId: number): Promise<RolePlotRow[]> {
    return this.db.select().from(rolePlots).where(eq(rolePlots.roleId, roleId)).orderBy(asc(rolePlots.sort), asc(rolePlots.id));
  }

  async find(roleId: number, plotId: number): Promise<RolePlotRow | undefined> {
    const [row] = await this.db
      .select()
      .from(rolePlots)
      .where(and(eq(rolePlots.id, plotId), eq(rolePlots.roleId, roleId)));
    return row;
  }

  /** A new plot last in the author's role; undefined when the role is not theirs or already has `max` plots. */
  async insert(roleId: number, authorId: number, fields: PlotFields, max: number): Promise<RolePlotRow | undefined> {
    return this.db.transaction(async (tx) => {
      // The role's row, locked: two adds at once count one after the other.
      if (!(await lockOwnRole(tx, roleId, authorId))) return undefined;
      const [{ n, next } = { n: 0, next: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int`, next: sql<number>`coalesce(max(${rolePlots.sort}) + 1, 0)::int` })
        .from(rolePlots)
        .where(eq(rolePlots.roleId, roleId));
      if (n >= max) return undefined;
      const [row] = await tx
        .insert(rolePlots)
        .values({ roleId, ...fields, sort: next })
        .returning();
      return row;
    });
  }

  /** Changes the author's plot; undefined when it is not theirs. */
  async update(roleId: number, authorId: number, plotId: number, fields: PlotFields): Promise<RolePlotRow | undefined> {
    const [row] = await this.db
      .update(rolePlots)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(and(eq(rolePlots.id, plotId), eq(rolePlots.roleId, roleId), ownedBy(roleId, authorId)))
      .returning();
    return row;
  }

  async delete(roleId: number, authorId: number, plotId: number): Promise<boolean> {
    const deleted = await this.db
      .delete(rolePlots)
      .where(and(eq(rolePlots.id, plotId), eq(rolePlots.roleId, roleId), ownedBy(roleId, authorId)))
      .returning({ id: rolePlots.id });
    return deleted.length > 0;
  }

  /** Puts the author's plots in the order given (ids not of this role are left out); false when the role is not theirs. */
  async sort(roleId: number, authorId: number, plotIds: number[]): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await lockOwnRole(tx, roleId, authorId))) return false;
      if (plotIds.length === 0) return true;
      const order = sql.join(
        plotIds.map((id, i) => sql`when ${id}::bigint then ${i}::int`),
        sql` `,
      );
      await tx
        .update(rolePlots)
        .set({ sort: sql`case ${rolePlots.id} ${order} else ${rolePlots.sort} end`, updatedAt: sql`now()` })
        .where(and(eq(rolePlots.roleId, roleId), inArray(rolePlots.id, plotIds)));
      return true;
    });
  }
}

/** The role is the author's. */
const ownedBy = (roleId: number, authorId: number) => sql`exists (select 1 from ${roles} where ${roles.id} = ${roleId} and ${roles.authorId} = ${authorId})`;

/** Locks the author's role row for the rest of the transaction; false when the role is not theirs. */
async function lockOwnRole(tx: Transaction, roleId: number, authorId: number): Promise<boolean> {
  const [role] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.authorId, authorId)))
    .for('update');
  return role !== undefined;
}
