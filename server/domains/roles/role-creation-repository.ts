import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { RoleStatus } from '@/lib/contracts/role';
import type { ReviewState } from '@/lib/contracts/role-create';
import type { Database } from '@/server/db/client';
import { feedItems, likes, roleProperties, roleTags, roles, tags } from '@/server/db/schema';
import type { RowWindow } from '@/server/domains/paging';
import type { RoleRow } from './role-repository';

/** The kinds of media a role links in role_properties (ROLE_PROPERTY_KINDS of role-creation-service). */
export type RolePropertyKind = 'avatar' | 'voice' | 'skybox' | 'animation' | 'model' | 'cover' | 'bgm';

/** The columns of a role its author writes. */
export type RoleDraftColumns = Partial<
  Pick<RoleRow, 'name' | 'gender' | 'intro' | 'personality' | 'scenario' | 'greeting' | 'exampleDialogue' | 'nsfw' | 'progress' | 'coverUrl' | 'voice'>
>;

/** One save: the columns sent, and the tags and media links when they were sent (each replaced whole). */
export interface DraftWrite {
  columns: RoleDraftColumns;
  tagIds?: number[];
  properties?: Partial<Record<RolePropertyKind, number[]>>;
  /** Publish in the same transaction (pipePublish). */
  publish?: boolean;
}

export interface RoleLinks {
  tags: string[];
  properties: Map<RolePropertyKind, number[]>;
}

/**
 * The author's writes to their roles and the staff's review writes. Every author write names the author in its
 * WHERE, so another user's role id changes nothing (and reads as not found).
 */
export class RoleCreationRepository {
  constructor(private readonly db: Database) {}

  async insertDraft(authorId: number, authorName: string, name: string): Promise<RoleRow> {
    const [row] = await this.db.insert(roles).values({ authorId, authorName, name, status: RoleStatus.Draft }).returning();
    return row!;
  }

  /** The author's own role, in any status. */
  async findOwn(roleId: number, authorId: number): Promise<RoleRow | undefined> {
    const [row] = await this.db
      .select()
      .from(roles)
      .where(and(eq(roles.id, roleId), eq(roles.authorId, authorId)));
    return row;
  }

  async find(roleId: number): Promise<RoleRow | undefined> {
    const [row] = await this.db.select().from(roles).where(eq(roles.id, roleId));
    return row;
  }

  /** The tag titles and linked media of roles, in their saved order. */
  async linksOf(roleIds: number[]): Promise<Map<number, RoleLinks>> {
    const byRole = new Map<number, RoleLinks>(roleIds.map((id) => [id, { tags: [], properties: new Map() }]));
    if (roleIds.length === 0) return byRole;
    const [tagRows, propertyRows] = await Promise.all([
      this.db
        .select({ roleId: roleTags.roleId, title: tags.title })
        .from(roleTags)
        .innerJoin(tags, eq(tags.id, roleTags.tagId))
        .where(inArray(roleTags.roleId, roleIds))
        .orderBy(asc(roleTags.roleId), asc(roleTags.sort)),
      this.db
        .select({ roleId: roleProperties.roleId, kind: roleProperties.kind, assetId: roleProperties.assetId })
        .from(roleProperties)
        .where(inArray(roleProperties.roleId, roleIds))
        .orderBy(asc(roleProperties.roleId), asc(roleProperties.kind), asc(roleProperties.sort)),
    ]);
    for (const t of tagRows) byRole.get(t.roleId)!.tags.push(t.title);
    for (const p of propertyRows) {
      const links = byRole.get(p.roleId)!.properties;
      const kind = p.kind as RolePropertyKind;
      links.set(kind, [...(links.get(kind) ?? []), p.assetId]);
    }
    return byRole;
  }

  /** Tags by title, any case: the ids of those that exist, keyed by lower-case title. */
  async tagIdsByTitle(titles: string[]): Promise<Map<string, number>> {
    if (titles.length === 0) return new Map();
    const rows = await this.db
      .select({ id: tags.id, title: tags.title })
      .from(tags)
      .where(and(eq(tags.tagType, 'role'), inArray(sql`lower(${tags.title})`, titles.map((t) => t.toLowerCase()))));
    return new Map(rows.map((r) => [r.title.toLowerCase(), r.id]));
  }

