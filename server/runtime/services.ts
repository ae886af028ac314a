import type { Database } from '@/server/db/client';
import { Transactions } from '@/server/db/transactions';
import type { Env } from '@/server/env';
import { AdminRepository } from '@/server/domains/admin/admin-repository';
import { AdminService } from '@/server/domains/admin/admin-service';
import { CatalogueRepository } from '@/server/domains/catalogue/catalogue-repository';
import { FeedbackRepository } from '@/server/domains/feedback/feedback-repository';
import { FeedbackService } from '@/server/domains/feedback/feedback-service';
import { BannerRepository } from '@/server/domains/feed/banner-repository';
import { BannerService } from '@/server/domains/feed/banner-service';
import { FeedRepository } from '@/server/domains/feed/feed-repository';
import { FeedService } from '@/server/domains/feed/feed-service';
import { ImpressionRepository } from '@/server/domains/feed/impression-repository';
import { ImpressionService } from '@/server/domains/feed/impression-service';
import { LikeRepository } from '@/server/domains/feed/like-repository';
import { LikeService } from '@/server/domains/feed/like-service';
import { PerformRepository } from '@/server/domains/feed/perform-repository';
import { FriendRepository } from '@/server/domains/friends/friend-repository';
import { FriendService } from '@/server/domains/friends/friend-service';
import { RelationRepository } from '@/server/domains/friends/relation-repository';
import { CoverService } from '@/server/domains/media/cover-service';
import { CardService } from '@/server/domains/cards/card-service';
import { RolePropertyRepository } from '@/server/domains/roles/role-property-repository';
import { RoleRepository } from '@/server/domains/roles/role-repository';
import { RoleService } from '@/server/domains/roles/role-service';
import { RoleCreationRepository } from '@/server/domains/roles/role-creation-repository';
import { CardImport } from '@/server/domains/roles/card-import';
import { applyCatalogueChange, CatalogueChanges } from '@/server/domains/catalogue/catalogue-changes';
import { UploadedCovers } from '@/server/domains/assets/uploaded-cover';
import { RoleCreationService } from '@/server/domains/roles/role-creation-service';
import { RolePlotRepository } from '@/server/domains/roles/role-plot-repository';
import { RolePlotService } from '@/server/domains/roles/role-plot-service';
import { ChatHeat } from '@/server/domains/roles/hot-score';
import { RoleHeatRepository } from '@/server/domains/roles/role-heat-repository';
import { TagCreation } from '@/server/domains/tags/tag-creation';
import { canOpenManagePages } from '@/lib/contracts/whitelist';
import { TagRepository } from '@/server/domains/tags/tag-repository';
import { TagService } from '@/server/domains/tags/tag-service';
import { TranslationRepository } from '@/server/domains/translations/translation-repository';
import { TranslationService } from '@/server/domains/translations/translation-service';
import { createVerifiers } from '@/server/domains/users/identity/verifiers';
import { AccountMergeRepository } from '@/server/domains/users/account-merge-repository';
import { LoginService } from '@/server/domains/users/login-service';
import { passkeyOwnerClaim } from '@/server/domains/users/passkeys/passkey-owner-claim';
import { PasskeyChallengeRepository } from '@/server/domains/users/passkeys/passkey-challenge-repository';
import { PasskeyRepository } from '@/server/domains/users/passkeys/passkey-repository';
import { PasskeyService } from '@/server/domains/users/passkeys/passkey-service';
import { AccountAdminService } from '@/server/domains/admin/account-admin-service';
import { AccountAuditRepository } from '@/server/domains/users/local/account-audit-repository';
import { AccountTokenRepository } from '@/server/domains/users/local/account-token-repository';
import { CredentialRepository } from '@/server/domains/users/local/credential-repository';
import { LocalAccountService } from '@/server/domains/users/local/local-account-service';
import { SetupCode } from '@/server/domains/users/local/setup-code';
import { OwnerRepository } from '@/server/domains/users/owner-repository';
import { createSmtpMailer } from '@/server/providers/mail/mailer';
import { VisitorDeviceRepository } from '@/server/domains/users/visitor-device-repository';
import { SessionRepository } from '@/server/domains/users/session-repository';
import { UserRepository } from '@/server/domains/users/user-repository';
import { UserService } from '@/server/domains/users/user-service';
import { UserSettingsService } from '@/server/domains/users/user-settings';
import { UserSettingsRepository } from '@/server/domains/users/user-settings-repository';
import { DailyActionRepository } from '@/server/domains/wallet/daily-action-repository';
import { DailyActionService } from '@/server/domains/wallet/daily-actions';
import { GiftService } from '@/server/domains/wallet/gift-service';
import { WalletRepository } from '@/server/domains/wallet/wallet-repository';
import { WalletService } from '@/server/domains/wallet/wallet-service';
import { ChatHistory } from '@/server/domains/chat/chat-history';
import { ChatService } from '@/server/domains/chat/chat-service';
import { notFound } from '@/server/errors';
import { PlotSessionRepository } from '@/server/domains/chat/plot-session-repository';
import { ConversationContext } from '@/server/domains/chat/conversation-context';
import { MessagePayments } from '@/server/domains/chat/message-payment-repository';
import { ParticipantRepository } from '@/server/domains/chat/participant-repository';
import { MemoryRepository } from '@/server/domains/chat/memory-repository';
import { MessageRepository } from '@/server/domains/chat/message-repository';
import { ReplyLeaseRepository } from '@/server/domains/chat/reply-lease-repository';
import { ReplyLeases } from '@/server/domains/chat/reply-leases';
import { ReplyRunner } from '@/server/domains/chat/reply-runner';
import { MessageIds } from '@/server/domains/chat/message-ids';
import { ChatSocketHandler } from '@/server/realtime/socket-handler';
import { SocketTicketRepository } from '@/server/domains/users/socket-ticket-repository';
import { SocketTicketService } from '@/server/domains/users/socket-tickets';
import type { Logger } from '@/server/log';
import type { Bus } from '@/server/providers/bus/bus';
import { deliverFrame } from '@/server/realtime/user-frames';
import { createChatModel } from '@/server/providers/llm/create-chat-model';
import { createCharacterWriter } from '@/server/providers/character-writer/create-character-writer';
import { CharacterSuggestionService } from '@/server/domains/roles/character-suggestion-service';
import { SpacePreviewService } from '@/server/domains/spaces/space-preview-service';
import { createSpeechModel } from '@/server/providers/tts/create-speech-model';
import { SpeechService } from '@/server/providers/tts/speech-service';
import { createSpeechToText } from '@/server/providers/stt/create-speech-to-text';
import { VoiceUploads } from '@/server/providers/stt/voice-uploads';
import { ReplyVoice } from '@/server/domains/chat/reply-voice';
import type { MediaStore } from '@/server/providers/media/media-store';
import { AvatarRepository } from '@/server/domains/avatars/avatar-repository';
import { AvatarDesignService } from '@/server/domains/avatars/avatar-design-service';
import { AvatarService } from '@/server/domains/avatars/avatar-service';
import { UploadService } from '@/server/domains/uploads/upload-service';
import { UploadTicketRepository } from '@/server/domains/uploads/upload-ticket-repository';
import { dataDirSecret } from './data-dir-secret';
import { AssetRepository } from '@/server/domains/assets/asset-repository';
import { PropertyService } from '@/server/domains/assets/property-service';
import { GenerationService } from '@/server/domains/tasks/generation-service';
import { TaskLifecycle } from '@/server/domains/tasks/task-lifecycle';
import { TaskRepository } from '@/server/domains/tasks/task-repository';
import type { Generator } from '@/server/jobs/generator';
import { createGeneratorLookup } from '@/server/jobs/generator-lookup';
import { TASKS_CHANNEL } from '@/server/jobs/task-runner';
import type { AssetKind } from '@/lib/contracts/property';
import { parsePropertyResource } from '@/lib/contracts/property';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { chosenName } from '@/lib/contracts/role-rules';
import { CreateGuide } from '@/server/domains/roles/create-guide';
import { LocalModelAdmin } from '@/server/domains/admin/local-model-admin';
import { canManage } from '@/lib/contracts/whitelist-levels';
import { RateLimiter, type UserRateLimiter } from '@/server/rate-limits/rate-limiter';

