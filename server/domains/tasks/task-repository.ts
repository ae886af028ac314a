import { and, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { TaskFilter, TaskState, type AssetKind } from '@/lib/contracts/property';
import { queryRows, type Database } from '@/server/db/client';
import type { Executor } from '@/server/db/executor';
import { assets, generationTasks } from '@/server/db/schema';
import type { RowWindow } from '@/server/domains/paging';

export type TaskRow = typeof generationTasks.$inferSelect;

export interface NewTask {
  ownerId: number;
  assetId: number;
  kind: AssetKind;
  input: Record<string, unknown>;
  seed: number;
  koin: number;
  free: boolean;
}

/** The advisory lock space of "one user starts a generation" (the quota is counted, then used, under it). */
const START_LOCK_SPACE = 73_010;

/** The queue condition of one task filter code (seed §4), over the task table and its asset. */
export function taskFilterCondition(filter: number): SQL | undefined {
  switch (filter) {
    case TaskFilter.Doing:
      return inArray(generationTasks.status, [TaskState.Idle, TaskState.Doing]);
    case TaskFilter.FirstStep:
    case TaskFilter.SecondStep:
    case TaskFilter.Packing:
      return and(eq(generationTasks.status, TaskState.Doing), eq(generationTasks.step, filter));
    case TaskFilter.Success:
      return eq(generationTasks.status, TaskState.Success);
    case TaskFilter.Fail:
      return eq(generationTasks.status, TaskState.Fail);
    case TaskFilter.Approved:
      return sql`exists (select 1 from ${assets} where ${assets.id} = ${generationTasks.assetId} and ${assets.status} = 50)`;
    default:
      return undefined;
  }
}

/** The generation_tasks table: the queue (claim, lease, heartbeat) and the owners' reads; the only code here that knows it. */
export class TaskRepository {
  constructor(private readonly db: Database) {}

  async insert(task: NewTask, executor: Executor = this.db): Promise<TaskRow> {
    const [row] = await executor.insert(generationTasks).values({ ...task, status: TaskState.Idle }).returning();
    return row!;
  }

  /** Serialises one user's starts until the transaction ends, so the free quota is counted and used once. */
  async lockOwnerStarts(ownerId: number, tx: Executor): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${START_LOCK_SPACE}, ${ownerId % 2_147_483_647}::integer)`);
  }

  /** Free starts of this kind the user made since `since` that still count (a failed or cancelled one gives its slot back). */
  async freeStartsSince(ownerId: number, kind: string, since: Date, executor: Executor = this.db): Promise<number> {
    const [row] = await executor
      .select({ n: count() })
      .from(generationTasks)
      .where(and(eq(generationTasks.ownerId, ownerId), eq(generationTasks.kind, kind), eq(generationTasks.free, true), eq(generationTasks.refunded, false), gte(generationTasks.createdAt, since)));
    return row?.n ?? 0;
  }

  /**
   * Takes the next task for `instanceId`: a queued one whose time has come, or a running one whose lease ran out (its
   * instance died). Fair: the owners with the fewest tasks running go first, then the one served longest ago (round
   * robin: a user's 20 tasks do not hold back another's one), then the oldest task; an owner at
   * `perUser` running tasks waits. Any number of instances may call this at once (FOR UPDATE SKIP LOCKED).
   */
  async claim(instanceId: string, perUser: number, leaseMs: number): Promise<TaskRow | undefined> {
    const expired = sql`now() - make_interval(secs => ${leaseMs / 1000})`;
    const [row] = await queryRows<Record<string, unknown>>(
      this.db,
      sql`with running as (
            select owner_id, count(*)::integer as n from generation_tasks
            where status = ${TaskState.Doing} and locked_at > ${expired} group by owner_id
          ), served as (
            select owner_id, max(updated_at) as at from generation_tasks
            where status <> ${TaskState.Idle} and updated_at > now() - interval '1 hour' group by owner_id
          ), next as (
            select t.id from generation_tasks t left join running r on r.owner_id = t.owner_id left join served s on s.owner_id = t.owner_id
            where ((t.status = ${TaskState.Idle} and t.run_after <= now()) or (t.status = ${TaskState.Doing} and t.locked_at <= ${expired}))
              and coalesce(r.n, 0) < ${perUser}
            order by coalesce(r.n, 0), s.at nulls first, t.id
            limit 1
            for update of t skip locked
          )
          update generation_tasks g set status = ${TaskState.Doing}, locked_by = ${instanceId}, locked_at = now(), attempts = g.attempts + 1, updated_at = now()
          from next where g.id = next.id
          returning g.id`,
    );
    if (!row) return undefined;
    return this.find(Number(row.id));
  }

  async find(id: number, executor: Executor = this.db): Promise<TaskRow | undefined> {
    const [row] = await executor.select().from(generationTasks).where(eq(generationTasks.id, id));
    return row;
  }

  /** Renews this instance's leases; answers the ids it still holds and whether their owners asked to cancel them. */
  async heartbeat(instanceId: string, ids: number[]): Promise<{ id: number; cancelRequested: boolean }[]> {
    if (ids.length === 0) return [];
    return this.db
      .update(generationTasks)
      .set({ lockedAt: sql`now()` })
      .where(and(inArray(generationTasks.id, ids), eq(generationTasks.lockedBy, instanceId), eq(generationTasks.status, TaskState.Doing)))
      .returning({ id: generationTasks.id, cancelRequested: generationTasks.cancelRequested });
  }

  /** Progress of a task this instance holds; false when it no longer holds it. */
  async progress(id: number, instanceId: string, progress: number, step: number | null): Promise<boolean> {
    const rows = await this.db
      .update(generationTasks)
      .set({ progress, step, lockedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(generationTasks.id, id), eq(generationTasks.lockedBy, instanceId), eq(generationTasks.status, TaskState.Doing)))
      .returning({ id: generationTasks.id });
    return rows.length > 0;
  }

  /** Ends a task this instance holds as done; undefined when another took it over meanwhile. */
  async succeed(id: number, instanceId: string, output: Record<string, unknown>, tx: Executor): Promise<TaskRow | undefined> {
    const [row] = await tx
      .update(generationTasks)
      .set({ status: TaskState.Success, progress: 100, step: null, output, error: null, lockedBy: null, lockedAt: null, updatedAt: sql`now()` })
      .where(and(eq(generationTasks.id, id), eq(generationTasks.lockedBy, instanceId), eq(generationTasks.status, TaskState.Doing)))
      .returning();
    return row;
  }

  /** Puts a task this instance holds back in the queue, to start again after `delayMs` (a retry, or a release at shutdown). */
  async requeue(id: number, instanceId: string, delayMs: number, error: string | null, giveBackAttempt = false): Promise<TaskRow | undefined> {
    const [row] = await this.db
      .update(generationTasks)
      .set({
        status: TaskState.Idle,
        progress: 0,
        step: null,
        error,
        lockedBy: null,
        lockedAt: null,
        runAfter: sql`now() + make_interval(secs => ${delayMs / 1000})`,
        ...(giveBackAttempt ? { attempts: sql`greatest(${generationTasks.attempts} - 1, 0)` } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(generationTasks.id, id), eq(generationTasks.lockedBy, instanceId), eq(generationTasks.status, TaskState.Doing)))
      .returning();
    return row;
  }

  /**
   * Ends a task as failed (or cancelled): one held by `instanceId`, or with `instanceId` null a queued one (a cancel
   * before it started). Undefined when it was in neither state.
   */
  async fail(id: number, instanceId: string | null, error: string, cancelled: boolean, tx: Executor = this.db): Promise<TaskRow | undefined> {
    const held = instanceId === null ? eq(generationTasks.status, TaskState.Idle) : and(eq(generationTasks.lockedBy, instanceId), eq(generationTasks.status, TaskState.Doing));
    const [row] = await tx
      .update(generationTasks)
      .set({ status: TaskState.Fail, step: null, error, cancelled, cancelRequested: false, lockedBy: null, lockedAt: null, updatedAt: sql`now()` })
      .where(and(eq(generationTasks.id, id), held))
      .returning();
    return row;
  }

  /** Marks a running task for its instance to stop at its next heartbeat. */
  async requestCancel(id: number): Promise<TaskRow | undefined> {
    const [row] = await this.db
      .update(generationTasks)
      .set({ cancelRequested: true, updatedAt: sql`now()` })
      .where(and(eq(generationTasks.id, id), eq(generationTasks.status, TaskState.Doing)))
      .returning();
    return row;
  }

  /** Records that the task's charge (koin, or the free slot) went back. False when it had already. */
  async markRefunded(id: number, tx: Executor): Promise<boolean> {
    const rows = await tx
      .update(generationTasks)
      .set({ refunded: true })
      .where(and(eq(generationTasks.id, id), eq(generationTasks.refunded, false)))
      .returning({ id: generationTasks.id });
    return rows.length > 0;
  }

  /** A failed task queued again as a new start, charged `koin` (or free). */
  async restart(id: number, koin: number, free: boolean, tx: Executor): Promise<TaskRow | undefined> {
    const [row] = await tx
      .update(generationTasks)
      .set({
        status: TaskState.Idle,
        progress: 0,
        step: null,
        error: null,
        cancelled: false,
        cancelRequested: false,
        attempts: 0,
        koin,
        free,
        refunded: false,
        charges: sql`${generationTasks.charges} + 1`,
        runAfter: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(generationTasks.id, id), eq(generationTasks.status, TaskState.Fail)))
      .returning();
    return row;
  }

  /** Tasks waiting before this one (1 = next), for a queued task. */
  async queuePosition(id: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(generationTasks)
      .where(and(eq(generationTasks.status, TaskState.Idle), lte(generationTasks.id, id)));
    return row?.n ?? 0;
  }

  async page(ownerId: number, filter: number, kind: AssetKind | undefined, { offset, limit }: RowWindow): Promise<{ rows: TaskRow[]; total: number }> {
    const where = and(eq(generationTasks.ownerId, ownerId), kind ? eq(generationTasks.kind, kind) : undefined, taskFilterCondition(filter));
    const [rows, [total]] = await Promise.all([
      this.db.select().from(generationTasks).where(where).orderBy(desc(generationTasks.id)).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(generationTasks).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** The latest task of each asset named. */
  async latestOf(assetIds: number[], executor: Executor = this.db): Promise<Map<number, TaskRow>> {
    if (assetIds.length === 0) return new Map();
    const rows = await executor.select().from(generationTasks).where(inArray(generationTasks.assetId, assetIds)).orderBy(desc(generationTasks.id));
    const latest = new Map<number, TaskRow>();
    for (const row of rows) if (row.assetId !== null && !latest.has(row.assetId)) latest.set(row.assetId, row);
    return latest;
  }

  /** The tasks this instance holds (a stopping instance hands them back). */
  async heldBy(instanceId: string): Promise<TaskRow[]> {
    return this.db.select().from(generationTasks).where(and(eq(generationTasks.lockedBy, instanceId), eq(generationTasks.status, TaskState.Doing)));
  }
}