  /**
   * Writes one save of the author's role in one transaction: the columns sent, the tags and media links sent
   * (each list replaced whole, so a repeat leaves the same rows), and with `publish` the step to published.
   * Undefined when the role is not the author's.
   */
  async save(roleId: number, authorId: number, write: DraftWrite): Promise<RoleRow | undefined> {
    return this.db.transaction(async (tx) => {
      const publish = write.publish
        ? { status: sql`greatest(${roles.status}, ${RoleStatus.Published})`, publishedAt: sql`coalesce(${roles.publishedAt}, now())` }
        : {};
      const [row] = await tx
        .update(roles)
        .set({ ...write.columns, ...publish, updatedAt: sql`now()` })
        .where(and(eq(roles.id, roleId), eq(roles.authorId, authorId)))
        .returning();
      if (!row) return undefined;
      if (write.tagIds) {
        await tx.delete(roleTags).where(eq(roleTags.roleId, roleId));
        if (write.tagIds.length > 0) await tx.insert(roleTags).values(write.tagIds.map((tagId, sort) => ({ roleId, tagId, sort })));
      }
      for (const [kind, ids] of Object.entries(write.properties ?? {})) {
        await tx.delete(roleProperties).where(and(eq(roleProperties.roleId, roleId), eq(roleProperties.kind, kind)));
        if (ids.length > 0) await tx.insert(roleProperties).values(ids.map((assetId, sort) => ({ roleId, kind, assetId, sort })));
      }
      return row;
    });
  }

  /**
   * What a character card brings besides the role's fields (its lorebook, its other greetings), merged into the
   * role's `character` column under their keys; the other keys there are kept.
   */
  async mergeCharacter(roleId: number, authorId: number, extra: Record<string, unknown>): Promise<boolean> {
    const updated = await this.db
      .update(roles)
      .set({ character: sql`coalesce(${roles.character}, '{}'::jsonb) || ${JSON.stringify(extra)}::jsonb`, updatedAt: sql`now()` })
      .where(and(eq(roles.id, roleId), eq(roles.authorId, authorId)))
      .returning({ id: roles.id });
    return updated.length > 0;
  }

  /** push: a published role the author owns asks for review (an approved one stays approved). */
  async requestReview(roleId: number, authorId: number): Promise<RoleRow | undefined> {
    const [row] = await this.db
      .update(roles)
      .set({ reviewState: sql`case when ${roles.reviewState} = 'approved' then 'approved' else 'pending' end`, reviewRequestedAt: sql`now()`, reviewNote: null, updatedAt: sql`now()` })
      .where(and(eq(roles.id, roleId), eq(roles.authorId, authorId)))
      .returning();
    return row;
  }

  /** The author deletes their role: its tags, media links, feed entry and profile go with it (chats stay as history). */
  async delete(roleId: number, authorId: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const deleted = await tx
        .delete(roles)
        .where(and(eq(roles.id, roleId), eq(roles.authorId, authorId)))
        .returning({ id: roles.id });
      if (deleted.length === 0) return false;
      await tx.delete(likes).where(and(eq(likes.targetType, 'role'), eq(likes.targetId, roleId)));
      return true;
    });
  }

  // ---- staff review ----

  async pageByReviewState(state: ReviewState, window: RowWindow): Promise<{ rows: RoleRow[]; total: number }> {
    const where = and(eq(roles.reviewState, state), sql`${roles.authorId} is not null`);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(roles)
        .where(where)
        .orderBy(sql`${roles.reviewRequestedAt} asc nulls last`, asc(roles.id))
        .offset(window.offset)
        .limit(window.limit),
      this.db.select({ n: count() }).from(roles).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** Approves a published (or already approved) role: status 50 and its feed entry, in one transaction. */
  async approve(roleId: number, staffId: number): Promise<RoleRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(roles)
        .set({
          status: RoleStatus.Approved,
          reviewState: 'approved',
          reviewNote: null,
          reviewedBy: staffId,
          approvedAt: sql`coalesce(${roles.approvedAt}, now())`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(roles.id, roleId), inArray(roles.status, [RoleStatus.Published, RoleStatus.Approved])))
        .returning();
      if (!row) return undefined;
      await tx.insert(feedItems).values({ kind: 'role', roleId, score: row.hotScore }).onConflictDoNothing();
      return row;
    });
  }

  /** Rejects a review request: the role stays published, with the note its author reads. */
  async reject(roleId: number, staffId: number, note: string): Promise<RoleRow | undefined> {
    const [row] = await this.db
      .update(roles)
      .set({ reviewState: 'rejected', reviewNote: note, reviewedBy: staffId, updatedAt: sql`now()` })
      .where(and(eq(roles.id, roleId), eq(roles.status, RoleStatus.Published)))
      .returning();
    return row;
  }

  /** Takes an approved role down: back to published, out of Discover (its feed entry goes), with a note. */
  async takeDown(roleId: number, staffId: number, note: string): Promise<RoleRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(roles)
        .set({ status: RoleStatus.Published, reviewState: 'takenDown', reviewNote: note, reviewedBy: staffId, approvedAt: null, updatedAt: sql`now()` })
        .where(and(eq(roles.id, roleId), eq(roles.status, RoleStatus.Approved)))
        .returning();
      if (!row) return undefined;
      await tx.delete(feedItems).where(and(eq(feedItems.kind, 'role'), eq(feedItems.roleId, roleId)));
      return row;
    });
  }
}
