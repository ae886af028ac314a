import type { BodyPartName, HistoryMessage, SingleTalkInput } from '@/lib/contracts/chat';
import type { SocketFrame } from '@/lib/contracts/socket-frame';
import type { RoleService } from '@/server/domains/roles/role-service';
import type { SessionUser } from '@/server/domains/users/session-user';
import type { UserService } from '@/server/domains/users/user-service';
import type { WalletService } from '@/server/domains/wallet/wallet-service';
import type { Logger } from '@/server/log';
import { ChatRoles } from './chat-roles';
import type { ConversationContext } from './conversation-context';
import { conversationKey, ConversationQueues } from './conversation-queues';
import { ConversationSnapshots } from './conversation-snapshots';
import { EnterChat } from './enter-chat';
import type { RelationRepository } from '@/server/domains/friends/relation-repository';
import type { MemoryRepository } from './memory-repository';
import { ChatMemoryService } from './memory-service';
import type { MessageIds } from './message-ids';
import type { MessageRepository } from './message-repository';
import { PaidReplies } from './paid-replies';
import { PlotMode } from './plot-mode';
import type { PlotSessionRepository } from './plot-session-repository';
import type { RolePlotRow } from '@/server/domains/roles/role-plot-repository';
import { Rephrase } from './rephrase';
import type { ReplyLeases } from './reply-leases';
import type { ReplyRunner } from './reply-runner';
import { SpeculativeReply } from './speculative-reply';
import { Suggestions } from './suggestions';
import { SummaryFolds } from './summary-folds';
import { Talk } from './talk';
import { Touch } from './touch';

export interface ChatDeps {
  messages: MessageRepository;
  context: ConversationContext;
  /** What characters remember of users, which users see and edit (ChatMemoryService). */
  memory: MemoryRepository;
  /** How users and roles stand: every paid message counts towards it (Talk). */
  relations: RelationRepository;
  runner: ReplyRunner;
  wallet: WalletService;
  roles: RoleService;
  users: UserService;
  ids: MessageIds;
  /** The leases on the replies this instance writes, and the sweep for paid messages nobody answers. */
  leases: ReplyLeases;
  /** The plots being played, and the roles' plots (plot mode). */
  plotSessions: PlotSessionRepository;
  plotOf: (roleId: number, plotId: number) => Promise<RolePlotRow>;
  deliver(userId: number, frame: SocketFrame): Promise<void>;
  log: Logger;
}

/**
 * The chat use cases (seed §4, §7 "Chat"), each in a file of its own: entering a chat (EnterChat), talking, 1 koin
 * each (Talk, which asks the model ahead: SpeculativeReply), rephrase (Rephrase), touch (Touch) and reply inspirations
 * (Suggestions); the history is ChatHistory. They share this instance's conversation queues (one message at a time
 * per conversation), its snapshots of the conversations it answered last, and the summary folds that follow replies.
 */
export class ChatService {
  private readonly queues = new ConversationQueues();
  private readonly folds: SummaryFolds;
  private readonly entering: EnterChat;
  private readonly talking: Talk;
  private readonly rephrasing: Rephrase;
  private readonly touching: Touch;
  private readonly suggesting: Suggestions;
  private readonly plots: PlotMode;
  /** What a character remembers about the user, as the user sees and edits it. */
  readonly memory: ChatMemoryService;

  constructor(private readonly deps: ChatDeps) {
    const { messages, context, runner, wallet, users, ids, leases, deliver, log } = deps;
    const queues = this.queues;
    /** What this instance knew of the conversations it answered last, to ask the model before the prompt is read. */
    const snapshots = new ConversationSnapshots();
    const roles = new ChatRoles(deps);
    const plots = (this.plots = new PlotMode({ roles, sessions: deps.plotSessions, queues, plotOf: deps.plotOf, deliver }));
    this.folds = new SummaryFolds({ context, runner, queues, snapshots, log });
    const replies = new PaidReplies({ context, runner, wallet, ids, folds: this.folds });
    const speculative = new SpeculativeReply({ context, messages, snapshots });
    this.entering = new EnterChat({ roles, users, messages, ids, queues, snapshots, plots, deliver });
    this.talking = new Talk({ roles, context, queues, speculative, replies, leases, plots, relations: deps.relations, deliver, log });
    this.rephrasing = new Rephrase({ roles, messages, wallet, queues, snapshots, replies });
    this.touching = new Touch({ roles, context, runner, messages, ids, snapshots, deliver });
    this.suggesting = new Suggestions({ roles, context, runner });
    this.memory = new ChatMemoryService({ roles, memory: deps.memory, edited: (topic) => snapshots.forget(conversationKey(topic)) });
  }

  /**
   * Resolves once no conversation has work under way or queued: every message taken is answered or refunded, every
   * summary written or dropped. A stopping server waits for this (up to its grace) before it closes the database.
   */
  settled(): Promise<void> {
    return this.queues.settled();
  }

  /**
   * The server is stopping and its grace is over: the replies under way and queued are not written but refunded
   * (ReplyRunner.stop), and the summaries are dropped; `settled` then comes as soon as the refunds are in.
   */
  stop(): void {
    this.folds.stop();
    this.deps.runner.stop();
  }

  /** EnterChat: the greeting and the intro, once per conversation. */
  enterChat(user: SessionUser, roleId: number): Promise<void> {
    return this.entering.enter(user, roleId);
  }

  /** EnterPlot: one of the role's plots starts in the conversation (PlotMode). */
  enterPlot(user: SessionUser, roleId: number, plotId: number, msgId?: string): Promise<void> {
    return this.plots.enter(user, roleId, plotId, { msgId });
  }

  /** ExitPlot: the conversation leaves its plot (PlotMode). */
  exitPlot(user: SessionUser, roleId: number, plotId?: number, msgId?: string): Promise<void> {
    return this.plots.exit(user, roleId, plotId, { msgId });
  }

  /** SingleTalk: stored and paid for (1 koin), acknowledged, then answered (Talk). */
  singleTalk(user: SessionUser, msgId: string, input: SingleTalkInput): Promise<void> {
    return this.talking.send(user, msgId, input);
  }

  /** msgRephrase: the newest reply written again for another koin (Rephrase). */
  rephrase(user: SessionUser, msgId: string): Promise<HistoryMessage> {
    return this.rephrasing.rephrase(user, msgId);
  }

  /** chat/click: the character reacts to a touch on a body part (Touch). */
  touch(user: SessionUser, roleId: number, bodyPart: BodyPartName): Promise<HistoryMessage> {
    return this.touching.react(user, roleId, bodyPart);
  }

  /** Reply inspirations (Suggestions). */
  suggestions(user: SessionUser, roleId: number, num: number): Promise<string[]> {
    return this.suggesting.suggest(user, roleId, num);
  }
}
