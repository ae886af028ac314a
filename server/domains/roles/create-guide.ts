import { randomInt } from 'node:crypto';
import { DataType, TopicType } from '@/lib/contracts/chat-codes';
import {
  GUIDE_IMAGE_OPTIONS,
  GUIDE_SPACE_OPTIONS,
  type GuideCharacter,
  type GuideImageOption,
  type GuideProgress,
  type GuideQuestion,
  type GuideSpaceOption,
  type GuideStep,
  type GuideVoice,
  type GuideVoiceOption,
  type GuideWaiting,
} from '@/lib/contracts/create-guide';
import { CreationProgress } from '@/lib/contracts/friend-codes';
import { isReadyAsset, parsePropertyResource, TaskState, type AssetKind, type Property, type PropertyTask } from '@/lib/contracts/property';
import { fillPlaceholders, RoleStatus } from '@/lib/contracts/role-rules';
import type { SocketFrame } from '@/lib/contracts/socket-frame';
import { noticeFrame } from '@/server/domains/chat/chat-frames';
import type { CharacterLook } from '@/lib/look/look-model';
import type { SessionUser } from '@/server/domains/users/session-user';
import { ApiError, ErrorCode, RateLimitedError } from '@/server/errors';
import type { RateDecision } from '@/server/rate-limits/rate-limiter';
import type { AvatarTextPreview } from '@/lib/contracts/avatar-generation';
import type { CharacterSuggestion } from '@/lib/contracts/character-suggestion';
import type { Inspiration } from '@/server/providers/avatar/inspiration';
import type { RoleDraft } from '@/lib/contracts/role-create';
import { genderOfLook, guideVoicesFor } from './guide-voices';
import type { RoleCreationService } from './role-creation-service';
import type { RoleRow } from './role-repository';

/** The guide's frames belong to no conversation: a chat page open beside it never takes them for its own. */
export const GUIDE_TOPIC = { topicId: 'create-friend', topicType: TopicType.None } as const;

/** What the guide says a new friend sounds like before it is chosen. */
export const sampleLine = (name: string) => `Hello, I'm ${name}. It's lovely to meet you!`;


export interface CreateGuideDeps {
  creation: Pick<RoleCreationService, 'create' | 'draft' | 'save' | 'saveVoice' | 'publish' | 'knownTags'>;
  /** The author's own role row (undefined for another's). */
  ownRole: (roleId: number, userId: number) => Promise<RoleRow | undefined>;
  preview: (prompt: string, seed: number) => Promise<AvatarTextPreview>;
  inspirations: (locale: string | undefined) => Inspiration[];
  /** Starts the avatar's generation from a look (charged as the generator is). */
  generateAvatar: (user: SessionUser, body: { prompt: string; look: CharacterLook; name: string }) => Promise<{ task: PropertyTask; assetId: number }>;
  /** The latest task of one of the user's assets. */
  taskOf: (userId: number, assetId: number) => Promise<PropertyTask>;
  /** The user's own assets of a kind, newest first. */
  ownAssets: (userId: number, kind: AssetKind, size: number) => Promise<Property[]>;
  /** One of the user's assets: its name and resource. */
  assetOf: (userId: number, assetId: number) => Promise<{ name: string; resource: Record<string, unknown> }>;
  /** One line in a voice (a role's stored voice), as an audio URL (undefined when it cannot be made). */
  speak: (gender: string, voice: Record<string, unknown>, text: string) => Promise<string | undefined>;
  /** What the user is called in a greeting: their chosen name, if they chose one. */
  userName: (userId: number) => Promise<string | null>;
  /** A character written for the draft: from the words given and its look, with its name and gender. */
  write: (user: SessionUser, request: { roleId: number; words: string; look?: Record<string, unknown>; locale?: string }) => Promise<CharacterSuggestion>;
  addFriend: (user: SessionUser, roleId: number) => Promise<unknown>;
  /** Drawing looks and writing characters reach a model: per user, as every model call is. */
  limit: (userId: number) => RateDecision | Promise<RateDecision>;
  deliver: (userId: number, frame: SocketFrame) => Promise<void>;
}

/**
 * Creating a friend as a conversation with a guide (lib/contracts/create-guide.ts): each frame the person sends is
 * one answer; the guide saves it on the draft at once and asks the next question. Nothing is kept between frames
 * but the draft, so any instance can take the next answer and a reload resumes.
 */
export class CreateGuide {
  constructor(private readonly deps: CreateGuideDeps) {}