/**
 * The domain services, wired once per runtime over one database; `priority` is its lane for accepting chat
 * messages (DatabaseHandle.priority), the same database by default.
 */
export function createServices(db: Database, media: MediaStore, bus: Bus, env: Env, log: Logger, priority: Database = db, modelCalls: UserRateLimiter = new RateLimiter(env.modelCallLimit.perMinute, env.modelCallLimit.burst)) {
  const transactions = new Transactions(db);
  const roleRepository = new RoleRepository(db);
  const assetRepository = new AssetRepository(db);
  const sessions = new SessionRepository(db);
  const accounts = new UserRepository(db);
  const users = new UserService(accounts, sessions, bus);
  const wallet = new WalletService(new WalletRepository(db));
  const daily = new DailyActionService(transactions, new DailyActionRepository(db), wallet, env.koin);
  const verifiers = createVerifiers(env.login);
  const owners = new OwnerRepository(db);
  const setupCode = SetupCode.inDataDir(env.dataDir);
  const localAccounts = new LocalAccountService({
    transactions,
    credentials: new CredentialRepository(db),
    tokens: new AccountTokenRepository(db),
    owners,
    audit: new AccountAuditRepository(db),
    sessions,
    bus,
    setupCode,
    signup: env.signup,
    mailer: env.mail ? createSmtpMailer(env.mail) : undefined,
    publicUrl: env.publicUrl,
    log,
  });
  const admin = new AdminService(new AdminRepository(db), wallet);
  const settings = new UserSettingsService(new UserSettingsRepository(db), users);
  const translations = new TranslationService(new TranslationRepository(db));
  const roles = new RoleService(roleRepository, translations);
  const covers = new CoverService(media, roleRepository);
  const gifts = new GiftService(roleRepository, wallet);
  const deliver = (userId: number, frame: Parameters<typeof deliverFrame>[2]) => deliverFrame(bus, userId, frame);
  // Users' messages are accepted and paid on connections of their own, in one statement for all that arrive together.
  const payments = new MessagePayments(priority);
  const messages = new MessageRepository(db, payments);
  const memory = new MemoryRepository(db);
  const context = new ConversationContext({ participants: new ParticipantRepository(db, payments), messages, memory });
  const speechModel = createSpeechModel(env.tts);
  const speech = new SpeechService(speechModel, media);
  const voice = new ReplyVoice({ speech, roles: roleRepository, log });
  const runner = new ReplyRunner({ model: createChatModel(env.llm, log), messages, deliver, voice, log });
  const ids = new MessageIds();
  const leases = new ReplyLeases({ repository: new ReplyLeaseRepository(db), wallet, deliver, log });
  const rolePlotRepository = new RolePlotRepository(db);
  const chat = new ChatService({
    messages,
    context,
    memory,
    relations: new RelationRepository(db),
    runner,
    wallet,
    roles,
    users,
    ids,
    leases,
    plotSessions: new PlotSessionRepository(db),
    plotOf: async (roleId, plotId) => {
      const plot = await rolePlotRepository.find(roleId, plotId);
      if (!plot) throw notFound('Plot');
      return plot;
    },
    deliver,
    log,
  });
  const chatHistory = new ChatHistory(messages);
  const tagRepository = new TagRepository(db);
  const tags = new TagService(tagRepository, translations);
  const isStaff = async (userId: number) => canOpenManagePages(await admin.levelOf(userId));
  const feedRepository = new FeedRepository(db);
  const feed = new FeedService({ feed: feedRepository, performs: new PerformRepository(db), roles: roleRepository, tags, translations });
  const catalogueChanges = new CatalogueChanges(bus, (change) => applyCatalogueChange(change, { roles, tags, feed }), log);
  const roleCreationRepository = new RoleCreationRepository(db);
  const roleCreation = new RoleCreationService({
    roles: roleCreationRepository,
    readableAssets: (ids, userId) => assetRepository.readable(ids, userId),
    authorNameOf: async (userId) => (await users.getUserInfo(userId)).name,
    isStaff,
    changed: (roleId, listed) => catalogueChanges.tell({ kind: 'role', roleId, listed }),
  });
  const rolePlots = new RolePlotService({
    plots: rolePlotRepository,
    canOpen: async (roleId, userId) => (await roles.find(roleId, userId)) !== undefined,
    owns: async (roleId, userId) => (await roleCreationRepository.findOwn(roleId, userId)) !== undefined,
  });
  const tagCreation = new TagCreation({ tags: tagRepository, isStaff, changed: () => catalogueChanges.tell({ kind: 'tags' }) });
  const likes = new LikeService(new LikeRepository(db));
  const passkeys = new PasskeyService({
    transactions,
    passkeys: new PasskeyRepository(db),
    challenges: new PasskeyChallengeRepository(db),
    settings: env.webauthn,
    ownerClaim: passkeyOwnerClaim(owners, setupCode, env.signup === 'invite'),
  });
  const taskRepository = new TaskRepository(db);
  const taskLifecycle = new TaskLifecycle({ transactions, tasks: taskRepository, assets: assetRepository, wallet, deliver, log, maxAttempts: env.tasks.maxAttempts });
  const generator: (kind: AssetKind) => Generator<unknown> | undefined = createGeneratorLookup(env);
  const tellRunners = (message: string) => void bus.publish(TASKS_CHANNEL, message).catch((error: Error) => log.warn('telling the task runners failed', { error: error.message }));
  const generation = new GenerationService({
    transactions,
    tasks: taskRepository,
    assets: assetRepository,
    wallet,
    lifecycle: taskLifecycle,
    prices: { freePerDay: env.tasks.freePerDay, koinPrice: env.tasks.koinPrice },
    generator,
    signal: { wake: () => tellRunners('wake'), cancel: (taskId) => tellRunners(`cancel ${taskId}`) },
  });
  const properties = new PropertyService(assetRepository, taskRepository, env.tasks.maxAttempts);
  const characterSuggestions = new CharacterSuggestionService(createCharacterWriter(env.llm, log), roles);
  const friends = new FriendService({ friendsOf: (userId) => new FriendRepository(db, userId), roles: roleRepository, properties: new RolePropertyRepository(db), likes, translations });
  const avatarDesign = new AvatarDesignService();
  const guide = new CreateGuide({
    creation: roleCreation,
    ownRole: (roleId, userId) => roleCreationRepository.findOwn(roleId, userId),
    preview: (prompt, seed) => avatarDesign.textPreview(prompt, seed),
    inspirations: (locale) => avatarDesign.inspirations(isLocale(locale) ? locale : DEFAULT_LOCALE),
    generateAvatar: async (user, body) => {
      const started = await generation.start(user, 'avatar', { prompt: body.prompt, look: body.look }, { name: body.name });
      return { task: started.task, assetId: started.assetId };
    },
    taskOf: async (userId, assetId) => generation.process(userId, { assetId }),
    ownAssets: async (userId, kind, size) => (await properties.list({ ownerId: userId, scope: 'mine', kind, status: 0, taskFilter: 0, current: 1, size })).list,
    assetOf: async (userId, assetId) => {
      const asset = await properties.get(userId, assetId);
      return { name: asset.name, resource: parsePropertyResource(asset.resource) };
    },
    speak: async (gender, voice, text) => (await speech.speakReply({ role: { gender, voice }, text, signal: AbortSignal.timeout(10_000) }))?.url,
    userName: async (userId) => chosenName(await users.getUserInfo(userId)),
    write: (user, request) => characterSuggestions.forRole(user, request),
    addFriend: (user, roleId) => friends.add(user, roleId, true),
    limit: (userId) => modelCalls.attempt(userId),
    deliver,
  });
  const cards = new CardService({ roles, covers, media });
  const uploadedCovers = new UploadedCovers({ assets: assetRepository, media, transactions });
  const cardImport = new CardImport({
    read: (bytes) => cards.read(bytes),
    creation: roleCreation,
    roles: roleCreationRepository,
    addCover: (ownerId, image, name) => uploadedCovers.add(ownerId, image, name),
    coverFailed: (error) => log.warn("a card's picture did not become a cover", { error: error.message }),
  });
  return {
    users,
    /** Generation: the owners' calls, the engine's state changes, the library's reads and each kind's generator. */
    generation,
    taskLifecycle,
    properties,
    generator,
    login: new LoginService({ transactions, accounts, merges: new AccountMergeRepository(), devices: new VisitorDeviceRepository(db), users, sessions, wallet, daily, verifiers, passwords: localAccounts, passkeys, bus, adminEmails: env.adminEmails }),
    /** Visitors, local accounts (email + password, passkeys) and the providers configured. */
    loginSources: ['visitor', 'password', 'passkey', ...verifiers.supported] as string[],
    localAccounts,
    accountAdmin: new AccountAdminService(admin, localAccounts),
    /** The local chat models, managed by whitelist admins in the app as `npm run model` does. */
    localModels: new LocalModelAdmin({
      modelsDir: env.llm.local.modelsDir,
      settings: env.modelPull,
      remote: env.llm.baseUrl !== undefined,
      assertCanView: (caller) => admin.assertCanView(caller),
      assertCanManage: (caller) => admin.assertCanManage(caller),
      canManage: async (caller) => canManage(await admin.levelOf(caller.userId)),
      log,
    }),
    passkeys,
    /** Where the native apps and the community are, and which app versions are under store review. */
    app: { links: env.appLinks, reviewVersions: env.reviewAppVersions },
    settings,
    socketTickets: new SocketTicketService(new SocketTicketRepository(db)),
    chat,
    /** Character cards written from a few words (seed §7 getAiSuggestion). */
    characterSuggestions,
    chatHistory,
    chatRunner: runner,
    /** Renewed and swept on their intervals while the runtime runs (started and stopped by it). */
    chatLeases: leases,
    speech,
    voiceUploads: new VoiceUploads({ media, stt: createSpeechToText(env.stt), log }),
    /** Holds a worker thread: closed with the runtime. */
    speechModel,
    chatSocket: new ChatSocketHandler({ chat, history: chatHistory, wallet, gifts, guide, deliver, log }),
    ids,
    wallet,
    daily,
    gifts,
    admin,
    feedback: new FeedbackService(new FeedbackRepository(db)),
    tags,
    translations,
    roles,
    /** Creating characters: drafts, saves, publishing and the staff's review (lib/contracts/role-create.ts). */
    roleCreation,
    /** A role's plots: its author writes them, anyone who may open the role reads them. */
    rolePlots,
    tagCreation,
    /** Counts chats into roles' hot scores; run on an interval by the runtime. */
    chatHeat: new ChatHeat(new RoleHeatRepository(db)),
    feed,
    impressions: new ImpressionService({ feed: feedRepository, impressions: new ImpressionRepository(db), likes }),
    likes,
    banners: new BannerService(new BannerRepository(db), translations),
    friends,
    catalogue: new CatalogueRepository(db),
    covers,
    cards,
    cardImport,
    /** Role and tag changes, announced to every instance so none keeps a stale copy. */
    catalogueChanges,
    avatars: new AvatarService({ repository: new AvatarRepository(db), media }),
    avatarDesign,
    uploads: new UploadService({
      media,
      tickets: new UploadTicketRepository(db),
      secret: dataDirSecret('upload-secret', env.uploads.secret, env.dataDir),
      limits: env.uploads,
      serverUrl: env.publicUrl,
      mediaPublicUrl: env.media.publicUrl,
      log,
    }),
    spacePreview: new SpacePreviewService(),
    media,
  };
}

export type Services = ReturnType<typeof createServices>;
