import { aiTopicId, DataType, emotionCode, KOIN_PER_MESSAGE, MotionType, TopicType, type BodyPartName, type HistoryMessage, type MessageData, type SingleTalkInput } from '@/lib/contracts/chat';
import { isNsfwRole } from '@/lib/contracts/role';
import type { SocketFrame } from '@/lib/contracts/socket-frame';
import type { RoleService } from '@/server/domains/roles/role-service';
import type { SessionUser } from '@/server/domains/users/session-user';
import type { UserService } from '@/server/domains/users/user-service';
import type { WalletService } from '@/server/domains/wallet/wallet-service';
import { ApiError, ErrorCode, notFound } from '@/server/errors';
import type { Logger } from '@/server/log';
import type { PersonaCard, UserFact } from '@/server/providers/llm/chat-model';
import { extractFacts, mergeFacts } from '@/server/providers/llm/user-facts';
import { UnheardVoiceReply } from '@/server/providers/stt/unheard-voice-reply';
import { isOwnVoiceUrl } from '@/server/providers/stt/voice-uploads';
import { conversationIdOf, frameOfRow, historyOfRow, msgAckFrame, roleUid } from './chat-frames';
import { personaCardOf } from './persona-card';
import { payForRephrase } from './rephrase-charge';
import { mayAskAhead, mayFold, type ConversationContext, type ConversationState, type PreparedRequest } from './conversation-context';
import { ConversationSnapshots, sameRequest } from './conversation-snapshots';
import type { PaidMessage } from './message-payment-repository';
import type { MessageRepository, MessageRow, Topic } from './message-repository';
import type { ReplyRunner } from './reply-runner';
import type { MessageIds } from './message-ids';

export interface ChatDeps {
  messages: MessageRepository;
  context: ConversationContext;
  runner: ReplyRunner;
  wallet: WalletService;
  roles: RoleService;
  users: UserService;
  ids: MessageIds;
  deliver(userId: number, frame: SocketFrame): Promise<void>;
  log: Logger;
}

/** A seed for the offline engine's wording, stable for one message. */
const seedOf = (id: bigint) => Number(id % 2_147_483_647n);
/** Answers a voice message whose words nobody heard. */
const unheardVoice = new UnheardVoiceReply();

/** The chat use cases (seed §4, §7 "Chat"): entering a chat, talking (1 koin each), history, rephrase, touch. */
export class ChatService {
  /** One conversation answers one message at a time, in the order they came. */
  private readonly queues = new Map<string, Promise<unknown>>();
  /** What this instance knew of the conversations it answered last, to ask the model before the prompt is read. */
  private readonly snapshots = new ConversationSnapshots();
  /** Conversations whose check for a due summary is queued and has not started. */
  private readonly foldsQueued = new Set<string>();
  /** Aborted by `stop`: the summaries being written end, and no new one starts. */
  private readonly stopping = new AbortController();
  /** The rephrases under way on this instance, by user and reply: a repeat joins the one under way. */
  private readonly rephrasing = new Map<string, Promise<HistoryMessage>>();

  constructor(private readonly deps: ChatDeps) {}

  /**
   * Resolves once no conversation has work under way or queued: every message taken is answered or refunded, every
   * summary written or dropped. A stopping server waits for this (up to its grace) before it closes the database.
   */
  async settled(): Promise<void> {
    while (this.queues.size > 0) await Promise.all([...this.queues.values()]);
  }

  /**
   * The server is stopping and its grace is over: the replies under way and queued are not written but refunded
   * (ReplyRunner.stop), and the summaries are dropped; `settled` then comes as soon as the refunds are in.
   */
  stop(): void {
    this.stopping.abort();
    this.deps.runner.stop();
  }

  /** The character a user may talk to: listed or their own, and adult only with adult content on. */
  async roleFor(user: SessionUser, roleId: number): Promise<PersonaCard> {
    const detail = await this.deps.roles.findRecent(roleId, user.userId);
    if (!detail) throw notFound('Role');
    if (isNsfwRole(detail) && !(await this.deps.users.getUserInfo(user.userId)).openNsfw) {
      throw new ApiError(ErrorCode.Forbidden, 'Turn on adult content in Settings to chat with this character.');
    }
    return personaCardOf(detail);
  }

  topicOf(user: SessionUser, roleId: number): Topic {
    return { userId: user.userId, topicId: aiTopicId(roleId), topicType: TopicType.AiSingle };
  }

