import { and, asc, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import type { CoverLook } from '@/server/providers/image/cover-look';
import { roleTags, roles, tags } from '@/server/db/schema';
import { LISTED_ROLE_STATUSES, NSFW_TAG_TITLE } from '@/lib/contracts/role';

export type RoleRow = typeof roles.$inferSelect;

export class RoleRepository {
  constructor(private readonly db: Database) {}

  async findById(id: number): Promise<RoleRow | undefined> {
    const [row] = await this.db.select().from(roles).where(eq(roles.id, id)).limit(1);
    return row;
  }

  /** The look a role's cover is drawn from. */
  async findLookBySlug(slug: string): Promise<{ look: CoverLook | null } | undefined> {
    const [row] = await this.db.select({ look: roles.look }).from(roles).where(eq(roles.slug, slug)).limit(1);
    return row ? { look: (row.look ?? null) as CoverLook | null } : undefined;
  }

  /** Listed roles by popularity, optionally in one tag, without adult roles unless asked. */
  async listPublished(options: { tagTitle?: string; offset: number; limit: number; includeNsfw: boolean }) {
    const conditions = [inArray(roles.status, LISTED_ROLE_STATUSES)];
    if (options.tagTitle) {
      conditions.push(
        sql`exists (select 1 from ${roleTags} rt join ${tags} t on t.id = rt.tag_id
                    where rt.role_id = ${roles.id} and lower(t.title) = lower(${options.tagTitle}))`,
      );
    }
    if (!options.includeNsfw) {
      conditions.push(eq(roles.nsfw, false));
      conditions.push(
        notExists(
          this.db
            .select({ one: sql`1` })
            .from(roleTags)
            .innerJoin(tags, eq(tags.id, roleTags.tagId))
            .where(and(eq(roleTags.roleId, roles.id), sql`lower(${tags.title}) = ${NSFW_TAG_TITLE}`)),
        ),
      );
    }
    return this.db
      .select()
      .from(roles)
      .where(and(...conditions))
      .orderBy(desc(roles.hotScore), desc(roles.id))
      .offset(options.offset)
      .limit(options.limit);
  }

  /** Tags of many roles in one query, in each role's own order. */
  async tagsOf(roleIds: number[]) {
    if (roleIds.length === 0) return new Map<number, { id: number; title: string; background: string | null }[]>();
    const rows = await this.db
      .select({ roleId: roleTags.roleId, id: tags.id, title: tags.title, background: tags.background })
      .from(roleTags)
      .innerJoin(tags, eq(tags.id, roleTags.tagId))
      .where(inArray(roleTags.roleId, roleIds))
      .orderBy(asc(roleTags.roleId), asc(roleTags.sort));
    const byRole = new Map<number, { id: number; title: string; background: string | null }[]>();
    for (const { roleId, ...tag } of rows) {
      const list = byRole.get(roleId) ?? [];
      list.push(tag);
      byRole.set(roleId, list);
    }
    return byRole;
  }
}
