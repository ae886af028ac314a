import { modelFileOf } from '@/lib/contracts/avatar-asset';
import { propertyResourceSchema, type AssetKind } from '@/lib/contracts/property';
import { RoleStatus } from '@/lib/contracts/role';
import {
  hasLatinLetter,
  ROLE_CREATION_PROGRESS_CODES,
  RoleCreateMessage,
  type CharacterCreateInput,
  type CreateAiRoleInput,
  type PipeSaveInput,
  type ReviewItem,
  type ReviewState,
  type RoleCompletenessField,
  type RoleCreationProgressCode,
  type RoleDraft,
  type RoleDraftPatch,
} from '@/lib/contracts/role-create';
import type { Paging } from '@/lib/contracts/paging';
import { GENDERS } from '@/lib/contracts/user';
import { rowWindowOf } from '@/server/domains/paging';
import type { SessionUser } from '@/server/domains/users/session-user';
import { ApiError, ErrorCode, notFound } from '@/server/errors';
import type { DraftWrite, RoleCreationRepository, RoleDraftColumns, RoleLinks, RolePropertyKind } from './role-creation-repository';
import type { RoleRow } from './role-repository';

/** An asset as the creation flow checks it: whose it is, what kind, and its resource (for the cover picture). */
export interface LinkableAsset {
  id: number;
  kind: string;
  resource: Record<string, unknown>;
}

export interface RoleCreationDeps {
  roles: RoleCreationRepository;
  /** The assets of `ids` the user may use: their own, and others' published or approved ones (the asset library's rule). */
  readableAssets: (ids: number[], userId: number) => Promise<LinkableAsset[]>;
  /** The name a role's author is shown by. */
  authorNameOf: (userId: number) => Promise<string>;
  /** Whether the user is staff who review roles (whitelist level 1 or 2). */
  isStaff: (userId: number) => Promise<boolean>;
  /**
   * Told after a role changed (saved, approved, taken down, deleted), so kept copies refresh; `listed` when the
   * change reaches what Discover and search list (an approved role edited, a review, a deletion).
   */
  changed?: (roleId: number, listed: boolean) => void;
}

/** The patch field of each linked media kind, and the asset kinds it accepts. */
const PROPERTY_FIELDS: Record<RolePropertyKind, { field: keyof RoleDraftPatch; kinds: AssetKind[] }> = {
  avatar: { field: 'propertyAvatarId', kinds: ['avatar'] },
  voice: { field: 'propertyVoiceId', kinds: ['voice'] },
  skybox: { field: 'propertySkyboxId', kinds: ['skybox'] },
  animation: { field: 'propertyAnimationId', kinds: ['animation'] },
  model: { field: 'propertyModelId', kinds: ['avatar'] },
  cover: { field: 'propertyCoverId', kinds: ['cover'] },
  bgm: { field: 'propertyBgmIds', kinds: ['bgm', 'music', 'song'] },
};
const PROPERTY_KINDS = Object.keys(PROPERTY_FIELDS) as RolePropertyKind[];

const loginToCreate = () => new ApiError(ErrorCode.Unlogin, 'Please log in to create a character.');
const invalid = (message: string) => new ApiError(ErrorCode.InvalidParams, message);
const staffOnly = () => new ApiError(ErrorCode.Forbidden, 'This is for whitelisted staff only');

/**
 * Creating a character (lib/contracts/role-create.ts): the author's draft, its saves and publishing, and the staff's
 * review. Creation needs a signed-in account (visitors are asked to log in); every author call reaches only the
 * caller's own roles, and answers another's role id as not found.
 */
export class RoleCreationService {
  constructor(private readonly deps: RoleCreationDeps) {}

  /** createAiRole: a new draft named by the author. */
  async create(caller: SessionUser, input: CreateAiRoleInput): Promise<RoleDraft> {
    assertAccount(caller);
    const row = await this.deps.roles.insertDraft(caller.userId, await this.deps.authorNameOf(caller.userId), input.roleName);
    return toRoleDraft(row, { tags: [], properties: new Map() });
  }

  /** getDraft: the author's role as the editor loads it. */
  async draft(caller: SessionUser, roleId: number): Promise<RoleDraft> {
    assertAccount(caller);
    const row = await this.own(caller, roleId);
    return this.toDraft(row);
  }

