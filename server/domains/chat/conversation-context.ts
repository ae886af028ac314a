import { DataType } from '@/lib/contracts/chat';
import type { UserInfo } from '@/lib/contracts/user';
import { notFound } from '@/server/http/api-error';
import type { ChatModel, ChatRequest, ChatTurn, PersonaCard } from '@/server/providers/llm/chat-model';
import { extractFacts, mergeFacts } from './user-facts';
import type { MemoryRepository } from './memory-repository';
import type { MessageRepository, MessageRow, Topic } from './message-repository';
import type { ParticipantRepository } from './participant-repository';

/** The turns a prompt carries word for word; older ones live in the rolling summary. */
export const RECENT_TURNS = 16;
/** When this many turns are past the summary, the oldest are folded in, keeping RECENT_TURNS. */
export const FOLD_AT = 28;
const TURN_TYPES = [DataType.SingleTalk, DataType.Greeting];
/** Turns read for a prompt: the recent ones plus a few, so a rephrase can leave the newest out. */
const TURNS_READ = RECENT_TURNS + 8;

/** A reply's request with what was read to build it. */
export interface PreparedRequest {
  request: ChatRequest;
  info: UserInfo;
  /** How many turns are past the summary, when fewer than were read (else unknown without counting). */
  turnsPastSummary: number | undefined;
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
  async request(topic: Topic, role: PersonaCard, options: { seed: number; until?: bigint }): Promise<ChatRequest> {
    return (await this.prepare(topic, role, options)).request;
  }

  /** Two statements, read together: the participant (user, persona, memory) and the turns past the summary. */
  async prepare(topic: Topic, role: PersonaCard, options: { seed: number; until?: bigint }): Promise<PreparedRequest> {
    const [participant, rows] = await Promise.all([
      this.deps.participants.read(topic.userId, role.roleId),
      this.deps.messages.turnsPastSummary(topic, role.roleId, TURNS_READ, TURN_TYPES),
    ]);
    if (!participant) throw notFound('User');
    const { info, persona, memory } = participant;
    const kept = options.until === undefined ? rows : rows.filter((r) => r.msgId <= options.until!);
    return {
      request: {
        role,
        partner: { name: persona.name || info.name, gender: persona.gender, age: persona.age ?? undefined, description: persona.description || undefined },
        summary: memory.summary,
        facts: memory.facts,
        history: kept.slice(-RECENT_TURNS).flatMap(toTurn),
        lang: info.lang ?? 'en-US',
        seed: options.seed,
      },
      info,
      turnsPastSummary: rows.length < TURNS_READ ? rows.length : undefined,
    };
  }

  /** Remembers what the user said about themselves. */
  async learn(userId: number, roleId: number, text: string): Promise<void> {
    const fresh = extractFacts(text);
    if (fresh.length === 0) return;
    const memory = await this.deps.memory.get(userId, roleId);
    await this.deps.memory.save(userId, roleId, { ...memory, facts: mergeFacts(memory.facts, fresh) });
  }

  /**
   * Folds the oldest turns into the rolling summary once enough have piled up past it. `knownPast` is how
   * many turns were past the summary when the reply was prepared (the reply adds one): when that is far
   * from FOLD_AT nothing is read at all.
   */
  async fold(topic: Topic, role: PersonaCard, model: ChatModel, signal: AbortSignal, knownPast?: number): Promise<void> {
    if (knownPast !== undefined && knownPast + 1 < FOLD_AT) return;
    const memory = await this.deps.memory.get(topic.userId, role.roleId);
    const pending = await this.deps.messages.countAfter(topic, memory.summarizedThrough, TURN_TYPES);
    if (pending < FOLD_AT) return;
    const rows = await this.deps.messages.turnsAfter(topic, memory.summarizedThrough, pending, TURN_TYPES);
    const older = rows.slice(0, rows.length - RECENT_TURNS);
    const last = older.at(-1);
    if (!last) return;
    const request = await this.request(topic, role, { seed: 0 });
    const summary = await model.summarize(memory.summary, older.flatMap(toTurn), { role, partner: request.partner }, signal);
    const latest = await this.deps.memory.get(topic.userId, role.roleId);
    await this.deps.memory.save(topic.userId, role.roleId, { ...latest, summary, summarizedThrough: last.msgId });
  }
}

function toTurn(row: MessageRow): ChatTurn[] {
  const content = typeof row.data.content === 'string' ? row.data.content : '';
  if (!content || row.data.pending) return [];
  return [{ speaker: row.fromUid.startsWith('r') ? 'character' : 'user', text: content }];
}
