import { DataType, emotionCode, MotionType, type MessageData } from '@/lib/contracts/chat';
import type { MessagePlot } from '@/lib/contracts/role-plot-rules';
import { MsgType, SocketCode, type SocketFrame } from '@/lib/contracts/socket-frame';
import type { Logger } from '@/server/log';
import { ChatModelError, type ChatModel, type ChatRequest, type PersonaCard, type ReplyResult } from '@/server/providers/llm/chat-model';
import { errorFrame, frameOfRow, roleUid } from './chat-frames';
import type { VoiceReply } from '@/server/providers/tts/speech-service';
import type { MessageRepository, MessageRow, Topic } from './message-repository';
import { PendingPacer } from './pending-pacer';
import { PlaceInLine } from './place-in-line';
import type { ReplyVoice } from './reply-voice';

export const AI_COMPLETION_FAILED = 'AI completion failed';
/** What a user hears of a reply the server stopped because it is restarting (SocketCode.ServerRestarting). */
export const STOPPED_FOR_RESTART = 'KOKO is restarting: this reply was stopped and your koin given back. Send your message again in a moment.';

export interface ReplyJob {
  topic: Topic;
  conversationId: string;
  role: PersonaCard;
  replyId: bigint;
  /** The user message this answers (its id), for the client to pair them. */
  replyTo?: string;
  request: ChatRequest;
  /** Writes this reply instead of the configured model (a voice message nobody could make out). */
  model?: Pick<ChatModel, 'reply'>;
  /** The plot the reply is played in (its data carries it). */
  plot?: MessagePlot;
  /** A rephrase rewrites the stored reply instead of adding one. */
  rewriteCount: number;
  /** Whether the user wants replies spoken (userInfo.autoAudio). */
  speak: boolean;
  /** Gives the koin back when no reply could be written. */
  refund(): Promise<void>;
  /**
   * The payment for the message, still under way when the model is asked ahead of it: nothing of the reply is
   * sent, stored or refunded before it settles, and when it did not go through (false, or a failure) the
   * completion is stopped with nothing said. Absent: the message is paid for already.
   */
  paid?: Promise<boolean>;
}

/** The reply was stopped because its message was not paid for (empty wallet, a duplicate, a failed store). */
class NotPaid extends Error {}

/**
 * Writes one reply: streams the text as `pending` frames with the reply's id (paced: PendingPacer), then stores it and sends the
 * final frame (msgFinish, emotion, action) with ack 0. A failure refunds and says so; a user who leaves
 * (their last socket closed) stops the completion.
 */
export class ReplyRunner {
  private readonly running = new Map<number, Set<AbortController>>();
  /** Every reply being written, until it is stored or stopped. */
  private readonly underWay = new Set<Promise<unknown>>();
  /** Set by `stop`: every reply is refunded instead of written. */
  private stopped = false;

  constructor(
    private readonly deps: {
      model: ChatModel;
      messages: MessageRepository;
      deliver(userId: number, frame: SocketFrame): Promise<void>;
      /** The reply's voice when the user wants replies spoken. */
      voice?: ReplyVoice;
      log: Logger;
    },
  ) {}

  get model(): ChatModel {
    return this.deps.model;
  }

  /** Stops every completion running for a user. */
  cancel(userId: number): void {
    for (const controller of this.running.get(userId) ?? []) controller.abort();
  }

  /**
   * The server is stopping and its grace is over: every completion running is stopped, and every reply asked for
   * from now on is not written; each gives its koin back (once its message is paid for) and tells its user.
   */
  stop(): void {
    this.stopped = true;
    for (const set of this.running.values()) for (const controller of set) controller.abort();
  }

  /** Writes one reply (see the class). */
  async run(job: ReplyJob): Promise<MessageRow | undefined> {
    const running = this.write(job);
    this.underWay.add(running);
    try {
      return await running;
    } finally {
      this.underWay.delete(running);
    }
  }