  /** pipeSave, app/character/create: the fields sent change, nothing else; the same body twice leaves the same draft. */
  async save(caller: SessionUser, input: PipeSaveInput | CharacterCreateInput): Promise<RoleDraft> {
    return this.write(caller, input, false);
  }

  /**
   * The role speaks in a built-in voice at a pitch and pace (the create guide's voices): roles.voice, which every
   * reply's voice reads; a voice asset linked before is unlinked, so the two never disagree.
   */
  async saveVoice(caller: SessionUser, roleId: number, voice: { voice: string; pitch: number; rate: number }): Promise<RoleDraft> {
    return this.write(caller, { roleId, propertyVoiceId: null }, false, { voice });
  }

  /** The titles among `titles` that name existing tags (a save names only those). */
  async knownTags(titles: string[]): Promise<string[]> {
    const ids = await this.deps.roles.tagIdsByTitle(titles);
    return titles.filter((t) => ids.has(t.toLowerCase()));
  }

  /** pipePublish: the save and publishing together; a role that would be incomplete is refused and nothing is saved. */
  async saveAndPublish(caller: SessionUser, input: PipeSaveInput): Promise<RoleDraft> {
    return this.write(caller, input, true);
  }

  /** publish: a complete draft becomes published (10); a published or approved role stays as it is. */
  async publish(caller: SessionUser, roleId: number): Promise<RoleDraft> {
    return this.write(caller, { roleId }, true);
  }

  /** push: asks staff to review a role (publishing a complete draft first); it stays published until approved. */
  async push(caller: SessionUser, roleId: number): Promise<RoleDraft> {
    const published = await this.publish(caller, roleId);
    if (published.reviewState === 'approved') return published;
    const row = await this.deps.roles.requestReview(roleId, caller.userId);
    if (!row) throw notFound('Role');
    return this.toDraft(row);
  }

  /** delete: the author's role goes for everyone (profile 404, out of every feed); chats with it stay as history. */
  async delete(caller: SessionUser, roleId: number): Promise<{ roleId: number }> {
    assertAccount(caller);
    if (!(await this.deps.roles.delete(roleId, caller.userId))) throw notFound('Role');
    this.deps.changed?.(roleId, true);
    return { roleId };
  }

  // ---- staff review ----

  async reviewList(caller: SessionUser, options: Paging & { reviewState: ReviewState }): Promise<{ list: ReviewItem[]; total: number }> {
    await this.assertStaff(caller);
    const { rows, total } = await this.deps.roles.pageByReviewState(options.reviewState, rowWindowOf(options));
    const links = await this.deps.roles.linksOf(rows.map((r) => r.id));
    return { list: rows.map((r) => ({ ...toRoleDraft(r, links.get(r.id)!), authorUid: r.authorId, authorName: r.authorName })), total };
  }

  /** approve: status 50, a feed entry; Discover, search and the sitemap list it. Only a published role can be approved. */
  async approve(caller: SessionUser, roleId: number): Promise<RoleDraft> {
    await this.assertStaff(caller);
    return this.reviewed(roleId, await this.deps.roles.approve(roleId, caller.userId));
  }

  /** reject: the role stays published; its author reads the reason. */
  async reject(caller: SessionUser, roleId: number, reason: string): Promise<RoleDraft> {
    await this.assertStaff(caller);
    return this.reviewed(roleId, await this.deps.roles.reject(roleId, caller.userId, reason));
  }

  /** takeDown: an approved role goes back to published and out of Discover, with a reason its author reads. */
  async takeDown(caller: SessionUser, roleId: number, reason: string): Promise<RoleDraft> {
    await this.assertStaff(caller);
    return this.reviewed(roleId, await this.deps.roles.takeDown(roleId, caller.userId, reason));
  }

  // ---- internals ----

  private async reviewed(roleId: number, row: RoleRow | undefined): Promise<RoleDraft> {
    if (!row) {
      // A role that exists but is in the wrong status for this step is a conflict; one that does not, not found.
      if (await this.deps.roles.find(roleId)) throw new ApiError(ErrorCode.Conflict, 'roleId: the role is not in a status this review step applies to');
      throw notFound('Role');
    }
    this.deps.changed?.(roleId, true);
    return this.toDraft(row);
  }

  private async assertStaff(caller: SessionUser): Promise<void> {
    assertAccount(caller);
    if (!(await this.deps.isStaff(caller.userId))) throw staffOnly();
  }

