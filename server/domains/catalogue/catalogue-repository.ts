import { eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { bannerTranslations, banners, feedItems, playTranslations, plays, roleTags, roleTranslations, roles, tagTranslations, tags } from '@/server/db/schema';

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

  async idsBySlug(table: 'banners' | 'plays', slugs: string[]): Promise<Map<string, number>> {
    if (slugs.length === 0) return new Map();
    const t = table === 'banners' ? banners : plays;
    const rows = await this.db.select({ id: t.id, slug: t.slug }).from(t).where(inArray(t.slug, slugs));
    return new Map(rows.map((r) => [r.slug!, r.id]));
  }

  /** Every tag's id by its title, lower-cased. */
  async tagIdsByTitle(): Promise<Map<string, number>> {
    const rows = await this.db.select({ id: tags.id, title: tags.title }).from(tags);
    return new Map(rows.map((r) => [r.title.toLowerCase(), r.id]));
  }

  /**
   * Writes translations, each keyed by what it translates and its locale: a missing one is added, a changed
   * one is brought up to date, an unchanged one is left alone (so a restart rewrites nothing).
   */
  async upsertRoleTranslations(values: (typeof roleTranslations.$inferInsert)[]) {
    if (values.length === 0) return;
    const t = roleTranslations;
    await this.db
      .insert(t)
      .values(values)
      .onConflictDoUpdate({
        target: [t.roleId, t.locale],
        set: { name: sql`excluded.name`, intro: sql`excluded.intro`, greeting: sql`excluded.greeting`, exampleDialogue: sql`excluded.example_dialogue`, searchConfig: sql`excluded.search_config` },
        setWhere: changed([t.name, t.intro, t.greeting, t.exampleDialogue, t.searchConfig], ['name', 'intro', 'greeting', 'example_dialogue', 'search_config']),
      });
  }

  async upsertTagTranslations(values: (typeof tagTranslations.$inferInsert)[]) {
    if (values.length === 0) return;
    const t = tagTranslations;
    await this.db
      .insert(t)
      .values(values)
      .onConflictDoUpdate({ target: [t.tagId, t.locale], set: { label: sql`excluded.label` }, setWhere: changed([t.label], ['label']) });
  }

  async upsertBannerTranslations(values: (typeof bannerTranslations.$inferInsert)[]) {
    if (values.length === 0) return;
    const t = bannerTranslations;
    await this.db
      .insert(t)
      .values(values)
      .onConflictDoUpdate({ target: [t.bannerId, t.locale], set: { title: sql`excluded.title`, subtitle: sql`excluded.subtitle` }, setWhere: changed([t.title, t.subtitle], ['title', 'subtitle']) });
  }

  async upsertPlayTranslations(values: (typeof playTranslations.$inferInsert)[]) {
    if (values.length === 0) return;
    const t = playTranslations;
    await this.db
      .insert(t)
      .values(values)
      .onConflictDoUpdate({ target: [t.playId, t.locale], set: { title: sql`excluded.title`, topic: sql`excluded.topic` }, setWhere: changed([t.title, t.topic], ['title', 'topic']) });
  }
}

/** `(stored columns) is distinct from (the proposed row's)`: an upsert that changes nothing writes nothing. */
function changed(columns: AnyColumn[], names: string[]): SQL {
  const stored = sql.join(columns.map((c) => sql`${c}`), sql`, `);
  const proposed = sql.raw(names.map((n) => `excluded.${n}`).join(', '));
  return sql`(${stored}) is distinct from (${proposed})`;
}
