import { lorebookOfCharacter, type Lorebook } from '@/lib/contracts/character-card';
import type { RoleCard, RoleDetail, RoleStatusFilterCode, Tag } from '@/lib/contracts/role';
import { REACHABLE_ROLE_STATUSES, RoleStatus, RoleStatusFilter } from '@/lib/contracts/role';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import type { TranslationService } from '@/server/domains/translations/translation-service';
import { rowWindowOf } from '@/server/domains/paging';
import { notFound } from '@/server/errors';
import type { Audience } from './role-filters';
import type { RoleRepository, RoleRow } from './role-repository';

/** Which role statuses each status filter code stands for; drafts include roles still generating. */
const STATUSES_OF_FILTER: Record<RoleStatusFilterCode, number[] | undefined> = {
  [RoleStatusFilter.All]: undefined,
  [RoleStatusFilter.Draft]: [RoleStatus.Generating, RoleStatus.Draft],
  [RoleStatusFilter.Success]: [RoleStatus.Published],
  [RoleStatusFilter.Approved]: [RoleStatus.Approved],
};

export interface RolePage {
  list: RoleCard[];
  total: number;
}

/** How long a role read for chat is reused, and how many are kept (the oldest read goes first). */
const RECENT_ROLE_MS = 10_000;
const RECENT_ROLE_LIMIT = 2_000;

/** A role as chat reads it: the sheet and the lorebook its character sheet keeps (never sent to clients). */
export type ChatRoleDetail = RoleDetail & { lorebook?: Lorebook | null };

/** A role as findRecent keeps it, with when it was read. */
interface RecentRole {
  at: number;
  row: RoleRow | undefined;
  detail: ChatRoleDetail | undefined;
}

/** A role reachable by its link (published or approved), or one the caller wrote; drafts of others are not visible (no IDOR). */
const isVisibleTo = (row: RoleRow, callerId: number | undefined) =>
  REACHABLE_ROLE_STATUSES.includes(row.status) || (callerId !== undefined && row.authorId === callerId);

export class RoleService {
  private readonly recent = new Map<number, RecentRole>();
  /** The read of a role under way, one per role, which every caller that needs it shares. */
  private readonly reading = new Map<number, Promise<RecentRole>>();

  constructor(
    private readonly roles: RoleRepository,
    private readonly translations: TranslationService,
  ) {}

  async list(options: { tagTitle?: string; current: number; size: number; includeNsfw: boolean; locale?: string }): Promise<RoleCard[]> {
    const rows = await this.roles.listPublished({
      tagTitle: options.tagTitle || undefined,
      ...rowWindowOf(options),
      includeNsfw: options.includeNsfw,
    });
    return this.cards(rows, options.locale);
  }

  /** getAiRoleList: listed roles carrying every tag asked for, by popularity. */
  async page(options: { tagTitles: string[]; current: number; size: number; includeNsfw: boolean; locale?: string }): Promise<RolePage> {
    const { rows, total } = await this.roles.pageListed({ ...options, ...rowWindowOf(options) });
    return { list: await this.cards(rows, options.locale), total };
  }

  /** filterAiRoleList: the caller's own roles in a status filter, newest first (as their author wrote them). */
  async pageOwn(callerId: number, options: { status: RoleStatusFilterCode; tagTitles: string[]; current: number; size: number; includeNsfw: boolean }): Promise<RolePage> {
    const { rows, total } = await this.roles.pageByAuthor(callerId, {
      statuses: STATUSES_OF_FILTER[options.status],
      tagTitles: options.tagTitles,
      includeNsfw: options.includeNsfw,
      ...rowWindowOf(options),
    });
    return { list: await this.cards(rows), total };
  }

  /** getAiRole: a role the caller may see, adult ones only with adult content on (seed §1), in the reader's language. */
  async get(roleId: number, audience: Audience, locale?: string): Promise<RoleDetail> {
    const role = await this.findVisible(roleId, audience, locale);
    if (!role) throw notFound('Role');
    return role;
  }

  /** A role the audience may see (listed or their own, adult only with adult content on), or undefined. */
  async findVisible(roleId: number, audience: Audience, locale: string = DEFAULT_LOCALE): Promise<RoleDetail | undefined> {
    const row = await this.roles.findVisible(roleId, audience);
    return row && this.detail(row, locale);
  }

