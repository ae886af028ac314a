import { KOIN_PER_MESSAGE } from '@/lib/contracts/chat';
import type { UserFact } from '@/server/providers/llm/chat-model';
import { BoundedCache } from '@/lib/bounded-cache';
import { sameData } from '@/lib/same-data';
import { mayAskAhead, TURNS_READ, type ConversationState, type PreparedRequest } from './conversation-context';
import type { TurnRow } from './conversation-read';

/**
 * What this instance knew of a conversation just after answering in it: the state its next read should find.
 * It is only ever a guess, used to ask the model for the next reply without waiting for that read; the read
 * still runs, and the reply's words go out only when it makes the same request (sameRequest).
 */
export interface Snapshot {
  state: ConversationState;
  /** The sender's koin after the last message was paid for, as far as this instance knows. */
  balance: number;
  /** The newest message of the conversation this instance accepted or wrote. */
  newestId: bigint;
  /** About how much memory its turns' words take (characters). */
  size: number;
  /** Whether its turns are every turn past its memory's summary (else only the newest TURNS_READ). */
  complete: boolean;
}

/** A conversation whose recent turns are longer than this is read every time rather than kept (characters). */
const MAX_SNAPSHOT_CHARS = 64 * 1024;

/** The conversations this instance answered last, least recently answered forgotten first, within a budget of characters. */
export class ConversationSnapshots {
  private readonly kept;

  constructor(max = 5_000, maxChars = 32 * 1024 * 1024) {
    this.kept = new BoundedCache<string, Snapshot>({ maxEntries: max, maxWeight: maxChars, weigh: (snapshot) => snapshot.size });
  }

  /**
   * The snapshot a message may be answered from ahead of its read: one whose wallet could pay (as a read would
   * have to see it, mayAskAhead), for an id newer than any it knows (a message sent again never is).
   */
  forMessage(key: string, msgId: bigint): Snapshot | undefined {
    const snapshot = this.kept.peek(key);
    return snapshot && mayAskAhead(snapshot.state) && msgId > snapshot.newestId ? snapshot : undefined;
  }

  /**
   * Keeps the state a conversation is in once `message` was paid for and answered with `reply`: what `read`
   * saw while the message was being paid for, with both turns added and the facts the message taught.
   */
  keep(key: string, read: ConversationState, message: TurnRow, reply: TurnRow, facts?: UserFact[]): void {
    const all = [...read.turns.filter((t) => t.msgId !== message.msgId && t.msgId !== reply.msgId), message, reply].sort((a, b) =>
      a.msgId < b.msgId ? -1 : a.msgId > b.msgId ? 1 : 0,
    );
    const turns = all.slice(-TURNS_READ);
    // Every turn past the summary: the read was not cut short by its limit, and none was left out here.
    const complete = read.turns.length < TURNS_READ && turns.length === all.length;
    // The read ran beside the payment: unless it already saw the message stored, the koin it saw is before the debit.
    const balance = read.incoming.balance - (read.incoming.idKnown ? 0 : KOIN_PER_MESSAGE);
    const participant = facts ? { ...read.participant, memory: { ...read.participant.memory, facts } } : read.participant;
    const size = sizeOf(turns);
    if (size > MAX_SNAPSHOT_CHARS) return this.forget(key);
    this.kept.set(key, { state: { participant, turns, incoming: { balance, idKnown: false } }, balance, newestId: turns.at(-1)!.msgId, size, complete });
  }

  /** The conversation's snapshot when it holds every turn past its memory's summary (what a fold needs). */
  complete(key: string): Snapshot | undefined {
    const snapshot = this.kept.peek(key);
    return snapshot?.complete ? snapshot : undefined;
  }

  /**
   * A fold wrote `snapshot`'s turns up to `through` into the summary: the snapshot now stands where the memory does,
   * so the next message is still answered ahead of its read. A snapshot kept since is left as it is.
   */
  folded(key: string, snapshot: Snapshot, { summary, through }: { summary: string; through: bigint }): void {
    if (this.kept.peek(key) !== snapshot) return;
    const { participant } = snapshot.state;
    const turns = snapshot.state.turns.filter((t) => t.msgId > through);
    const memory = { ...participant.memory, summary, summarizedThrough: through };
    this.kept.set(key, { ...snapshot, state: { ...snapshot.state, participant: { ...participant, memory }, turns }, size: sizeOf(turns) });
  }

  forget(key: string): void {
    this.kept.delete(key);
  }
}

const sizeOf = (turns: TurnRow[]) => turns.reduce((sum, t) => sum + (typeof t.data.content === 'string' ? t.data.content.length : 0), 0);

/** Whether two prepared replies ask the model the same thing (the character aside, the same either way) and end the same way (spoken or not). */
export function sameRequest(a: PreparedRequest, b: PreparedRequest): boolean {
  return a.info.autoAudio === b.info.autoAudio && sameData({ ...a.request, role: undefined }, { ...b.request, role: undefined });
}