  /** CreateFriend: the question to ask now, for a new friend or the author's draft `roleId`. */
  async start(user: SessionUser, roleId: number | undefined, locale: string | undefined, msgId?: string): Promise<void> {
    if (user.isVisitor) throw new ApiError(ErrorCode.Unlogin, 'Please log in to create a character.');
    const inspirations = this.deps.inspirations(locale).slice(0, 6);
    if (roleId === undefined) return this.tell(user, DataType.CreateFriend, { step: 'look', inspirations }, msgId);
    const role = await this.role(user, roleId);
    const step = await this.stepOf(user, role);
    await this.tell(user, DataType.CreateFriend, { step, roleId, name: role.name, inspirations }, msgId);
    await this.ask(user, role, step);
  }

  /** ProduceImage: a few looks drawn from the description, each from its own seed. */
  async produceImages(user: SessionUser, prompt: string, msgId?: string): Promise<void> {
    await this.allowed(user);
    const seeds = new Set<number>();
    while (seeds.size < GUIDE_IMAGE_OPTIONS) seeds.add(randomInt(0, 2 ** 32));
    const options: GuideImageOption[] = [];
    for (const seed of seeds) {
      const preview = await this.deps.preview(prompt, seed);
      options.push({ seed, image: preview.image, understood: preview.understood.filter((w) => !w.negated).map((w) => w.text) });
    }
    await this.tell(user, DataType.ProduceImage, { prompt, options }, msgId);
  }

  /** ChoiceImage: the look is chosen; the guide asks its name. */
  async chooseImage(user: SessionUser, prompt: string, seed: number, msgId?: string): Promise<void> {
    if (user.isVisitor) throw new ApiError(ErrorCode.Unlogin, 'Please log in to create a character.');
    await this.tell(user, DataType.EnterNickname, { step: 'name', prompt, seed }, msgId);
  }

  /**
   * EnterNickname: the draft is made with its name and gender, its avatar starts drawing from the chosen look (the
   * same look as the option: the same prompt and seed), and the guide asks for a voice while it draws.
   */
  async name(user: SessionUser, input: { name: string; prompt: string; seed: number; roleId?: number }, msgId?: string): Promise<void> {
    const preview = await this.deps.preview(input.prompt, input.seed);
    const gender = genderOfLook(preview.look);
    const roleId = input.roleId ?? (await this.deps.creation.create(user, { roleName: input.name })).roleId;
    if (input.roleId !== undefined) await this.role(user, roleId);
    const started = await this.deps.generateAvatar(user, { prompt: input.prompt, look: preview.look, name: input.name });
    const draft = await this.deps.creation.save(user, { roleId, roleName: input.name, gender, propertyAvatarId: started.assetId, progress: CreationProgress.ChoiceFinished });
    await this.tell(user, DataType.WaitingModel, { roleId, stage: 'avatar', taskId: started.task.id, assetId: started.assetId } satisfies GuideWaiting, msgId);
    await this.progress(user, draft, ['look', 'name']);
    await this.askVoice(user, roleId, draft.roleName, gender, preview.look);
  }

  /** ChoiceVoice: one of the offered voices, or one of the person's own voice assets. */
  async chooseVoice(user: SessionUser, input: { roleId: number; option?: GuideVoice; voiceId?: number }, msgId?: string): Promise<void> {
    await this.role(user, input.roleId);
    const draft = input.option ? await this.deps.creation.saveVoice(user, input.roleId, input.option) : await this.deps.creation.save(user, { roleId: input.roleId, propertyVoiceId: input.voiceId! });
    await this.progress(user, draft, ['look', 'name', 'voice']);
    await this.tell(user, DataType.ChoiceCharacter, { step: 'character', roleId: input.roleId, name: draft.roleName } satisfies GuideQuestion, msgId);
  }

  /** ChoiceCharacter: a character written from the person's words (or from the look alone), or the one shown kept. */
  async chooseCharacter(user: SessionUser, input: { roleId: number; words?: string; keep?: true }, locale: string | undefined, msgId?: string): Promise<void> {
    const role = await this.role(user, input.roleId);
    if (input.keep) {
      if (!role.intro || !role.greeting) throw new ApiError(ErrorCode.InvalidParams, 'Please select first');
      return this.askSpace(user, role.id, msgId);
    }
    await this.allowed(user);
    await this.tell(user, DataType.WaitingModel, { roleId: role.id, stage: 'character' } satisfies GuideWaiting, msgId);
    const avatar = await this.avatarOf(user, role.id);
    // The person's words first, then how they described the look ("an old fisherman…" says a lot about who it is).
    const words = [input.words, avatar?.prompt].filter(Boolean).join(', ');
    const written = await this.deps.write(user, { roleId: role.id, words, look: avatar?.look, locale });
    const tags = await this.deps.creation.knownTags(written.tags);
    const draft = await this.deps.creation.save(user, {
      roleId: role.id,
      intro: written.intro,
      personality: written.personality,
      scenario: written.scenario,
      roleAppearInfo: written.greeting,
      exampleDialogue: written.exampleDialogue.join('\n'),
      tags,
    });
    const character: GuideCharacter = { intro: written.intro, personality: written.personality, greeting: written.greeting, tags, writer: written.writer };
    await this.progress(user, draft, ['look', 'name', 'voice', 'character']);
    await this.tell(user, DataType.ChoiceCharacter, { step: 'character', roleId: role.id, character }, msgId);
  }

