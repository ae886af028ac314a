import { DataType, KOIN_PER_MESSAGE } from '@/lib/contracts/chat';
import { chosenName } from '@/lib/contracts/role-rules';
import type { UserInfo } from '@/lib/contracts/user';
import { notFound } from '@/server/errors';
import { selectLoreEntries } from '@/server/domains/cards/select-lore-entries';
import type { ChatModel, ChatRequest, ChatTurn, PersonaCard, UserFact } from '@/server/providers/llm/chat-model';
import { mergeFacts } from '@/server/providers/llm/user-facts';
import type { ChatMemory } from './chat-memory';
import type { ConversationRead, TurnRow } from './conversation-read';
import { forgottenIn, textWithout, type ForgottenValue } from './memory-edits';
import type { MemoryRepository } from './memory-repository';
import type { PaidMessage, PaidOutcome } from './message-payment-repository';
import type { MessageRepository, MessageRow, Topic } from './message-repository';
import type { ParticipantRepository } from './participant-repository';

/** The turns a prompt carries word for word; older ones live in the rolling summary. */
export const RECENT_TURNS = 16;
/** When this many turns are past the summary, the oldest are folded in, keeping RECENT_TURNS. */
export const FOLD_AT = 28;
/** The data types of the messages that are turns of a conversation. */
export const TURN_TYPES = [DataType.SingleTalk, DataType.Greeting];
/**
 * Turns read for a prompt: the recent ones and as many more as pile up before a fold, so a rephrase can leave the
 * newest out, and a reply knows from the read alone whether a fold may be due (mayFold) instead of counting after
 * every reply once the read came back full.
 */
export const TURNS_READ = FOLD_AT;

/** What one read saw of a conversation (ParticipantRepository.read). */
export type ConversationState = ConversationRead;

export interface BuildOptions {
  seed: number;
  /** Leaves out everything after this message (a rephrase). */
  until?: bigint;
  /** The user's message being answered. */
  incoming?: { msgId: bigint; text: string };
}

/**
 * Whether a reply may be asked of the model before its message is paid for: the read saw a wallet that can pay
 * and no message with its id. An empty wallet or a resent id never reaches the model.
 */
export const mayAskAhead = ({ incoming }: Pick<ConversationState, 'incoming'>): boolean => !incoming.idKnown && incoming.balance >= KOIN_PER_MESSAGE;

/** A reply's request with what was read to build it. */
export interface PreparedRequest {
  request: ChatRequest;
  info: UserInfo;
  /** How many turns are past the summary, when fewer than were read (else unknown without counting). */
  turnsPastSummary: number | undefined;
}

/** What the caller of a fold knows of the conversation (ConversationContext.fold). */
export interface FoldHint {
  /** How many turns were past the summary when the reply was prepared (the reply adds one); undefined: unknown. */
  past?: number;
  /** Who the user chats as, when the caller knows (the reply's request does); else it is read. */
  partner?: ChatRequest['partner'];
  /** Every turn past the memory's summary (oldest first) as the caller knows them, with that memory. */
  seen?: { memory: ChatMemory; turns: TurnRow[] };
}

/** A summary a fold wrote: it covers the turns up to `through`; `fromSeen` when it was written from the turns the caller had seen. */
export interface Folded {
  summary: string;
  through: bigint;
  fromSeen: boolean;
}

/** What a character knows when it answers: its card, who it talks to, the memory and the recent turns. */
export class ConversationContext {
  constructor(
    private readonly deps: {
      participants: ParticipantRepository;
      messages: MessageRepository;
      memory: MemoryRepository;
    },
  ) {}

  /** The request for the next reply; `until` leaves out everything after that message (a rephrase). */
  async request(topic: Topic, role: PersonaCard, options: Omit<BuildOptions, 'incoming'>): Promise<ChatRequest> {
    return (await this.prepare(topic, role, options)).request;
  }

  /**
   * One statement: the participant (user, persona, memory) and the turns past the summary, with what it saw of
   * the message being answered (`incomingId`: its sender's koin and whether its id is stored).
   */
  async read(topic: Topic, roleId: number, incomingId?: bigint): Promise<ConversationState> {
    const found = await this.deps.participants.read(topic, roleId, TURNS_READ, TURN_TYPES, incomingId);
    if (!found) throw notFound('User');
    return found;
  }

  /**
   * Stores and pays for the user's message and reads its conversation (as `read` does) in one statement. Not enough
   * koin throws BalanceNotEnough, and nothing was stored, paid or read.
   */
  async readPaying(message: PaidMessage): Promise<{ outcome: PaidOutcome; state: ConversationState }> {
    const { outcome, state } = await this.deps.participants.readPaying(message, TURNS_READ, TURN_TYPES);
    if (!state) throw notFound('User');
    return { outcome, state };
  }

  /** The request for the next reply, read now (see `build`). */
  async prepare(topic: Topic, role: PersonaCard, options: BuildOptions): Promise<PreparedRequest> {
    return this.build(await this.read(topic, role.roleId, options.incoming?.msgId), role, options);
  }

