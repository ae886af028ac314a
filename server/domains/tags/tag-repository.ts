import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { roleTags, roles, tags } from '@/server/db/schema';
import { NSFW_TAG_TITLE } from '@/lib/contracts/role';
import { visibleRole } from '@/server/domains/roles/role-filters';

const tagColumns = { id: tags.id, title: tags.title, background: tags.background };

/** The adult tag (by title, any case, or by flag) is left out unless adult content is on (seed §3). */
const safeTag = (includeNsfw: boolean) => (includeNsfw ? undefined : and(sql`lower(${tags.title}) <> ${NSFW_TAG_TITLE}`, eq(tags.nsfw, false)));

export class TagRepository {
  constructor(private readonly db: Database) {}

  async listTabs(options: { includeNsfw: boolean }) {
    return this.db
      .select(tagColumns)
      .from(tags)
      .where(and(eq(tags.isTab, true), eq(tags.tagType, 'role'), safeTag(options.includeNsfw)))
      .orderBy(asc(tags.sort), asc(tags.id));
  }

  /** A tag by its title, case-insensitively (titles are unique that way per tag type). */
  async findByTitle(title: string, tagType: string, includeNsfw: boolean) {
    const [row] = await this.db
      .select(tagColumns)
      .from(tags)
      .where(and(eq(tags.tagType, tagType), sql`lower(${tags.title}) = lower(${title})`, safeTag(includeNsfw)))
      .limit(1);
    return row;
  }

  /** A tag created by a user; undefined when its title is taken (in any case). */
  async insertCreated(title: string, createdBy: number) {
    const [row] = await this.db.insert(tags).values({ title, tagType: 'role', createdBy }).onConflictDoNothing().returning(tagColumns);
    return row;
  }

  /** A role tag by id or by title (any case), with who created it; the adult tag included. */
  async findForChange(key: { tagId?: number; title?: string }) {
    const [row] = await this.db
      .select({ ...tagColumns, createdBy: tags.createdBy })
      .from(tags)
      .where(and(eq(tags.tagType, 'role'), key.tagId !== undefined ? eq(tags.id, key.tagId) : sql`lower(${tags.title}) = lower(${key.title ?? ''})`))
      .limit(1);
    return row;
  }

  async setBackground(tagId: number, background: string | null) {
    const [row] = await this.db.update(tags).set({ background }).where(eq(tags.id, tagId)).returning(tagColumns);
    return row;
  }

  /** Tags by the popularity of the listed roles that carry them; hidden roles count for nothing. */
  async listHot(options: { tagType: string; includeNsfw: boolean; limit: number }) {
    const heat = sql<number>`sum(${roles.hotScore})`;
    return this.db
      .select(tagColumns)
      .from(tags)
      .innerJoin(roleTags, eq(roleTags.tagId, tags.id))
      .innerJoin(roles, eq(roles.id, roleTags.roleId))
      .where(and(eq(tags.tagType, options.tagType), safeTag(options.includeNsfw), visibleRole({ includeNsfw: options.includeNsfw }, { ownDrafts: false })))
      .groupBy(tags.id)
      .orderBy(desc(heat), asc(tags.id))
      .limit(options.limit);
  }
}