  /** SetupRoleBackground: the space the friend lives in, one of the person's own, or none for now. */
  async setBackground(user: SessionUser, input: { roleId: number; skyboxId?: number | null }, msgId?: string): Promise<void> {
    await this.role(user, input.roleId);
    const draft = await this.deps.creation.save(user, {
      roleId: input.roleId,
      ...(input.skyboxId !== undefined ? { propertySkyboxId: input.skyboxId } : {}),
      progress: CreationProgress.SkyboxFinish,
    });
    await this.progress(user, draft, ['look', 'name', 'voice', 'character', 'space']);
    await this.tell(user, DataType.FinishCreate, { roleId: input.roleId, name: draft.roleName, done: false }, msgId);
  }

  /**
   * FinishCreate: once the avatar is drawn, its portrait becomes the cover, the friend is published (its author and
   * anyone with its link can chat with it) and added to the author's friends. While it draws, the guide says so;
   * an avatar that failed sends the person back to the look.
   */
  async finish(user: SessionUser, roleId: number, msgId?: string): Promise<void> {
    await this.role(user, roleId);
    const draft = await this.deps.creation.draft(user, roleId);
    const avatarId = draft.propertyAvatarId;
    if (avatarId === null) return this.tell(user, DataType.CreateFriend, { step: 'look', roleId, name: draft.roleName } satisfies GuideQuestion, msgId);
    const task = await this.deps.taskOf(user.userId, avatarId);
    if (task.state === TaskState.Fail) {
      await this.tell(user, DataType.FinishCreate, { roleId, done: false, failed: task.error ?? 'The avatar could not be drawn.' }, msgId);
      return this.tell(user, DataType.CreateFriend, { step: 'look', roleId, name: draft.roleName } satisfies GuideQuestion);
    }
    if (task.state !== TaskState.Success) return this.tell(user, DataType.WaitingModel, { roleId, stage: 'avatar', taskId: task.id, assetId: avatarId } satisfies GuideWaiting, msgId);
    // Saved again now that the portrait exists: the cover is read from it.
    await this.deps.creation.save(user, { roleId, propertyAvatarId: avatarId, progress: CreationProgress.Finish });
    const published = await this.deps.creation.publish(user, roleId);
    await this.deps.addFriend(user, roleId);
    await this.progress(user, published, ['look', 'name', 'voice', 'character', 'space', 'finish']);
    // The new friend's first words, in its own voice.
    const role = await this.role(user, roleId);
    const greeting = fillPlaceholders(role.greeting, { user: (await this.deps.userName(user.userId)) ?? undefined, char: role.name });
    const greetingUrl = await this.deps.speak(role.gender, role.voice ?? {}, greeting).catch(() => undefined);
    await this.tell(user, DataType.FinishCreate, { roleId, name: published.roleName, coverUrl: published.coverUrl, greeting, ...(greetingUrl ? { greetingUrl } : {}), done: true }, msgId);
  }

  // ---- internals ----

  /** Where a draft stands in the guide's questions. */
  private async stepOf(user: SessionUser, role: RoleRow): Promise<GuideStep> {
    if (role.status >= RoleStatus.Published) return 'done';
    const draft = await this.deps.creation.draft(user, role.id);
    if (draft.propertyAvatarId === null) return 'look';
    if (!role.voice && draft.propertyVoiceId === null) return 'voice';
    if (!role.intro || !role.greeting) return 'character';
    if (role.progress !== CreationProgress.SkyboxFinish && role.progress !== CreationProgress.Finish) return 'space';
    return 'finish';
  }

