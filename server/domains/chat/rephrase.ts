import { DataType, type HistoryMessage } from '@/lib/contracts/chat';
import type { SessionUser } from '@/server/domains/users/session-user';
import type { WalletService } from '@/server/domains/wallet/wallet-service';
import { ApiError, ErrorCode, notFound } from '@/server/errors';
import { historyOfRow } from './chat-frames';
import type { ChatRoles } from './chat-roles';
import { conversationKey, type ConversationQueues } from './conversation-queues';
import type { ConversationSnapshots } from './conversation-snapshots';
import { seedOf } from './message-ids';
import type { MessageRepository, Topic } from './message-repository';
import type { PaidReplies } from './paid-replies';
import { payForRephrase } from './rephrase-charge';

/**
 * msgRephrase: writes the newest reply again (rewriteCount + 1) for another koin. Each rewrite that reaches the model
 * is paid once: the same call again while one is under way here is the same request, answered with its result (or
 * its error) and paid nothing; one under way on another instance is refused (payForRephrase).
 */
export class Rephrase {
  /** The rephrases under way on this instance, by user and reply: a repeat joins the one under way. */
  private readonly underWay = new Map<string, Promise<HistoryMessage>>();

  constructor(
    private readonly deps: {
      roles: ChatRoles;
      messages: MessageRepository;
      wallet: WalletService;
      queues: ConversationQueues;
      snapshots: ConversationSnapshots;
      replies: PaidReplies;
    },
  ) {}

  /** Rewrites reply `msgId`, or joins its rewrite under way here; answers the reply as rewritten. */
  rephrase(user: SessionUser, msgId: string): Promise<HistoryMessage> {
    // One id however it is written ("0123" is 123): one rewrite, one payment.
    const canonical = BigInt(msgId).toString();
    const key = `${user.userId}:${canonical}`;
    const running = this.underWay.get(key);
    if (running) return running;
    const run = this.once(user, canonical).finally(() => this.underWay.delete(key));
    this.underWay.set(key, run);
    return run;
  }

  private async once(user: SessionUser, msgId: string): Promise<HistoryMessage> {
    const id = BigInt(msgId);
    const row = await this.deps.messages.find(user.userId, id);
    if (!row || !row.fromUid.startsWith('r') || row.dataType !== DataType.SingleTalk || row.roleId === null) throw notFound('Message');
    const topic: Topic = { userId: user.userId, topicId: row.topicId, topicType: row.topicType };
    const latest = await this.deps.messages.latest(topic, [DataType.SingleTalk]);
    if (latest?.msgId !== id) throw new ApiError(ErrorCode.InvalidParams, 'msgId: only the newest reply can be rephrased');
    const role = await this.deps.roles.roleFor(user, row.roleId);
    const count = row.rewriteCount + 1;
    const chargeKey = await payForRephrase(this.deps.wallet, user.userId, msgId, count);
    const key = conversationKey(topic);
    // The newest reply and the wallet change: this instance's guess at the conversation's next prompt is out of date.
    this.deps.snapshots.forget(key);
    const replyTo = typeof row.data.replyTo === 'string' ? row.data.replyTo : undefined;
    const stored = await this.deps.queues.run(key, () => this.deps.replies.answer(topic, role, { replyTo, seed: seedOf(id) + count, chargeKey, rewrite: { id, count, replacing: typeof row.data.content === 'string' ? row.data.content : undefined } }));
    if (!stored) throw new ApiError(ErrorCode.Internal, 'AI completion failed', 502);
    return historyOfRow(stored);
  }
}
