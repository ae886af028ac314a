import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { AssetStatus, type AssetKind } from '@/lib/contracts/property';
import type { Database } from '@/server/db/client';
import type { Executor } from '@/server/db/executor';
import { assets, generationTasks } from '@/server/db/schema';
import type { RowWindow } from '@/server/domains/paging';
import { taskFilterCondition } from '@/server/domains/tasks/task-repository';

export type AssetRow = typeof assets.$inferSelect;

/** What others may read of someone's assets (seed §4): the published and the approved. */
const shown = inArray(assets.status, [AssetStatus.Published, AssetStatus.Approved]);

export interface AssetQuery {
  ownerId: number;
  scope: 'mine' | 'public';
  kind?: AssetKind;
  status: number;
  taskFilter: number;
}

/** The assets table as the library reads and the task engine writes it; the only code here that knows it. */
export class AssetRepository {
  constructor(private readonly db: Database) {}

  async insert(ownerId: number, kind: AssetKind, name: string, tx: Executor = this.db): Promise<AssetRow> {
    const [row] = await tx.insert(assets).values({ ownerId, kind, name, status: AssetStatus.Generating }).returning();
    return row!;
  }

  /** One of the owner's assets of this kind, marked generating again (its resource stays until the new one lands). */
  async regenerate(id: number, ownerId: number, kind: AssetKind, name: string | undefined, tx: Executor): Promise<AssetRow | undefined> {
    const [row] = await tx
      .update(assets)
      .set({ status: AssetStatus.Generating, ...(name ? { name } : {}), updatedAt: sql`now()` })
      .where(and(eq(assets.id, id), eq(assets.ownerId, ownerId), eq(assets.kind, kind)))
      .returning();
    return row;
  }

  /** The generated resource lands: merged into the asset, which becomes a draft (seed §4 status 2). */
  async complete(id: number, resource: Record<string, unknown>, tx: Executor): Promise<AssetRow | undefined> {
    const [row] = await tx
      .update(assets)
      .set({ resource: sql`${assets.resource} || ${JSON.stringify(resource)}::jsonb`, status: AssetStatus.Draft, updatedAt: sql`now()` })
      .where(eq(assets.id, id))
      .returning();
    return row;
  }

  /** A generation that failed leaves a draft (with what it had, if anything) rather than an asset generating forever. */
  async settleFailed(id: number, tx: Executor = this.db): Promise<AssetRow | undefined> {
    const [row] = await tx
      .update(assets)
      .set({ status: AssetStatus.Draft, updatedAt: sql`now()` })
      .where(and(eq(assets.id, id), eq(assets.status, AssetStatus.Generating)))
      .returning();
    return row ?? (await this.find(id, tx));
  }

  async find(id: number, executor: Executor = this.db): Promise<AssetRow | undefined> {
    const [row] = await executor.select().from(assets).where(eq(assets.id, id));
    return row;
  }

  /** The assets of `ids` the user may read: their own, and others' published or approved ones. */
  async readable(ids: number[], userId: number): Promise<AssetRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(assets)
      .where(and(inArray(assets.id, ids), or(eq(assets.ownerId, userId), shown)));
  }

  async page(query: AssetQuery, { offset, limit }: RowWindow): Promise<{ rows: AssetRow[]; total: number }> {
    const where = and(
      query.scope === 'mine' ? eq(assets.ownerId, query.ownerId) : shown,
      query.kind ? eq(assets.kind, query.kind) : undefined,
      query.status ? eq(assets.status, query.status) : undefined,
      latestTaskMatches(query.taskFilter),
    );
    const [rows, [total]] = await Promise.all([
      this.db.select().from(assets).where(where).orderBy(desc(assets.id)).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(assets).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }
}

/** Whether an asset's latest task matches a task filter code (0 matches all, tasks or not). */
function latestTaskMatches(filter: number): SQL | undefined {
  const condition = taskFilterCondition(filter);
  if (!condition) return undefined;
  return sql`exists (select 1 from ${generationTasks} where ${generationTasks.assetId} = ${assets.id}
    and ${generationTasks.id} = (select max(l.id) from generation_tasks l where l.asset_id = ${assets.id}) and ${condition})`;
}