  /** A resumed draft: the question of its step, with its options. */
  private async ask(user: SessionUser, role: RoleRow, step: GuideStep): Promise<void> {
    if (step === 'voice') {
      const look = (await this.avatarOf(user, role.id))?.look;
      const body = (look?.body ?? { presentation: role.gender === 'male' ? 'masculine' : role.gender === 'female' ? 'feminine' : 'androgynous', age: 'adult', height: 'average' }) as CharacterLook['body'];
      return this.askVoice(user, role.id, role.name, role.gender, { body });
    }
    if (step === 'character') return this.tell(user, DataType.ChoiceCharacter, { step, roleId: role.id, name: role.name } satisfies GuideQuestion);
    if (step === 'space') return this.askSpace(user, role.id);
    if (step === 'finish') return this.tell(user, DataType.FinishCreate, { roleId: role.id, name: role.name, done: false });
  }

  private async askVoice(user: SessionUser, roleId: number, name: string, gender: string, look: Pick<CharacterLook, 'body'>): Promise<void> {
    const line = sampleLine(name);
    const designs = guideVoicesFor(look);
    const samples = await Promise.all(designs.map((d) => this.deps.speak(gender, d.option, line).catch(() => undefined)));
    const own = (await this.deps.ownAssets(user.userId, 'voice', 20)).filter(isReadyAsset).slice(0, 6);
    const options: GuideVoiceOption[] = [
      ...designs.map((d, i) => ({ kind: 'design' as const, key: d.key, option: d.option, ...(samples[i] ? { sampleUrl: samples[i] } : {}) })),
      ...own.map((a) => ({ kind: 'asset' as const, voiceId: a.id, name: a.name, ...sampleOf(a) })),
    ];
    await this.tell(user, DataType.ChoiceVoice, { step: 'voice', roleId, name, options });
  }

  private async askSpace(user: SessionUser, roleId: number, msgId?: string): Promise<void> {
    const spaces = (await this.deps.ownAssets(user.userId, 'skybox', 20)).filter(isReadyAsset).slice(0, GUIDE_SPACE_OPTIONS);
    const options: GuideSpaceOption[] = spaces.map((a) => ({ skyboxId: a.id, name: a.name, ...imageOf(a) }));
    await this.tell(user, DataType.SetupRoleBackground, { step: 'space', roleId, options }, msgId);
  }

  /**
   * The draft's avatar as the guide reads it: the look it was drawn from (once drawn) and the person's description
   * of it (its resource's prompt once drawn; the asset is named after it from the start).
   */
  private async avatarOf(user: SessionUser, roleId: number): Promise<{ look?: Record<string, unknown>; prompt: string } | undefined> {
    const draft = await this.deps.creation.draft(user, roleId);
    if (draft.propertyAvatarId === null) return undefined;
    const asset = await this.deps.assetOf(user.userId, draft.propertyAvatarId).catch(() => undefined);
    if (!asset) return undefined;
    const { look, prompt } = asset.resource;
    return { ...(typeof look === 'object' && look !== null ? { look: look as Record<string, unknown> } : {}), prompt: typeof prompt === 'string' ? prompt : asset.name };
  }

  private async role(user: SessionUser, roleId: number): Promise<RoleRow> {
    if (user.isVisitor) throw new ApiError(ErrorCode.Unlogin, 'Please log in to create a character.');
    const role = await this.deps.ownRole(roleId, user.userId);
    if (!role) throw new ApiError(ErrorCode.NotFound, 'Role not found');
    return role;
  }

  private async allowed(user: SessionUser): Promise<void> {
    if (user.isVisitor) throw new ApiError(ErrorCode.Unlogin, 'Please log in to create a character.');
    const decision = await this.deps.limit(user.userId);
    if (!decision.allowed) throw new RateLimitedError(Math.ceil(decision.retryAfterMs / 1000));
  }

  private progress(user: SessionUser, draft: RoleDraft, done: GuideStep[]): Promise<void> {
    return this.tell(user, DataType.Progress, { roleId: draft.roleId, code: draft.progress ?? CreationProgress.ChooseImage, done } satisfies GuideProgress);
  }

  private tell(user: SessionUser, dataType: string, data: object, msgId?: string): Promise<void> {
    return this.deps.deliver(user.userId, noticeFrame(GUIDE_TOPIC, dataType, data, msgId));
  }
}

function sampleOf(asset: Property): { sampleUrl?: string } {
  const url = parsePropertyResource(asset.resource).audioUrl?.[0];
  return url ? { sampleUrl: url } : {};
}

function imageOf(asset: Property): { imageUrl?: string } {
  const url = parsePropertyResource(asset.resource).cardUrl;
  return url ? { imageUrl: url } : {};
}