  /** EnterChat: the greeting and the intro, once per conversation (seed §3 roleAppearInfo). */
  async enterChat(user: SessionUser, roleId: number): Promise<void> {
    const role = await this.roleFor(user, roleId);
    const topic = this.topicOf(user, roleId);
    await this.serialized(topic, async () => {
      this.snapshots.forget(queueKey(topic));
      if ((await this.deps.messages.hasDataType(topic, DataType.Greeting)) || (await this.deps.messages.hasDataType(topic, DataType.Intro))) return;
      const info = await this.deps.users.getUserInfo(user.userId);
      const names = { user: info.name, char: role.name };
      const fill = (text: string) => text.replace(/\{\{user\}\}/gi, names.user).replace(/\{\{char\}\}/gi, names.char);
      const lines: [string, string][] = [];
      if (role.intro) lines.push([DataType.Intro, role.intro]);
      if (role.greeting) lines.push([DataType.Greeting, role.greeting]);
      for (const [dataType, content] of lines) {
        const data: MessageData = { content: fill(content), contentType: 't', roleId, msgFinish: true, emotion: emotionCode('joy'), action: MotionType.appear, animation: 'appear' };
        const row = await this.deps.messages.insertRow({ msgId: this.deps.ids.next(), conversationId: conversationIdOf(user.userId, topic.topicType, topic.topicId), ...topic, fromUid: roleUid(roleId), roleId, dataType, data, ack: 0 });
        if (row) await this.deps.deliver(user.userId, frameOfRow(row));
      }
    });
  }

  /**
   * SingleTalk: the message is stored and paid for in one transaction (no koin → 614, nothing stored),
   * acknowledged, then answered. The same msgId again is the same message: acknowledged, never paid twice.
   */
  async singleTalk(user: SessionUser, msgId: string, input: SingleTalkInput): Promise<void> {
    const role = await this.roleFor(user, input.roleId);
    if (input.contentType === 'v' && !isOwnVoiceUrl(input.voice!, user.userId)) throw new ApiError(ErrorCode.InvalidParams, 'voice: must be a clip you uploaded');
    const topic = this.topicOf(user, input.roleId);
    const id = BigInt(msgId);
    const conversationId = conversationIdOf(user.userId, topic.topicType, topic.topicId);
    const data: MessageData = { content: input.content, contentType: input.contentType, roleId: input.roleId, voice: input.voice, duration: input.duration };
    const seed = seedOf(id);
    const key = queueKey(topic);
    const incoming = { msgId: id, text: input.content };
    const idle = this.idle(topic);
    // When this instance answered the conversation's last message, what it knew then is enough to ask the model at
    // once: the read checks that guess while the model works, so neither the read nor the payment comes before the
    // model is asked. That read then runs in the payment's own statement: one round trip and one transaction.
    const guess = idle ? this.snapshots.forMessage(key, id) : undefined;
    const message: PaidMessage = { msgId: id, conversationId, ...topic, roleId: input.roleId, dataType: DataType.SingleTalk, data, amount: KOIN_PER_MESSAGE, idempotencyKey: `chat:${msgId}` };
    const readPaid = guess ? this.deps.context.readPaying(message) : undefined;
    // Otherwise, when nothing else is under way in this conversation, the prompt is read while the message is stored
    // and paid for (it carries the message itself): one database round trip less before the first token.
    const read = readPaid ? readPaid.then(({ state }) => state) : idle ? this.deps.context.read(topic, role.roleId, id) : undefined;
    read?.catch(() => undefined);
    const paid = readPaid ? readPaid.then(({ outcome }) => outcome) : this.deps.messages.insertPaid(message);
    // The MsgAck goes out before anything of the reply does.
    const acked = paid.then(async (outcome) => {
      if (outcome !== 'taken') await this.deps.deliver(user.userId, msgAckFrame([msgId]));
      return outcome;
    });
    const stored = acked.then(
      (outcome) => outcome === 'stored',
      () => false,
    );
    const reply = this.serialized(topic, async () => {
      const options = { replyTo: msgId, seed, chargeKey: `chat:${msgId}`, unheard: !input.content };
      // What the user says about themselves here goes into this reply's prompt, and into the memory once the message
      // is paid for; only a voice message can arrive without words (the character then says it could not make them out).
      const fresh = input.content ? extractFacts(input.content) : [];
      const learned = stored.then((ok) => (ok ? this.deps.context.remember(user.userId, role.roleId, fresh) : undefined));
      learned.catch((error: unknown) => this.deps.log.warn('chat memory not saved', { error }));
      const build = (state: ConversationState) => withFacts(this.deps.context.build(state, role, { seed, incoming }), fresh);
      let answered: MessageRow | undefined;
      let state: ConversationState | undefined;
      try {
        const seen = read?.catch(() => undefined);
        if (guess) {
          const ahead = build(guess.state);
          const checked = seen!.then((found) => found !== undefined && sameRequest(ahead, build(found)));
          answered = await this.answer(topic, role, { ...options, prepared: ahead, paid: Promise.all([stored, checked]).then(([ok, same]) => ok && same) });
          state = await seen;
          // Answered, failed after its payment (refunded), or not paid for: done. Otherwise the guess was wrong and
          // the reply was stopped unseen: it is asked again from what the read found.
          if (answered || !(await stored) || (await checked)) return answered;
        } else {
          state = await seen;
          if (state && mayAskAhead(state)) {
            // The wallet could pay and the id is new: the model is asked while the message is being paid for, so the
            // payment takes nothing from the first token (its words wait for the payment; a refusal stops it unseen).
            answered = await this.answer(topic, role, { ...options, prepared: build(state), paid: stored });
            return answered;
          }
        }
        if (!(await stored)) return undefined;
        state ??= await this.deps.context.read(topic, role.roleId, id);
        answered = await this.answer(topic, role, { ...options, prepared: build(state) });
        return answered;
      } finally {
        const facts = await learned.catch(() => undefined);
        if (answered && state) this.snapshots.keep(key, state, { msgId: id, fromUid: String(user.userId), data: { ...data } }, answered, facts);
        else this.snapshots.forget(key);
      }
    });
    reply.catch(() => undefined);
    const outcome = await acked;
    if (outcome === 'taken') throw new ApiError(ErrorCode.Conflict, 'msgId: this id is taken, send with a new one');
    if (outcome === 'duplicate') return;
    await reply;
  }