  /**
   * Resolves once every reply under way has finished (stored, or stopped with its koin given back), or after
   * `limitMs`: a server stopping waits for this before it closes the database.
   */
  async settled(limitMs: number): Promise<void> {
    const deadline = Date.now() + limitMs;
    while (this.underWay.size > 0 && Date.now() < deadline) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([Promise.allSettled([...this.underWay]), new Promise((resolve) => (timer = setTimeout(resolve, deadline - Date.now())))]);
      clearTimeout(timer);
    }
  }

  private async write(job: ReplyJob): Promise<MessageRow | undefined> {
    const { userId } = job.topic;
    if (this.stopped) {
      if (job.paid && !(await job.paid.catch(() => false))) return undefined;
      await this.giveBack(job);
      return undefined;
    }
    const controller = new AbortController();
    const set = this.running.get(userId) ?? new Set();
    set.add(controller);
    this.running.set(userId, set);
    try {
      const result = await this.stream(job, controller);
      const voice = job.speak ? await this.deps.voice?.speak(job.role.roleId, result.text, controller.signal) : undefined;
      return await this.store(job, result, voice);
    } catch (error) {
      if (error instanceof NotPaid) return undefined;
      if (this.stopped) return void (await this.giveBack(job));
      await job.refund().catch((refundError: unknown) => this.deps.log.error('chat refund failed', { error: refundError, userId }));
      if (controller.signal.aborted) return undefined;
      this.deps.log.warn('chat completion failed', { userId, roleId: job.role.roleId, error: error instanceof ChatModelError ? `${error.failure}: ${error.message}` : error });
      // The user's message was delivered and stays; the frame names it in replyTo (not msgId) so the client
      // does not mark it failed and resend it — a resend of the same id is answered with an ack only.
      const where = { dataType: DataType.SingleTalk, topicId: job.topic.topicId, topicType: job.topic.topicType };
      await this.deps.deliver(userId, errorFrame(where, SocketCode.CompletionFailed, AI_COMPLETION_FAILED, { replyTo: job.replyTo, roleId: job.role.roleId }));
      return undefined;
    } finally {
      set.delete(controller);
      if (set.size === 0) this.running.delete(userId);
    }
  }

  /** A reply the stopping server will not write: its koin back, and its user told why. */
  private async giveBack(job: ReplyJob): Promise<void> {
    const { userId } = job.topic;
    await job.refund().catch((refundError: unknown) => this.deps.log.error('chat refund failed', { error: refundError, userId }));
    const where = { dataType: DataType.SingleTalk, topicId: job.topic.topicId, topicType: job.topic.topicType };
    await this.deps
      .deliver(userId, errorFrame(where, SocketCode.ServerRestarting, STOPPED_FOR_RESTART, { replyTo: job.replyTo, roleId: job.role.roleId }))
      .catch((error: unknown) => this.deps.log.warn('could not tell of a stopped reply', { error, userId }));
  }

  private async stream(job: ReplyJob, controller: AbortController): Promise<ReplyResult> {
    const line = new PlaceInLine((place) => this.deps.deliver(job.topic.userId, this.pendingFrame(job, '', place)), job.paid === undefined);
    const replies = (job.model ?? this.deps.model).reply(job.request, controller.signal, line);
    // The model is asked now; when the payment is still under way, its first words (and its place in line) wait for it.
    const first = replies.next();
    first.catch(() => undefined); // awaited below; a failure before the payment settles is not unhandled meanwhile
    if (job.paid && !(await job.paid.catch(() => false))) {
      controller.abort();
      throw new NotPaid();
    }
    line.open();
    const pacer = new PendingPacer((content) => this.deps.deliver(job.topic.userId, this.pendingFrame(job, content)));
    let content = '';
    try {
      for (let step = await first; ; step = await replies.next()) {
        if (step.done) return step.value;
        await line.close();
        content += step.value;
        await pacer.push(content);
      }
    } finally {
      await pacer.close();
    }
  }

  private pendingFrame(job: ReplyJob, content: string, waiting?: number): SocketFrame {
    const data: MessageData = { content, pending: true, roleId: job.role.roleId, replyTo: job.replyTo, ...(waiting ? { waiting } : {}), ...(job.plot ? { plot: job.plot } : {}) };
    return {
      msgId: job.replyId.toString(),
      msgType: MsgType.Biz,
      dataType: DataType.SingleTalk,
      data: JSON.stringify(data),
      conversationId: job.conversationId,
      fromUid: roleUid(job.role.roleId),
      topicId: job.topic.topicId,
      topicType: job.topic.topicType,
      meta: { chat_id: job.conversationId, rewriteCount: job.rewriteCount },
      ack: 1,
      code: SocketCode.Ok,
    };
  }

  private async store(job: ReplyJob, result: ReplyResult, voice: VoiceReply | undefined): Promise<MessageRow> {
    const data: MessageData = {
      content: result.text,
      contentType: 't',
      roleId: job.role.roleId,
      msgFinish: true,
      emotion: emotionCode(result.emotion),
      action: MotionType[result.motion],
      animation: result.motion,
      llmModel: result.model,
      timeline: result.timeline,
      replyTo: job.replyTo,
      ...(job.plot ? { plot: job.plot } : {}),
      ...(voice ? { voice: voice.url, duration: voice.durationMs / 1000, visemes: voice.visemes } : {}),
    };
    const { userId } = job.topic;
    const row =
      job.rewriteCount > 0
        ? await this.deps.messages.rewrite(userId, job.replyId, data, job.rewriteCount)
        : await this.deps.messages.insertReply({
            msgId: job.replyId,
            userId,
            conversationId: job.conversationId,
            topicId: job.topic.topicId,
            topicType: job.topic.topicType,
            fromUid: roleUid(job.role.roleId),
            roleId: job.role.roleId,
            dataType: DataType.SingleTalk,
            data,
          });
    // A reply id follows its message and ids never repeat, so the row is there unless the chat was deleted meanwhile.
    if (!row) throw new Error(`reply ${job.replyId} could not be stored`);
    await this.deps.deliver(userId, frameOfRow(row));
    return row;
  }
}
