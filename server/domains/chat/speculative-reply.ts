import type { UserFact } from '@/server/providers/llm/chat-model';
import { mayAskAhead, type ConversationContext, type ConversationState, type PreparedRequest } from './conversation-context';
import { sameRequest, type ConversationSnapshots, type Snapshot } from './conversation-snapshots';
import type { PaidMessage, PaidOutcome } from './message-payment-repository';
import type { MessageRepository, MessageRow, Topic } from './message-repository';

/**
 * Writes the reply from `prepared` (PaidReplies.answer). With `paid`, the model is asked at once and nothing of the
 * reply is sent, stored or refunded before `paid` settles; when it is not true the completion is stopped with
 * nothing shown, and the answer is undefined (ReplyJob.paid).
 */
export type AskReply = (prepared: PreparedRequest, paid?: Promise<boolean>) => Promise<MessageRow | undefined>;

/** One message as SpeculativeReply started it: how it is being paid for and read. */
export interface Speculation {
  key: string;
  topic: Topic;
  message: PaidMessage;
  /** What this instance knew after the conversation's previous reply, when the model is asked from it before the read. */
  guess: Snapshot | undefined;
  /** The prompt's read, under way beside the payment; absent when the conversation was busy (it is read in its turn). */
  read: Promise<ConversationState> | undefined;
  /** The message's payment: a failure (an empty wallet: BalanceNotEnough) stored and paid nothing. */
  paid: Promise<PaidOutcome>;
}

/**
 * Asking the model for a message's reply before the message is paid for, and when possible before its prompt is read
 * (README "Chat"), so neither the payment nor the read comes before the first token. Three ways, decided as the
 * message arrives (`start`):
 *
 * - From a snapshot: this instance answered the conversation's previous message, nothing is under way in it, the
 *   wallet it last saw could pay and the id is newer than any it knows (ConversationSnapshots.forMessage). The model
 *   is asked at once from what this instance knew after that reply; the read runs in the payment's own statement
 *   (one round trip, one transaction).
 * - Beside the payment: nothing is under way in the conversation but there is no snapshot. The prompt is read while
 *   the message is stored and paid for, and the model is asked as soon as the read comes back, when it saw a wallet
 *   that can pay and a new id (mayAskAhead).
 * - After the payment: otherwise (the conversation is busy, an empty wallet, a resent id), the prompt is read in the
 *   message's turn once it is paid for, and only then is the model asked.
 *
 * What it guarantees:
 * - A request asked from a snapshot is dropped unseen (none of its words sent, stored or refunded) unless the read
 *   finds the same prompt (sameRequest); when it does not, the model is asked again with what the read found, once
 *   the message is paid for. A read that fails counts as a different prompt.
 * - A request asked ahead of the payment shows nothing before the payment settles, and a payment that fails (an empty
 *   wallet, a resent id, a failed store) stops the completion before anything is shown; it is not asked again.
 * - An empty wallet or a resent id, as the read or snapshot saw it, never reaches the model.
 * - After each message, the conversation's snapshot is what the read saw with the message and its reply added (and
 *   the facts it taught), or it is forgotten when no reply was written.
 */
export class SpeculativeReply {
  constructor(
    private readonly deps: {
      context: Pick<ConversationContext, 'read' | 'readPaying'>;
      messages: Pick<MessageRepository, 'insertPaid'>;
      snapshots: ConversationSnapshots;
    },
  ) {}

  /**
   * Stores and pays for `message` (the payment starts now), reading its conversation at the same time when nothing
   * else is under way in it (`idle`): called as the message arrives, before it waits its turn.
   */
  start(key: string, topic: Topic, idle: boolean, message: PaidMessage): Speculation {
    const guess = idle ? this.deps.snapshots.forMessage(key, message.msgId) : undefined;
    const readPaid = guess ? this.deps.context.readPaying(message) : undefined;
    const read = readPaid ? readPaid.then(({ state }) => state) : idle ? this.deps.context.read(topic, message.roleId, message.msgId) : undefined;
    read?.catch(() => undefined);
    const paid = readPaid ? readPaid.then(({ outcome }) => outcome) : this.deps.messages.insertPaid(message);
    return { key, topic, message, guess, read, paid };
  }

  /**
   * In the message's turn: asks for its reply the way `start` chose (see the class), then keeps or forgets the
   * conversation's snapshot. `stored`: whether the message was stored and paid for now (a duplicate or a failed
   * payment is false); `learned`: the facts kept once the message taught them; `build`: the request a state of the
   * conversation makes for this message. Answers the reply written, or undefined when none was.
   */
  async answer(
    speculation: Speculation,
    stored: Promise<boolean>,
    learned: Promise<UserFact[] | undefined>,
    build: (state: ConversationState) => PreparedRequest,
    ask: AskReply,
  ): Promise<MessageRow | undefined> {
    const { guess, message } = speculation;
    let answered: MessageRow | undefined;
    let state: ConversationState | undefined;
    try {
      const seen = speculation.read?.catch(() => undefined);
      if (guess) {
        const ahead = build(guess.state);
        const checked = seen!.then((found) => found !== undefined && sameRequest(ahead, build(found)));
        answered = await ask(
          ahead,
          Promise.all([stored, checked]).then(([ok, same]) => ok && same),
        );
        state = await seen;
        // Answered, failed after its payment (refunded), or not paid for: done. Otherwise the guess was wrong and
        // the reply was stopped unseen: it is asked again from what the read found.
        if (answered || !(await stored) || (await checked)) return answered;
      } else {
        state = await seen;
        if (state && mayAskAhead(state)) {
          // The wallet could pay and the id is new: the model is asked while the message is being paid for, so the
          // payment takes nothing from the first token (its words wait for the payment; a refusal stops it unseen).
          answered = await ask(build(state), stored);
          return answered;
        }
      }
      if (!(await stored)) return undefined;
      state ??= await this.deps.context.read(speculation.topic, message.roleId, message.msgId);
      answered = await ask(build(state));
      return answered;
    } finally {
      const facts = await learned.catch(() => undefined);
      if (answered && state) this.deps.snapshots.keep(speculation.key, state, { msgId: message.msgId, fromUid: String(message.userId), data: { ...message.data } }, answered, facts);
      else this.deps.snapshots.forget(speculation.key);
    }
  }
}
