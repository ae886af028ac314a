import type { RoleCard, RoleDetail, Tag } from '@/lib/contracts/role';
import { LISTED_ROLE_STATUSES } from '@/lib/contracts/role';
import { notFound } from '@/server/http/api-error';
import type { RoleRepository, RoleRow } from './role-repository';

export class RoleService {
  constructor(private readonly roles: RoleRepository) {}

  async list(options: { tagTitle?: string; current: number; size: number; includeNsfw: boolean }): Promise<RoleCard[]> {
    const rows = await this.roles.listPublished({
      tagTitle: options.tagTitle || undefined,
      offset: (options.current - 1) * options.size,
      limit: options.size,
      includeNsfw: options.includeNsfw,
    });
    const tagsByRole = await this.roles.tagsOf(rows.map((r) => r.id));
    return rows.map((r) => toRoleCard(r, tagsByRole.get(r.id) ?? []));
  }

  /** A listed role, or one the caller wrote; drafts of others are not visible (no IDOR). */
  async get(roleId: number, callerId?: number): Promise<RoleDetail> {
    const role = await this.find(roleId, callerId);
    if (!role) throw notFound('Role');
    return role;
  }

  async find(roleId: number, callerId?: number): Promise<RoleDetail | undefined> {
    const row = await this.roles.findById(roleId);
    const visible = row && ((LISTED_ROLE_STATUSES as number[]).includes(row.status) || (callerId !== undefined && row.authorId === callerId));
    if (!row || !visible) return undefined;
    const tagsByRole = await this.roles.tagsOf([row.id]);
    return {
      ...toRoleCard(row, tagsByRole.get(row.id) ?? []),
      personality: row.personality,
      scenario: row.scenario,
      exampleDialogue: row.exampleDialogue,
      gender: row.gender,
    };
  }
}

export function toRoleCard(row: RoleRow, tags: Tag[]): RoleCard {
  return {
    roleId: row.id,
    roleName: row.name,
    roleCover: row.coverUrl,
    roleAuthor: row.authorName,
    roleAuthorUid: row.authorId,
    roleStatus: row.status,
    intro: row.intro,
    roleAppearInfo: row.greeting,
    nsfw: row.nsfw,
    tags,
    likeCount: row.likeCount,
    hotScore: row.hotScore,
    promotion: row.promotion,
  };
}
