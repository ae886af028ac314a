import type { ListPage } from '@/lib/contracts/paging';
import { parsePropertyResource, type AssetKind, type ImagePreview, type Property } from '@/lib/contracts/property';
import { rowWindowOf, toListPage } from '@/server/domains/paging';
import { toTaskDto } from '@/server/domains/tasks/task-dto';
import type { TaskRepository } from '@/server/domains/tasks/task-repository';
import { notFound } from '@/server/errors';
import type { AssetQuery, AssetRepository, AssetRow } from './asset-repository';

/**
 * The asset ("property") library as people read it (seed §3 Asset, §7 app/property/*): their own assets in every
 * status, with each one's latest task; others' only once published or approved, without their tasks. An asset the
 * caller may not read is answered as missing.
 */
export class PropertyService {
  constructor(
    private readonly assets: AssetRepository,
    private readonly tasks: TaskRepository,
    private readonly maxAttempts: number,
  ) {}

  async list(query: AssetQuery & { current: number; size: number }): Promise<ListPage<Property>> {
    const { rows, total } = await this.assets.page(query, rowWindowOf(query));
    return toListPage(await this.toDtos(rows, query.ownerId), total, query);
  }

  async get(userId: number, id: number): Promise<Property> {
    const [row] = await this.assets.readable([id], userId);
    if (!row) throw notFound('Asset');
    return (await this.toDtos([row], userId))[0]!;
  }

  /** The readable ones among `ids`, in the order asked; the others are left out. */
  async batchGet(userId: number, ids: number[]): Promise<Property[]> {
    const rows = await this.assets.readable([...new Set(ids)], userId);
    const byId = new Map((await this.toDtos(rows, userId)).map((dto) => [dto.id, dto]));
    return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
  }

  async imagePreview(userId: number, id: number): Promise<ImagePreview> {
    const asset = await this.get(userId, id);
    const resource = parsePropertyResource(asset.resource);
    return { id, imageUrl: resource.cardUrl ?? null };
  }

  private async toDtos(rows: AssetRow[], userId: number): Promise<Property[]> {
    const latest = await this.tasks.latestOf(rows.filter((r) => r.ownerId === userId).map((r) => r.id));
    return rows.map((row) => {
      const task = latest.get(row.id);
      return {
        id: row.id,
        kind: row.kind as AssetKind,
        name: row.name,
        status: row.status as Property['status'],
        resource: JSON.stringify(row.resource),
        mine: row.ownerId === userId,
        task: task ? toTaskDto(task, this.maxAttempts) : null,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }
}