  private async own(caller: SessionUser, roleId: number): Promise<RoleRow> {
    const row = await this.deps.roles.findOwn(roleId, caller.userId);
    if (!row) throw notFound('Role');
    return row;
  }

  private async toDraft(row: RoleRow): Promise<RoleDraft> {
    const links = await this.deps.roles.linksOf([row.id]);
    return toRoleDraft(row, links.get(row.id)!);
  }

  /**
   * Checks a save against the role as it is (its owner, the tags and assets it names), and with `publish` whether
   * the role would be complete after it; then writes it all in one transaction.
   */
  private async write(caller: SessionUser, input: RoleDraftPatch & { roleId: number }, publish: boolean, own: RoleDraftColumns = {}): Promise<RoleDraft> {
    assertAccount(caller);
    const { roleId, ...patch } = input;
    const row = await this.own(caller, roleId);
    const current = (await this.deps.roles.linksOf([roleId])).get(roleId)!;
    const write: DraftWrite = { columns: { ...columnsOf(patch), ...own }, publish };

    if (patch.tags !== undefined) {
      const ids = await this.deps.roles.tagIdsByTitle(patch.tags);
      const unknown = patch.tags.find((t) => !ids.has(t.toLowerCase()));
      if (unknown !== undefined) throw invalid(`tags: no tag is titled "${unknown}"; create it first`);
      write.tagIds = [...new Set(patch.tags.map((t) => ids.get(t.toLowerCase())!))];
    }

    const properties = new Map(current.properties);
    const sent = PROPERTY_KINDS.filter((kind) => patch[PROPERTY_FIELDS[kind].field] !== undefined);
    if (sent.length > 0) {
      write.properties = {};
      for (const kind of sent) {
        const value = patch[PROPERTY_FIELDS[kind].field] as number | number[] | null;
        const ids = value === null ? [] : Array.isArray(value) ? [...new Set(value)] : [value];
        write.properties[kind] = ids;
        properties.set(kind, ids);
      }
      const pictured = sent.includes('cover') || sent.includes('avatar');
      const pictures = pictured ? [properties.get('cover')?.[0], properties.get('avatar')?.[0]].filter((id): id is number => id !== undefined) : [];
      // One read for every asset this save looks at: the ones sent, and the pictures the cover is taken from.
      const ids = [...new Set([...sent.flatMap((k) => properties.get(k) ?? []), ...pictures])];
      const found = new Map((await this.deps.readableAssets(ids, caller.userId)).map((a) => [a.id, a]));
      checkAssets(found, sent, properties);
      if (pictured) write.columns.coverUrl = coverUrlOf(found, pictures);
      if (sent.includes('voice') && own.voice === undefined) write.columns.voice = voiceOf(found, properties.get('voice')?.[0]);
    }

    if (publish) {
      const after = { ...row, ...write.columns } as RoleRow;
      if (missingOf(after, properties).length > 0) throw invalid(RoleCreateMessage.incomplete);
    }
    const saved = await this.deps.roles.save(roleId, caller.userId, write);
    if (!saved) throw notFound('Role');
    // The author chats with a draft too: every save reaches the copies chat keeps, on every instance.
    this.deps.changed?.(roleId, saved.status === RoleStatus.Approved);
    const links = await this.deps.roles.linksOf([roleId]);
    return toRoleDraft(saved, links.get(roleId)!);
  }
}

/** Every asset sent must be one the caller may use, of the field's kind; others' private assets read as unknown. */
function checkAssets(found: Map<number, LinkableAsset>, kinds: RolePropertyKind[], properties: Map<RolePropertyKind, number[]>): void {
  for (const kind of kinds) {
    const { field, kinds: accepted } = PROPERTY_FIELDS[kind];
    for (const id of properties.get(kind) ?? []) {
      const asset = found.get(id);
      if (!asset) throw invalid(`${field}: no asset ${id} in your library`);
      if (!(accepted as string[]).includes(asset.kind)) throw invalid(`${field}: asset ${id} is a ${asset.kind}, not a ${accepted.join(' or ')}`);
      if (kind === 'model' && !modelFileOf(asset.resource)) throw invalid(`${field}: asset ${id} has no 3D model file; upload a VRM`);
    }
  }
}

/**
 * How the role speaks with a voice asset linked: the voice, pitch and pace the asset was made with (its resource's
 * `voice`), which every reply's voice then reads; none linked, the default voice of the role's gender.
 */