  /**
   * msgRephrase: writes the newest reply again (rewriteCount + 1) for another koin. Each rewrite that reaches the model
   * is paid once: the same call again while one is under way here is the same request, answered with its result (or
   * its error) and paid nothing; one under way on another instance is refused (payForRephrase).
   */
  rephrase(user: SessionUser, msgId: string): Promise<HistoryMessage> {
    // One id however it is written ("0123" is 123): one rewrite, one payment.
    const canonical = BigInt(msgId).toString();
    const key = `${user.userId}:${canonical}`;
    const running = this.rephrasing.get(key);
    if (running) return running;
    const run = this.rephraseOnce(user, canonical).finally(() => this.rephrasing.delete(key));
    this.rephrasing.set(key, run);
    return run;
  }

  private async rephraseOnce(user: SessionUser, msgId: string): Promise<HistoryMessage> {
    const id = BigInt(msgId);
    const row = await this.deps.messages.find(user.userId, id);
    if (!row || !row.fromUid.startsWith('r') || row.dataType !== DataType.SingleTalk || row.roleId === null) throw notFound('Message');
    const topic: Topic = { userId: user.userId, topicId: row.topicId, topicType: row.topicType };
    const latest = await this.deps.messages.latest(topic, [DataType.SingleTalk]);
    if (latest?.msgId !== id) throw new ApiError(ErrorCode.InvalidParams, 'msgId: only the newest reply can be rephrased');
    const role = await this.roleFor(user, row.roleId);
    const count = row.rewriteCount + 1;
    const key = await payForRephrase(this.deps.wallet, user.userId, msgId, count);
    // The newest reply and the wallet change: this instance's guess at the conversation's next prompt is out of date.
    this.snapshots.forget(queueKey(topic));
    const replyTo = typeof row.data.replyTo === 'string' ? row.data.replyTo : undefined;
    const stored = await this.serialized(topic, () => this.answer(topic, role, { replyTo, seed: seedOf(id) + count, chargeKey: key, rewrite: { id, count } }));
    if (!stored) throw new ApiError(ErrorCode.Internal, 'AI completion failed', 502);
    return historyOfRow(stored);
  }