  /**
   * findVisible, with the name the role was written with: its profile's address keeps that name in every
   * language, so each language's page of a role is the same address (with `?hl=`).
   */
  async findVisibleWithSourceName(roleId: number, audience: Audience, locale: string): Promise<{ role: RoleDetail; sourceName: string } | undefined> {
    const row = await this.roles.findVisible(roleId, audience);
    return row && { role: await this.detail(row, locale), sourceName: row.name };
  }

  /** getAiRole's role in the language it was written in, with its character sheet (a card export carries both). */
  async getWithCharacter(roleId: number, audience: Audience): Promise<{ role: RoleDetail; character: Record<string, unknown> | null }> {
    const row = await this.roles.findVisible(roleId, audience);
    if (!row) throw notFound('Role');
    return { role: await this.detail(row), character: row.character };
  }

  /** A listed role, or one the caller wrote; drafts of others are not visible (no IDOR). */
  async find(roleId: number, callerId?: number): Promise<RoleDetail | undefined> {
    const row = await this.roles.findById(roleId);
    if (!row || !isVisibleTo(row, callerId)) return undefined;
    return this.detail(row);
  }

  /**
   * `find` answered from this process's copy of the role when it is younger than RECENT_ROLE_MS: for paths
   * that read the same character many times a second (every chat message). An edit shows within that time and
   * one read. Callers that find the copy old share one read; while it runs, a copy not yet twice that age still
   * answers them, so a busy character's messages never queue behind its refresh.
   */
  async findRecent(roleId: number, callerId?: number): Promise<ChatRoleDetail | undefined> {
    const entry = await this.recentRole(roleId, Date.now());
    return entry.row && isVisibleTo(entry.row, callerId) ? entry.detail : undefined;
  }

  private recentRole(roleId: number, now: number): RecentRole | Promise<RecentRole> {
    const entry = this.recent.get(roleId);
    if (entry && now - entry.at <= RECENT_ROLE_MS) return entry;
    const reading = this.reading.get(roleId) ?? this.readRecent(roleId, now);
    return entry && now - entry.at <= 2 * RECENT_ROLE_MS ? entry : reading;
  }

  private readRecent(roleId: number, now: number): Promise<RecentRole> {
    const reading = (async () => {
      const row = await this.roles.findById(roleId);
      const entry = { at: now, row, detail: row && { ...(await this.detail(row)), lorebook: lorebookOfCharacter(row.character) } };
      if (!this.recent.has(roleId) && this.recent.size >= RECENT_ROLE_LIMIT) this.recent.delete(this.recent.keys().next().value!);
      this.recent.set(roleId, entry);
      return entry;
    })().finally(() => this.reading.delete(roleId));
    // A read that fails is the error of those who wait for it; one that refreshes a copy in use fails quietly.
    reading.catch(() => undefined);
    this.reading.set(roleId, reading);
    return reading;
  }

  /** A role changed or went (deleted, approved, taken down): this process reads it afresh next time. */
  forget(roleId: number): void {
    this.recent.delete(roleId);
  }

  /** Every public profile, for the sitemap. */
  publicProfiles(limit: number) {
    return this.roles.publicProfiles(limit);
  }


  private async detail(source: RoleRow, locale: string = DEFAULT_LOCALE): Promise<RoleDetail> {
    const [row, tagsByRole] = await Promise.all([this.translations.role(source, locale), this.roles.tagsOf([source.id]).then((byRole) => this.translations.tagsByRole(byRole, locale))]);
    return toRoleDetail(row, tagsByRole.get(row.id) ?? []);
  }

  private async cards(source: RoleRow[], locale: string = DEFAULT_LOCALE): Promise<RoleCard[]> {
    const [rows, tagsByRole] = await Promise.all([
      this.translations.roles(source, locale),
      this.roles.tagsOf(source.map((r) => r.id)).then((byRole) => this.translations.tagsByRole(byRole, locale)),
    ]);
    return rows.map((r) => toRoleCard(r, tagsByRole.get(r.id) ?? []));
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

export function toRoleDetail(row: RoleRow, tags: Tag[]): RoleDetail {
  return {
    ...toRoleCard(row, tags),
    personality: row.personality,
    scenario: row.scenario,
    exampleDialogue: row.exampleDialogue,
    gender: row.gender,
  };
}