function voiceOf(found: Map<number, LinkableAsset>, assetId: number | undefined): Record<string, unknown> | null {
  const voice = assetId === undefined ? undefined : found.get(assetId)?.resource.voice;
  if (typeof voice !== 'object' || voice === null) return null;
  const { voice: name, pitch, rate } = voice as Record<string, unknown>;
  return { ...(typeof name === 'string' ? { voice: name } : {}), ...(typeof pitch === 'number' ? { pitch } : {}), ...(typeof rate === 'number' ? { rate } : {}) };
}

/** The picture cards show: the first of `ids` (the cover asset, then the avatar) with a card picture. */
function coverUrlOf(found: Map<number, LinkableAsset>, ids: number[]): string | null {
  for (const id of ids) {
    const url = propertyResourceSchema.safeParse(found.get(id)?.resource ?? {}).data?.cardUrl;
    if (url) return url;
  }
  return null;
}

function assertAccount(caller: SessionUser): void {
  if (caller.isVisitor) throw loginToCreate();
}

/** The role columns a patch writes. */
function columnsOf(patch: RoleDraftPatch): RoleDraftColumns {
  const columns: RoleDraftColumns = {};
  if (patch.roleName !== undefined) columns.name = patch.roleName;
  if (patch.gender !== undefined) columns.gender = patch.gender;
  if (patch.intro !== undefined) columns.intro = patch.intro;
  if (patch.personality !== undefined) columns.personality = patch.personality;
  if (patch.scenario !== undefined) columns.scenario = patch.scenario;
  if (patch.roleAppearInfo !== undefined) columns.greeting = patch.roleAppearInfo;
  if (patch.exampleDialogue !== undefined) columns.exampleDialogue = patch.exampleDialogue;
  if (patch.nsfw !== undefined) columns.nsfw = patch.nsfw;
  if (patch.progress !== undefined) columns.progress = patch.progress;
  return columns;
}

/** The completeness rule (ROLE_COMPLETENESS): a Latin-lettered name, an intro, a greeting, a cover or an avatar. */
export function missingOf(row: Pick<RoleRow, 'name' | 'intro' | 'greeting' | 'coverUrl'>, properties: Map<RolePropertyKind, number[]>): RoleCompletenessField[] {
  const missing: RoleCompletenessField[] = [];
  if (!hasLatinLetter(row.name)) missing.push('roleName');
  if (!row.intro.trim()) missing.push('intro');
  if (!row.greeting.trim()) missing.push('greeting');
  if (!row.coverUrl && !properties.get('cover')?.length && !properties.get('avatar')?.length) missing.push('cover');
  return missing;
}

const first = (properties: Map<RolePropertyKind, number[]>, kind: RolePropertyKind) => properties.get(kind)?.[0] ?? null;
const isProgress = (value: number | null): value is RoleCreationProgressCode => value !== null && (ROLE_CREATION_PROGRESS_CODES as number[]).includes(value);

export function toRoleDraft(row: RoleRow, links: RoleLinks): RoleDraft {
  return {
    roleId: row.id,
    status: row.status === RoleStatus.Approved ? RoleStatus.Approved : row.status === RoleStatus.Published ? RoleStatus.Published : RoleStatus.Draft,
    progress: isProgress(row.progress) ? row.progress : null,
    roleName: row.name,
    gender: (GENDERS as readonly string[]).includes(row.gender) ? (row.gender as RoleDraft['gender']) : 'non',
    intro: row.intro,
    personality: row.personality,
    scenario: row.scenario,
    roleAppearInfo: row.greeting,
    exampleDialogue: row.exampleDialogue,
    tags: links.tags,
    nsfw: row.nsfw,
    propertyAvatarId: first(links.properties, 'avatar'),
    propertyVoiceId: first(links.properties, 'voice'),
    propertySkyboxId: first(links.properties, 'skybox'),
    propertyAnimationId: first(links.properties, 'animation'),
    propertyModelId: first(links.properties, 'model'),
    propertyCoverId: first(links.properties, 'cover'),
    propertyBgmIds: links.properties.get('bgm') ?? [],
    coverUrl: row.coverUrl,
    reviewState: row.reviewState,
    reviewNote: row.reviewNote,
    missing: missingOf(row, links.properties),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
