import { DataType } from '@/lib/contracts/chat-codes';
import type { SocketFrame } from '@/lib/contracts/socket-frame';
import { conversationKey, frameData, type ChatMessage, type MessageStatus } from './chat-message';
import { nextMessageId } from './message-id';
import { systemTimers, type Timers } from './timers';

/** Seed §4/§9: a send without progress fails after 60 s, checked every 3 s. */
export const SEND_TIMEOUT_MS = 60_000;
export const SEND_CHECK_INTERVAL_MS = 3_000;
/** Seed §4/§9: history is pulled over HTTP when no finished reply came within 10 s. */
export const HISTORY_PULL_MS = 10_000;
/** Seed §4/§9: at most 20 pending conversations are tracked. */
export const MAX_PENDING_CONVERSATIONS = 20;

export interface Conversation {
  topicId: string;
  topicType: number;
}

export interface SendTrackerOptions {
  /** Puts a frame on the socket. */
  transmit(frame: SocketFrame): void;
  /** Stores the message locally; called again with each status it takes. */
  save(message: ChatMessage & { msgId: string }): void;
  pullHistory(conversation: Conversation): void;
  createId?: () => string | undefined;
  timers?: Timers;
}

type Tracked = ChatMessage & { msgId: string };

/** The send flow of seed §4: sending → success on ack or reply, → fail after 60 s; history pulls for silent chats. */
export class SendTracker {
  private readonly outstanding = new Map<string, { message: Tracked; sentAt: number }>();
  private readonly waits = new Map<string, unknown>();
  private check?: unknown;
  private readonly timers: Timers;
  private readonly createId: () => string | undefined;

  constructor(private readonly options: SendTrackerOptions) {
    this.timers = options.timers ?? systemTimers;
    this.createId = options.createId ?? nextMessageId;
  }

  /** Sends a new message; without an id it fails at once and is sent again with `send`, not `retry`. */
  send(frame: Omit<SocketFrame, 'msgId'>): ChatMessage {
    const msgId = this.createId();
    if (!msgId) return { ...frame, status: 'fail', updated: this.timers.now() };
    return this.transmit({ ...frame, msgId });
  }

  /** Sends a failed message again under the same id, so the server can tell it is the same message. */
  retry(msgId: string): ChatMessage | undefined {
    const entry = this.outstanding.get(msgId);
    return entry?.message.status === 'fail' ? this.transmit(entry.message) : undefined;
  }

  /** Every frame the socket (or a history pull) delivers. */
  receive(frame: SocketFrame): void {
    const data = frameData(frame);
    if (frame.dataType === DataType.MsgAck) {
      if (!frame.code) data.msgIdList?.forEach((msgId) => this.settle(msgId, 'success'));
      return;
    }
    if (frame.code) {
      if (frame.msgId) this.settle(frame.msgId, 'fail');
      return;
    }
    // The server's copy of the message, or a reply naming it; a reply that names none answers its whole chat.
    if (frame.msgId) this.settle(frame.msgId, 'success');
    if (data.replyTo) this.settle(data.replyTo, 'success');
    else this.settleConversation(frame);
    if (data.msgFinish) this.stopWaiting(conversationKey(frame));
  }

  dispose(): void {
    this.waits.forEach((timer) => this.timers.clearTimeout(timer));
    this.waits.clear();
    this.timers.clearInterval(this.check);
    this.check = undefined;
  }

  private transmit(frame: Tracked): ChatMessage {
    const { status: _status, updated: _updated, isServerHistory: _server, isHistoryMsg: _history, ...wire } = frame;
    const message: Tracked = { ...wire, status: 'sending', updated: this.timers.now() };
    this.outstanding.set(message.msgId, { message, sentAt: this.timers.now() });
    this.options.save(message);
    this.options.transmit(wire);
    this.waitForReply({ topicId: String(frame.topicId ?? ''), topicType: frame.topicType ?? 0 });
    this.check ??= this.timers.setInterval(() => this.expire(), SEND_CHECK_INTERVAL_MS);
    return message;
  }

  private settle(msgId: string, status: MessageStatus) {
    const entry = this.outstanding.get(msgId);
    if (!entry || entry.message.status === status) return;
    entry.message = { ...entry.message, status, updated: this.timers.now() };
    if (status === 'success') this.outstanding.delete(msgId);
    this.options.save(entry.message);
    if (![...this.outstanding.values()].some(({ message }) => message.status === 'sending')) {
      this.timers.clearInterval(this.check);
      this.check = undefined;
    }
  }

  private settleConversation(reply: SocketFrame) {
    const key = conversationKey(reply);
    for (const { message } of [...this.outstanding.values()]) {
      if (message.status === 'sending' && conversationKey(message) === key && message.fromUid !== reply.fromUid) this.settle(message.msgId, 'success');
    }
  }

  private expire() {
    const now = this.timers.now();
    for (const { message, sentAt } of [...this.outstanding.values()]) {
      if (message.status === 'sending' && now - sentAt >= SEND_TIMEOUT_MS) this.settle(message.msgId, 'fail');
    }
  }

  private waitForReply(conversation: Conversation) {
    const key = conversationKey(conversation);
    this.stopWaiting(key);
    const oldest = this.waits.keys().next();
    if (this.waits.size >= MAX_PENDING_CONVERSATIONS && !oldest.done) this.stopWaiting(oldest.value);
    const timer = this.timers.setTimeout(() => {
      this.waits.delete(key);
      this.options.pullHistory(conversation);
    }, HISTORY_PULL_MS);
    this.waits.set(key, timer);
  }

  private stopWaiting(key: string) {
    this.timers.clearTimeout(this.waits.get(key));
    this.waits.delete(key);
  }
}
