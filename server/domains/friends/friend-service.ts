import { standingOf } from '@/lib/contracts/relation-levels';
import { CREATION_PROGRESS_CODES, CreationProgress, FRIEND_STATUS_NAMES, type FriendDetail, type FriendProgress, type FriendRole, type FriendSetting, type FriendStatusName, type Relation } from '@/lib/contracts/friend';
import type { Paging } from '@/lib/contracts/paging';
import { REACHABLE_ROLE_STATUSES } from '@/lib/contracts/role';
import type { LikeService } from '@/server/domains/feed/like-service';
import { rowWindowOf } from '@/server/domains/paging';
import type { Audience } from '@/server/domains/roles/role-filters';
import type { RolePropertyRepository } from '@/server/domains/roles/role-property-repository';
import type { RoleRepository, RoleRow } from '@/server/domains/roles/role-repository';
import { toRoleCard, toRoleDetail } from '@/server/domains/roles/role-service';
import type { TranslationService } from '@/server/domains/translations/translation-service';
import type { SessionUser } from '@/server/domains/users/session-user';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { ApiError, ErrorCode, notFound } from '@/server/errors';
import type { FriendRepository } from './friend-repository';

/** Seed §6: adding friends is for signed-in users; a visitor is asked to sign in. */
export const SIGN_IN_TO_ADD_FRIENDS = 'Please sign in to add friends';

/** The friend calls of seed §7 "User and account"; every read and write is the caller's own. */
export class FriendService {
  constructor(
    private readonly deps: {
      friendsOf: (userId: number) => FriendRepository;
      roles: RoleRepository;
      properties: RolePropertyRepository;
      likes: LikeService;
      translations: TranslationService;
    },
  ) {}

  private async visibleRole(roleId: number, audience: Audience): Promise<RoleRow> {
    const role = await this.deps.roles.findVisible(roleId, audience);
    if (!role) throw notFound('Role');
    return role;
  }

  /** subAiFriend: idempotent; answers whether this call added the friend. */
  async add(caller: SessionUser, roleId: number, includeNsfw: boolean): Promise<{ roleId: number; isFriend: true; added: boolean }> {
    if (caller.isVisitor) throw new ApiError(ErrorCode.Forbidden, SIGN_IN_TO_ADD_FRIENDS);
    await this.visibleRole(roleId, { callerId: caller.userId, includeNsfw });
    return { roleId, isFriend: true, added: await this.deps.friendsOf(caller.userId).add(roleId) };
  }

  /** getAiFriendByRoleId: the role with its media and where the caller stands with it. */
  async detail(caller: SessionUser | undefined, roleId: number, includeNsfw: boolean, locale: string = DEFAULT_LOCALE): Promise<FriendDetail> {
    const { translations } = this.deps;
    const role = await translations.role(await this.visibleRole(roleId, { callerId: caller?.userId, includeNsfw }), locale);
    const [tags, plays, properties, liked, friend] = await Promise.all([
      this.deps.roles.tagsOf([role.id]).then((byRole) => translations.tagsByRole(byRole, locale)),
      this.deps.roles.firstPlaysOf([role.id]).then((byRole) => this.playsIn(byRole, locale)),
      this.deps.properties.of(role.id),
      this.deps.likes.likedOf(caller?.userId, 'role', [role.id]),
      caller ? this.deps.friendsOf(caller.userId).find(role.id) : undefined,
    ]);
    const play = plays.get(role.id);
    return {
      ...toRoleDetail(role, tags.get(role.id) ?? []),
      isFriend: friend !== undefined,
      like: liked.has(role.id),
      roleImage: role.coverUrl,
      playId: play?.id ?? null,
      playName: play?.title ?? null,
      playType: play?.playType ?? null,
      properties,
    };
  }

  /**
   * getAiFriendProgress: how far the character's creation is (seed §4 creation progress). A listed role
   * is finished; a draft reports the step pipeSave stored (or an older create-friend flow recorded in its character sheet).
   */
  async progress(caller: SessionUser | undefined, roleId: number, includeNsfw: boolean): Promise<FriendProgress> {
    const role = await this.visibleRole(roleId, { callerId: caller?.userId, includeNsfw });
    const finished = REACHABLE_ROLE_STATUSES.includes(role.status);
    const recorded = role.progress ?? role.character?.progress;
    const progress = finished ? CreationProgress.Finish : typeof recorded === 'number' && CREATION_PROGRESS_CODES.includes(recorded) ? recorded : CreationProgress.ChooseImage;
    const friend = caller ? await this.deps.friendsOf(caller.userId).find(role.id) : undefined;
    return { roleId: role.id, roleStatus: role.status, progress, finished, isFriend: friend !== undefined };
  }

