import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import type { StoredLook } from '@/lib/look/look-model';
import { plays, roleTags, roles, tags } from '@/server/db/schema';
import { REACHABLE_ROLE_STATUSES } from '@/lib/contracts/role';
import { hasTagTitled, isAdultRole, isReachableRole, visibleRole, type Audience } from './role-filters';

export type RoleRow = typeof roles.$inferSelect;
export type RoleTagRow = { id: number; title: string; background: string | null };
export type RolePlay = { id: number; title: string; playType: string };

export class RoleRepository {
  constructor(private readonly db: Database) {}

  async findById(id: number): Promise<RoleRow | undefined> {
    const [row] = await this.db.select().from(roles).where(eq(roles.id, id)).limit(1);
    return row;
  }

  /** A role reachable by its link (published or approved, whatever its audience) with its author: null for the house's characters. */
  async findListed(id: number): Promise<{ id: number; authorId: number | null } | undefined> {
    const [row] = await this.db
      .select({ id: roles.id, authorId: roles.authorId })
      .from(roles)
      .where(and(eq(roles.id, id), isReachableRole()));
    return row;
  }

  /** A role the audience may see (listed or their own, adult only with adult content on). */
  async findVisible(id: number, audience: Audience): Promise<RoleRow | undefined> {
    const [row] = await this.db
      .select()
      .from(roles)
      .where(and(eq(roles.id, id), visibleRole(audience)))
      .limit(1);
    return row;
  }

  /** The look a role's cover is drawn from. */
  async findLookBySlug(slug: string): Promise<{ look: StoredLook | null } | undefined> {
    const [row] = await this.db.select({ look: roles.look }).from(roles).where(eq(roles.slug, slug)).limit(1);
    return row ? { look: (row.look ?? null) as StoredLook | null } : undefined;
  }

  /** Listed roles by popularity, optionally in one tag, without adult roles unless asked. */
  async listPublished(options: { tagTitle?: string; offset: number; limit: number; includeNsfw: boolean }) {
    const where = and(visibleRole({ includeNsfw: options.includeNsfw }, { ownDrafts: false }), options.tagTitle ? hasTagTitled(options.tagTitle) : undefined);
    return this.db.select().from(roles).where(where).orderBy(desc(roles.hotScore), desc(roles.id)).offset(options.offset).limit(options.limit);
  }

  /** A page of listed roles carrying every one of the tags, by popularity, with the total. */
  async pageListed(options: { tagTitles: string[]; offset: number; limit: number; includeNsfw: boolean }) {
    const where = and(visibleRole({ includeNsfw: options.includeNsfw }, { ownDrafts: false }), ...options.tagTitles.map(hasTagTitled));
    return this.page(where, [desc(roles.hotScore), desc(roles.id)], options);
  }

  /** A page of one author's roles in some statuses, newest first, with the total. */
  async pageByAuthor(authorId: number, options: { statuses?: number[]; tagTitles: string[]; offset: number; limit: number; includeNsfw: boolean }) {
    const where = and(
      eq(roles.authorId, authorId),
      options.statuses ? inArray(roles.status, options.statuses) : undefined,
      options.includeNsfw ? undefined : sql`not ${isAdultRole()}`,
      ...options.tagTitles.map(hasTagTitled),
    );
    return this.page(where, [desc(roles.updatedAt), desc(roles.id)], options);
  }

  private async page(where: SQL | undefined, order: SQL[], options: { offset: number; limit: number }): Promise<{ rows: RoleRow[]; total: number }> {
    const [rows, [total]] = await Promise.all([
      this.db.select().from(roles).where(where).orderBy(...order).offset(options.offset).limit(options.limit),
      this.db.select({ n: count() }).from(roles).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** Every public profile (listed, not adult) for the sitemap: id, name and when it last changed. */
  async publicProfiles(limit: number): Promise<{ id: number; name: string; updatedAt: Date }[]> {
    return this.db
      .select({ id: roles.id, name: roles.name, updatedAt: roles.updatedAt })
      .from(roles)
      .where(visibleRole({ includeNsfw: false }, { ownDrafts: false }))
      .orderBy(desc(roles.hotScore), desc(roles.id))
      .limit(limit);
  }

  /** Tags of many roles in one query, in each role's own order. */
  async tagsOf(roleIds: number[]) {
    if (roleIds.length === 0) return new Map<number, RoleTagRow[]>();
    const rows = await this.db
      .select({ roleId: roleTags.roleId, id: tags.id, title: tags.title, background: tags.background })
      .from(roleTags)
      .innerJoin(tags, eq(tags.id, roleTags.tagId))
      .where(inArray(roleTags.roleId, roleIds))
      .orderBy(asc(roleTags.roleId), asc(roleTags.sort));
    const byRole = new Map<number, RoleTagRow[]>();
    for (const { roleId, ...tag } of rows) {
      const list = byRole.get(roleId) ?? [];
      list.push(tag);
      byRole.set(roleId, list);
    }
    return byRole;
  }

  /** Each role's first published performance (seed §3 role card playId, playName, playType). */
  async firstPlaysOf(roleIds: number[]): Promise<Map<number, RolePlay>> {
    if (roleIds.length === 0) return new Map();
    const rows = await this.db
      .selectDistinctOn([plays.roleId], { roleId: plays.roleId, id: plays.id, title: plays.title, playType: plays.playType })
      .from(plays)
      .where(and(inArray(plays.roleId, roleIds), inArray(plays.status, REACHABLE_ROLE_STATUSES), eq(plays.draft, false)))
      .orderBy(plays.roleId, asc(plays.id));
    return new Map(rows.map(({ roleId, ...play }) => [roleId!, play]));
  }
}