  /**
   * The request a conversation's state makes. `incoming` is the user's message being answered: it goes last in
   * the history, whether the read saw it or not (it may be read at the same time as it is stored) and even when
   * replies to earlier messages were written after it.
   */
  build(state: ConversationState, role: PersonaCard, options: BuildOptions): PreparedRequest {
    const { incoming } = options;
    const { participant, turns: read } = state;
    const { info, persona, memory } = participant;
    const rows = incoming ? read.filter((r) => r.msgId !== incoming.msgId) : read;
    const kept = options.until === undefined ? rows : rows.filter((r) => r.msgId <= options.until!);
    // The message being sent is one of the recent turns, as it would be had it been read with them.
    const history = kept.slice(-(incoming ? RECENT_TURNS - 1 : RECENT_TURNS)).flatMap((row) => toTurn(row, memory.forgotten));
    if (incoming?.text) history.push({ speaker: 'user', text: incoming.text });
    const past = rows.length + (incoming ? 1 : 0);
    return {
      request: {
        role,
        partner: { name: partnerName(persona.name, info), gender: persona.gender, age: persona.age ?? undefined, description: persona.description || undefined },
        summary: memory.summary,
        facts: memory.facts,
        history,
        lang: info.lang ?? 'en-US',
        seed: options.seed,
        ...(role.lorebook ? { lore: selectLoreEntries(role.lorebook, history.map((t) => t.text)) } : {}),
      },
      info,
      turnsPastSummary: past < TURNS_READ ? past : undefined,
    };
  }

  /**
   * Remembers what the user said about themselves (`fresh`, found by extractFacts), merged into the memory as it is
   * stored now; answers the facts kept when there was something new.
   */
  async remember(userId: number, roleId: number, fresh: UserFact[]): Promise<UserFact[] | undefined> {
    if (fresh.length === 0) return undefined;
    const memory = await this.deps.memory.get(userId, roleId);
    const facts = mergeFacts(memory.facts, fresh);
    // Said again as the newest thing known: the memory stays as it is, and nothing is written.
    if (sameFacts(facts, memory.facts)) return facts;
    // The user edited their memory since it was read: their edit stands, and what this message taught is let go.
    if (!(await this.deps.memory.saveFacts(userId, roleId, facts, memory.revision))) return undefined;
    return facts;
  }

  /**
   * Folds the oldest turns into the rolling summary once enough have piled up past it, keeping RECENT_TURNS. What the
   * caller knows (FoldHint) spares reads: with every turn past the summary `seen`, nothing is read, and the summary
   * is saved only if the conversation holds those very turns (else it is read and folded again); with only how
   * many turns were `past` it, nothing at all happens while that is far from FOLD_AT. Answers the new summary, or
   * undefined when none was written.
   */
  async fold(topic: Topic, role: PersonaCard, model: ChatModel, signal: AbortSignal, hint: FoldHint = {}): Promise<Folded | undefined> {
    const { seen } = hint;
    if (seen ? seen.turns.length < FOLD_AT : !mayFold(hint.past)) return undefined;
    if (seen) {
      const folded = await this.foldTurns(topic, role, model, signal, seen.memory, seen.turns, hint.partner);
      if (folded) return { ...folded, fromSeen: true };
    }
    const memory = await this.deps.memory.get(topic.userId, role.roleId);
    const pending = await this.deps.messages.countAfter(topic, memory.summarizedThrough, TURN_TYPES);
    if (pending < FOLD_AT) return undefined;
    const rows = await this.deps.messages.turnsAfter(topic, memory.summarizedThrough, pending, TURN_TYPES);
    const folded = await this.foldTurns(topic, role, model, signal, memory, rows, hint.partner);
    return folded && { ...folded, fromSeen: false };
  }

  /** Summarises all but the newest RECENT_TURNS of `turns` (every turn past `memory`'s summary, oldest first) and saves it. */
  private async foldTurns(topic: Topic, role: PersonaCard, model: ChatModel, signal: AbortSignal, memory: ChatMemory, turns: TurnRow[], partner?: ChatRequest['partner']) {
    const older = turns.slice(0, turns.length - RECENT_TURNS);
    const last = older.at(-1);
    if (!last) return undefined;
    const who = partner ?? (await this.request(topic, role, { seed: 0 })).partner;
    const summary = await model.summarize(memory.summary, older.flatMap((row) => toTurn(row, memory.forgotten)), { role, partner: who }, signal);
    const fold = { topic, roleId: role.roleId, dataTypes: TURN_TYPES, after: memory.summarizedThrough, through: last.msgId, turns: older.length, summary, revision: memory.revision };
    return (await this.deps.memory.saveSummary(fold)) ? { summary, through: last.msgId } : undefined;
  }
}

const sameFacts = (a: UserFact[], b: UserFact[]) =>
  a.length === b.length && a.every((f, i) => f.kind === b[i]!.kind && f.value === b[i]!.value && f.source === b[i]!.source);

/** Whether a fold may be due after a reply, given the turns past the summary when it was prepared. */
export const mayFold = (knownPast: number | undefined): boolean => knownPast === undefined || knownPast + 1 >= FOLD_AT;

/** A stored turn as a prompt carries it: without its sentences that say a value the user took back after it. */
function toTurn(row: Pick<MessageRow, 'msgId' | 'fromUid' | 'data'>, forgotten: readonly ForgottenValue[]): ChatTurn[] {
  const said = typeof row.data.content === 'string' ? row.data.content : '';
  if (!said || row.data.pending) return [];
  const content = forgotten.length > 0 ? textWithout(said, forgottenIn(row.msgId, forgotten)) : said;
  if (!content) return [];
  return [{ speaker: row.fromUid.startsWith('r') ? 'character' : 'user', text: content }];
}

/**
 * The name the character knows the user by: the persona's when they wrote one of their own, else the name they
 * chose; '' for a person who has told none (a visitor's "Guest 12" is never a name to call them by).
 */
export function partnerName(personaName: string, info: Pick<UserInfo, 'name' | 'nameChosen'>): string {
  if (personaName.trim() && (info.nameChosen || personaName !== info.name)) return personaName;
  return chosenName(info) ?? '';
}
