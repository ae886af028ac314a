import { DataType, KOIN_PER_MESSAGE, type MessageData, type SingleTalkInput } from '@/lib/contracts/chat';
import type { SocketFrame } from '@/lib/contracts/socket-frame';
import type { SessionUser } from '@/server/domains/users/session-user';
import { ApiError, ErrorCode } from '@/server/errors';
import type { Logger } from '@/server/log';
import type { UserFact } from '@/server/providers/llm/chat-model';
import { extractFacts, mergeFacts } from '@/server/providers/llm/user-facts';
import { isOwnVoiceUrl } from '@/server/providers/stt/voice-uploads';
import type { RelationGrowth } from '@/server/domains/friends/relation-repository';
import type { RelationMessage } from '@/server/domains/friends/relation-score';
import { conversationIdOf, msgAckFrame, relationChangeFrame } from './chat-frames';
import { topicOf, type ChatRoles } from './chat-roles';
import type { ConversationContext, ConversationState, PreparedRequest } from './conversation-context';
import { conversationKey, type ConversationQueues } from './conversation-queues';
import { seedOf } from './message-ids';
import type { PaidMessage } from './message-payment-repository';
import type { PaidReplies } from './paid-replies';
import { messagePlotOf, plotSceneOf, type PlayingPlot, type PlotMode } from './plot-mode';
import type { ReplyLeases } from './reply-leases';
import type { SpeculativeReply } from './speculative-reply';

/**
 * SingleTalk: the message is stored and paid for in one transaction (no koin → 614, nothing stored),
 * acknowledged, then answered. The same msgId again is the same message: acknowledged, never paid twice.
 */
export class Talk {
  constructor(
    private readonly deps: {
      roles: ChatRoles;
      context: ConversationContext;
      queues: ConversationQueues;
      speculative: SpeculativeReply;
      replies: PaidReplies;
      leases: ReplyLeases;
      plots: PlotMode;
      /** Counts a message the user sent towards their relation with the role. */
      relations: { record(userId: number, roleId: number, message: RelationMessage): Promise<RelationGrowth> };
      deliver(userId: number, frame: SocketFrame): Promise<void>;
      log: Logger;
    },
  ) {}

  /** Takes one message and resolves once it is answered (or its reply failed and was refunded). */
  async send(user: SessionUser, msgId: string, input: SingleTalkInput): Promise<void> {
    const role = await this.deps.roles.roleFor(user, input.roleId);
    if (input.contentType === 'v' && !isOwnVoiceUrl(input.voice!, user.userId)) throw new ApiError(ErrorCode.InvalidParams, 'voice: must be a clip you uploaded');
    // Sent in a plot: answered in its scene while it runs (a plot that ended meanwhile leaves a plain message).
    const playing = await this.deps.plots.playing(user, input.roleId, input.plot);
    const plot = playing && messagePlotOf(playing.plot);
    const topic = topicOf(user, input.roleId);
    const id = BigInt(msgId);
    const conversationId = conversationIdOf(user.userId, topic.topicType, topic.topicId);
    const data: MessageData = { content: input.content, contentType: input.contentType, roleId: input.roleId, voice: input.voice, duration: input.duration, ...(plot ? { plot } : {}) };
    const seed = seedOf(id);
    const key = conversationKey(topic);
    const incoming = { msgId: id, text: input.content };
    const message: PaidMessage = { msgId: id, conversationId, ...topic, roleId: input.roleId, dataType: DataType.SingleTalk, data, amount: KOIN_PER_MESSAGE, idempotencyKey: `chat:${msgId}` };
    // The payment starts now, and the model may be asked before it and the prompt's read are done (SpeculativeReply).
    const speculation = this.deps.speculative.start(key, topic, this.deps.queues.idle(key), message);
    // The MsgAck goes out before anything of the reply does.
    const acked = speculation.paid.then(async (outcome) => {
      if (outcome !== 'taken') await this.deps.deliver(user.userId, msgAckFrame([msgId]));
      return outcome;
    });
    const stored = acked.then(
      (outcome) => outcome === 'stored',
      () => false,
    );
    // What the user says about themselves here goes into this reply's prompt, and into the memory once the message
    // is paid for; only a voice message can arrive without words (the character then says it could not make them out).
    const fresh = input.content ? extractFacts(input.content) : [];
    const reply = this.deps.queues.run(key, async () => {
      const terms = { replyTo: msgId, seed, chargeKey: `chat:${msgId}`, unheard: !input.content };
      const learned = stored.then((ok) => (ok ? this.deps.context.remember(user.userId, role.roleId, fresh) : undefined));
      learned.catch((error: unknown) => this.deps.log.warn('chat memory not saved', { error }));
      const build = (state: ConversationState) => withPlot(withFacts(this.deps.context.build(state, role, { seed, incoming }), fresh), playing);
      const row = await this.deps.speculative.answer(speculation, stored, learned, build, (prepared, paid) => this.deps.replies.answer(topic, role, { ...terms, prepared, paid, plot }));
      // A round of the plot is counted once its reply is stored, before the conversation's next message is taken.
      if (row && playing) await this.deps.plots.answered(user, input.roleId, playing).catch((error: unknown) => this.deps.log.warn('plot round not counted', { error }));
      return row;
    });
    reply.catch(() => undefined);
    this.grow(user, role.roleId, topic, stored, reply, { text: input.content ?? '', facts: fresh.length, at: new Date(), ...(input.contentType === 'v' && input.duration ? { voiceSeconds: input.duration } : {}) });
    // From its payment until its reply is stored or refunded, this instance holds the message's lease (ReplyLeases):
    // in memory only, renewed for all messages at once on an interval.
    void stored.then((ok) => {
      if (!ok) return;
      const release = this.deps.leases.hold(id, user.userId);
      void reply.finally(release).catch(() => undefined);
    });
    const outcome = await acked;
    if (outcome === 'taken') throw new ApiError(ErrorCode.Conflict, 'msgId: this id is taken, send with a new one');
    if (outcome === 'duplicate') {
      // Sent again: when the instance that took it died, nobody answers it; it is refunded once its lease is over.
      this.deps.leases.resent(id);
      return;
    }
    await reply;
  }

  /**
   * A paid message counts towards the relation; a new level reached is told to the chat (seed relation_change) once
   * the reply is out, so the celebration follows the words it answers.
   */
  private grow(user: SessionUser, roleId: number, topic: { topicId: string; topicType: number }, stored: Promise<boolean>, reply: Promise<unknown>, message: RelationMessage): void {
    void stored
      .then(async (ok) => {
        if (!ok) return;
        const growth = await this.deps.relations.record(user.userId, roleId, message);
        if (growth.level <= growth.previousLevel) return;
        await reply.catch(() => undefined);
        const { affinity, level, levelKey, previousLevel, progress } = growth;
        await this.deps.deliver(user.userId, relationChangeFrame(topic, { roleId, affinity, level, levelKey, previousLevel, progress }));
      })
      .catch((error: unknown) => this.deps.log.warn('relation not counted', { error }));
  }
}

/** The prepared reply played in the plot the message was sent in. */
function withPlot(prepared: PreparedRequest, playing: PlayingPlot | undefined): PreparedRequest {
  if (playing) prepared.request.plot = plotSceneOf(playing);
  return prepared;
}

/** The prepared reply with the facts the message being answered gives about the user merged into its memory. */
function withFacts(prepared: PreparedRequest, fresh: UserFact[]): PreparedRequest {
  if (fresh.length > 0) prepared.request.facts = mergeFacts(prepared.request.facts, fresh);
  return prepared;
}