  /** getMyFriendList: the caller's friends in the statuses asked for. */
  async friends(caller: SessionUser, options: Paging & { statusList: FriendStatusName[]; includeNsfw: boolean; locale?: string }): Promise<{ list: { role: FriendRole }[]; total: number }> {
    const statuses = [...new Set(options.statusList.map((name) => FRIEND_STATUS_NAMES[name]))];
    const { rows, total } = await this.deps.friendsOf(caller.userId).pageFriends({ statuses, includeNsfw: options.includeNsfw, ...rowWindowOf(options) });
    return { list: await this.cards(caller.userId, rows, true, options.locale ?? DEFAULT_LOCALE), total };
  }

  /** getAiStrongerList: listed roles the caller has not added, by popularity (all of them for a guest). */
  async strangers(caller: SessionUser | undefined, options: Paging & { includeNsfw: boolean; locale?: string }): Promise<{ list: { role: FriendRole }[]; total: number }> {
    const paging = { includeNsfw: options.includeNsfw, ...rowWindowOf(options) };
    const { rows, total } = caller ? await this.deps.friendsOf(caller.userId).pageStrangers(paging) : await this.deps.roles.pageListed({ ...paging, tagTitles: [] });
    return { list: await this.cards(caller?.userId, rows, false, options.locale ?? DEFAULT_LOCALE), total };
  }

  /** resetFriend: the caller's chat with the role starts over; the friendship stays. */
  async reset(caller: SessionUser, roleId: number): Promise<{ roleId: number; removedMessages: number }> {
    if (!(await this.deps.roles.findById(roleId))) throw notFound('Role');
    return { roleId, removedMessages: await this.deps.friendsOf(caller.userId).resetChat(roleId) };
  }

  async setting(caller: SessionUser, roleId: number): Promise<FriendSetting> {
    if (!(await this.deps.roles.findById(roleId))) throw notFound('Role');
    const friend = await this.deps.friendsOf(caller.userId).find(roleId);
    return { roleId, isFriend: friend !== undefined, pushDisable: friend?.pushDisable ?? false };
  }

  /** aiFriendSetting: only a friendship has settings. */
  async saveSetting(caller: SessionUser, roleId: number, pushDisable: boolean): Promise<FriendSetting> {
    if (!(await this.deps.friendsOf(caller.userId).setPushDisable(roleId, pushDisable))) throw notFound('Friend');
    return { roleId, isFriend: true, pushDisable };
  }

  /** getAiRelation: where the caller stands with the role. */
  async relation(caller: SessionUser, roleId: number, includeNsfw: boolean): Promise<Relation> {
    const role = await this.visibleRole(roleId, { callerId: caller.userId, includeNsfw });
    const friends = this.deps.friendsOf(caller.userId);
    const [friend, liked, stats] = await Promise.all([friends.find(role.id), this.deps.likes.likedOf(caller.userId, 'role', [role.id]), friends.relation(role.id)]);
    return {
      roleId: role.id,
      isFriend: friend !== undefined,
      like: liked.has(role.id),
      affinity: stats.affinity,
      ...standingOf(stats.affinity),
      messageCount: stats.messageCount,
      lastChatAt: stats.lastChatAt?.getTime() ?? null,
      friendSince: friend?.createdAt.getTime() ?? null,
    };
  }

  /** Each role's first performance, titled in the reader's language. */
  private async playsIn<T extends { id: number; title: string }>(byRole: Map<number, T>, locale: string): Promise<Map<number, T>> {
    const plays = await this.deps.translations.plays([...byRole.values()], locale);
    return new Map([...byRole.keys()].map((roleId, i) => [roleId, plays[i]!]));
  }

  private async cards(userId: number | undefined, sourceRows: RoleRow[], isFriend: boolean, locale: string): Promise<{ role: FriendRole }[]> {
    const { translations } = this.deps;
    const rows = await translations.roles(sourceRows, locale);
    const ids = rows.map((r) => r.id);
    const friends = userId === undefined ? undefined : this.deps.friendsOf(userId);
    const [tags, plays, liked, chats] = await Promise.all([
      this.deps.roles.tagsOf(ids).then((byRole) => translations.tagsByRole(byRole, locale)),
      this.deps.roles.firstPlaysOf(ids).then((byRole) => this.playsIn(byRole, locale)),
      this.deps.likes.likedOf(userId, 'role', ids),
      friends ? friends.chatSummaries(ids) : new Map<number, undefined>(),
    ]);
    return rows.map((row) => {
      const play = plays.get(row.id);
      const chat = chats.get(row.id);
      return {
        role: {
          ...toRoleCard(row, tags.get(row.id) ?? []),
          isFriend,
          like: liked.has(row.id),
          playId: play?.id ?? null,
          playName: play?.title ?? null,
          playType: play?.playType ?? null,
          lastMsg: chat?.lastMsg ?? null,
          messageUnread: chat?.unread ?? 0,
        },
      };
    });
  }
}
