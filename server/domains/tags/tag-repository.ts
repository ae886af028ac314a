import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { tags } from '@/server/db/schema';
import { NSFW_TAG_TITLE } from '@/lib/contracts/role';

export class TagRepository {
  constructor(private readonly db: Database) {}

  async listTabs(options: { includeNsfw: boolean }) {
    const conditions = [eq(tags.isTab, true), eq(tags.tagType, 'role')];
    if (!options.includeNsfw) conditions.push(sql`lower(${tags.title}) <> ${NSFW_TAG_TITLE}`, eq(tags.nsfw, false));
    return this.db
      .select({ id: tags.id, title: tags.title, background: tags.background })
      .from(tags)
      .where(and(...conditions))
      .orderBy(asc(tags.sort), asc(tags.id));
  }
}