  private async answer(
    topic: Topic,
    role: PersonaCard,
    options: {
      replyTo?: string;
      seed: number;
      chargeKey: string;
      rewrite?: { id: bigint; count: number };
      unheard?: boolean;
      prepared?: PreparedRequest;
      /** The message's payment when the model is asked ahead of it (ReplyJob.paid). */
      paid?: Promise<boolean>;
    },
  ) {
    const { request, info, turnsPastSummary } =
      options.prepared ?? (await this.deps.context.prepare(topic, role, { seed: options.seed, until: options.rewrite ? options.rewrite.id - 1n : undefined }));
    const stored = await this.deps.runner.run({
      topic,
      conversationId: conversationIdOf(topic.userId, topic.topicType, topic.topicId),
      role,
      replyId: options.rewrite?.id ?? (options.replyTo ? this.deps.ids.after(BigInt(options.replyTo)) : this.deps.ids.next()),
      replyTo: options.replyTo,
      request,
      rewriteCount: options.rewrite?.count ?? 0,
      speak: info.autoAudio,
      model: options.unheard ? unheardVoice : undefined,
      paid: options.paid,
      refund: async () => {
        await this.deps.wallet.move([{ userId: topic.userId, amount: KOIN_PER_MESSAGE, reason: 'chat_refund', refType: 'message', refId: options.replyTo }], `refund:${options.chargeKey}`);
      },
    });
    const key = queueKey(topic);
    // A check already queued counts this reply too when it runs: one check for the replies that finish before it.
    if (stored && mayFold(turnsPastSummary) && !this.foldsQueued.has(key)) {
      this.foldsQueued.add(key);
      // Queued behind this reply, so memory is never written by two hands at once; nobody waits for it.
      void this.serialized(topic, async () => {
        this.foldsQueued.delete(key);
        if (this.stopping.signal.aborted) return;
        // Every turn past the summary, as this instance last saw them: the fold then reads nothing.
        const snapshot = this.snapshots.complete(key);
        const seen = snapshot && { memory: snapshot.state.participant.memory, turns: snapshot.state.turns };
        const hint = { past: turnsPastSummary, partner: request.partner, seen };
        const folded = await this.deps.context.fold(topic, role, this.deps.runner.model, AbortSignal.any([AbortSignal.timeout(120_000), this.stopping.signal]), hint);
        if (folded?.fromSeen) this.snapshots.folded(key, snapshot!, folded);
        else if (folded) this.snapshots.forget(key);
      }).catch((error: unknown) => this.deps.log.warn('chat summary failed', { error }));
    }
    return stored;
  }

  /** chat/click: the character reacts to a touch on a body part; free, kept in the history and sent to the chat. */
  async touch(user: SessionUser, roleId: number, bodyPart: BodyPartName) {
    const role = await this.roleFor(user, roleId);
    const topic = this.topicOf(user, roleId);
    const msgId = this.deps.ids.next();
    const request = await this.deps.context.request(topic, role, { seed: seedOf(msgId) });
    const result = await this.deps.runner.model.touch({ ...request, bodyPart }, AbortSignal.timeout(60_000));
    const data: MessageData & { bodyPart: string } = { content: result.text, contentType: 't', roleId, msgFinish: true, emotion: emotionCode(result.emotion), action: MotionType[result.motion], animation: result.motion, llmModel: result.model, bodyPart };
    const row = await this.deps.messages.insertRow({ msgId, conversationId: conversationIdOf(user.userId, topic.topicType, topic.topicId), ...topic, fromUid: roleUid(roleId), roleId, dataType: DataType.SingleTalk, data, ack: 1 });
    this.snapshots.forget(queueKey(topic));
    if (!row) throw new ApiError(ErrorCode.Internal, 'the reaction could not be stored', 500);
    // The transcript shows it at once, on every device of the user, as it shows a reply.
    await this.deps.deliver(user.userId, frameOfRow(row));
    return historyOfRow(row);
  }

  /** Reply inspirations: short lines the user might send next, in their voice. */
  async suggestions(user: SessionUser, roleId: number, num: number): Promise<string[]> {
    const role = await this.roleFor(user, roleId);
    const request = await this.deps.context.request(this.topicOf(user, roleId), role, { seed: Date.now() % 100_000 });
    return this.deps.runner.model.suggest(request, num, AbortSignal.timeout(60_000));
  }

  private idle(topic: Topic): boolean {
    return !this.queues.has(queueKey(topic));
  }

  private serialized<T>(topic: Topic, work: () => Promise<T>): Promise<T> {
    const key = queueKey(topic);
    const run = (this.queues.get(key) ?? Promise.resolve()).then(work, work);
    const tail = run.catch(() => undefined);
    this.queues.set(key, tail);
    void tail.then(() => {
      if (this.queues.get(key) === tail) this.queues.delete(key);
    });
    return run;
  }
}

const queueKey = (topic: Topic) => `${topic.userId}:${topic.topicType}:${topic.topicId}`;

/** The prepared reply with the facts the message being answered gives about the user merged into its memory. */
function withFacts(prepared: PreparedRequest, fresh: UserFact[]): PreparedRequest {
  if (fresh.length > 0) prepared.request.facts = mergeFacts(prepared.request.facts, fresh);
  return prepared;
}
