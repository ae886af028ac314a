import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { banners, feedItems, plays, roleTags, roles, tags } from '@/server/db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Bulk writes of the starter catalogue; every insert is keyed by slug so a rerun adds nothing. */
export class CatalogueRepository {
  constructor(private readonly db: Database) {}

  transaction<T>(fn: (repo: CatalogueRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx: Tx) => fn(new CatalogueRepository(tx as unknown as Database)));
  }

  async existingRoleSlugs(slugs: string[]): Promise<Set<string>> {
    if (slugs.length === 0) return new Set();
    const rows = await this.db.select({ slug: roles.slug }).from(roles).where(inArray(roles.slug, slugs));
    return new Set(rows.map((r) => r.slug!));
  }

  /** Creates missing tags and answers the id of every title (case-insensitive). */
  async upsertTags(list: { title: string; isTab: boolean; nsfw: boolean; sort: number }[]): Promise<Map<string, number>> {
    if (list.length > 0) {
      await this.db.insert(tags).values(list).onConflictDoNothing();
    }
    const rows = await this.db.select({ id: tags.id, title: tags.title }).from(tags);
    return new Map(rows.map((r) => [r.title.toLowerCase(), r.id]));
  }

  /** Rewrites the look of starter roles (their art was redrawn from a newer look). */
  async updateRoleLooks(list: { slug: string; look: Record<string, unknown> }[]): Promise<void> {
    for (const { slug, look } of list) await this.db.update(roles).set({ look }).where(eq(roles.slug, slug));
  }

  async insertRoles(values: (typeof roles.$inferInsert)[]): Promise<{ id: number; slug: string | null }[]> {
    if (values.length === 0) return [];
    return this.db.insert(roles).values(values).onConflictDoNothing().returning({ id: roles.id, slug: roles.slug });
  }

  async linkTags(values: (typeof roleTags.$inferInsert)[]) {
    if (values.length) await this.db.insert(roleTags).values(values).onConflictDoNothing();
  }

  async insertFeedItems(values: (typeof feedItems.$inferInsert)[]) {
    if (values.length) await this.db.insert(feedItems).values(values);
  }

  async insertBanners(values: (typeof banners.$inferInsert)[]) {
    if (values.length) await this.db.insert(banners).values(values).onConflictDoNothing();
  }

  async insertPlays(values: (typeof plays.$inferInsert)[]) {
    if (values.length === 0) return [];
    return this.db.insert(plays).values(values).onConflictDoNothing().returning({ id: plays.id, slug: plays.slug });
  }

  async roleIdsBySlug(slugs: string[]): Promise<Map<string, number>> {
    if (slugs.length === 0) return new Map();
    const rows = await this.db.select({ id: roles.id, slug: roles.slug }).from(roles).where(inArray(roles.slug, slugs));
    return new Map(rows.map((r) => [r.slug!, r.id]));
  }

  async countRoles(): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(roles);
    return row?.n ?? 0;
  }
}
