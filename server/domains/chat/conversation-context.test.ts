import type { UserInfo } from '@/lib/contracts/user';
import type { PersonaCard } from '@/server/providers/llm/chat-model';
import { extractFacts } from '@/server/providers/llm/user-facts';
import { ConversationContext, FOLD_AT, mayFold, partnerName, RECENT_TURNS, type ConversationState, type FoldHint } from './conversation-context';
import type { ChatMemory } from './chat-memory';
import type { TurnRow } from './conversation-read';
import type { MemoryRepository, SummaryFold } from './memory-repository';

const role = { roleId: 7, name: 'Mira' } as PersonaCard;
const turn = (id: number): TurnRow => ({ msgId: BigInt(id), fromUid: id % 2 ? '1' : 'r7', data: { content: `turn ${id}` } });
const state = (turns: number): ConversationState => ({
  participant: {
    info: { userId: 1, name: 'Guest 1', autoAudio: false } as unknown as UserInfo,
    persona: { name: '', gender: 'non', age: null, description: '' },
    memory: { summary: '', facts: [], summarizedThrough: null, revision: 0, forgotten: [] },
  },
  turns: Array.from({ length: turns }, (_, i) => turn(i + 1)),
  incoming: { balance: 10, idKnown: false },
});

describe('ConversationContext.build', () => {
  // build reads nothing: what it knows comes with the state.
  const context = new ConversationContext({} as never);
  const built = (turns: number) => context.build(state(turns), role, { seed: 1, incoming: { msgId: 1000n, text: 'Hello' } });

  it('knows from the read alone whether a fold may be due, for every count of turns below a fold', () => {
    for (let turns = 0; turns < FOLD_AT - 2; turns++) {
      expect(built(turns).turnsPastSummary).toBe(turns + 1);
      expect(mayFold(built(turns).turnsPastSummary)).toBe(false);
    }
    expect(mayFold(built(FOLD_AT - 2).turnsPastSummary)).toBe(true);
  });

  it('carries the recent turns word for word, the message being answered last', () => {
    const { history } = built(FOLD_AT - 1).request;
    expect(history).toHaveLength(RECENT_TURNS);
    expect(history.at(-2)).toEqual({ speaker: 'user', text: `turn ${FOLD_AT - 1}` });
    expect(history.at(-1)).toEqual({ speaker: 'user', text: 'Hello' });
  });

  it('leaves out the sentences of earlier turns that say a value the user took back, and keeps what was said after', () => {
    const said = (id: number, content: string): TurnRow => ({ msgId: BigInt(id), fromUid: id % 2 ? '1' : 'r7', data: { content } });
    const taken = state(0);
    taken.turns = [said(1, 'I love sailing. My name is Ann.'), said(2, 'Sailing sounds wonderful! Do you sail often?'), said(3, 'I went sailing again today.')];
    taken.participant.memory = { ...taken.participant.memory, forgotten: [{ value: 'sailing', through: '2' }] };
    const { history } = context.build(taken, role, { seed: 1 }).request;
    expect(history).toEqual([
      { speaker: 'user', text: 'My name is Ann.' },
      { speaker: 'user', text: 'I went sailing again today.' },
    ]);
  });

  it("carries the lorebook entries the recent turns name, and none for a role without a lorebook", () => {
    const entry = (keys: string[], content: string) => ({ keys, secondaryKeys: [], content, enabled: true, constant: false, selective: false, caseSensitive: false, insertionOrder: 0, priority: 0, position: 'before_char' as const, name: '', comment: '', useRegex: false });
    const lorebook = { name: '', description: '', recursiveScanning: false, entries: [entry(['hello'], 'Hello is how Mira greets.'), entry(['castle'], 'The castle is far.')] };
    const { request } = context.build(state(3), { ...role, lorebook }, { seed: 1, incoming: { msgId: 1000n, text: 'Hello there' } });
    expect(request.lore?.map((e) => e.content)).toEqual(['Hello is how Mira greets.']);
    expect(built(3).request.lore).toBeUndefined();
  });
});

describe('ConversationContext.remember', () => {
  it('writes the memory when the user says something new about themselves, and not when they say it again', async () => {
    let stored: ChatMemory = { summary: '', facts: [], summarizedThrough: null, revision: 0, forgotten: [] };
    const save = jest.fn(async (_userId: number, _roleId: number, facts: ChatMemory['facts']) => void (stored = { ...stored, facts }));
    const memory = { get: async () => stored, saveFacts: save } as unknown as MemoryRepository;
    const context = new ConversationContext({ memory } as never);
    const said = extractFacts('I have a cat called Biscuit.');
    expect(said).not.toHaveLength(0);

    await context.remember(1, 7, said);
    expect(save).toHaveBeenCalledTimes(1);
    expect(await context.remember(1, 7, extractFacts('I have a cat called Biscuit.'))).toEqual(stored.facts);
    expect(save).toHaveBeenCalledTimes(1);
    await context.remember(1, 7, extractFacts('My name is Mira.'));
    expect(save).toHaveBeenCalledTimes(2);
    expect(stored.facts.map((f) => f.value)).toEqual(expect.arrayContaining(['Biscuit', 'Mira']));
  });
});

describe('ConversationContext.fold', () => {
  const topic = { userId: 1, topicId: '7', topicType: 1 };
  const partner = { name: 'Ann', gender: 'female' as const };
  const rows = Array.from({ length: FOLD_AT }, (_, i) => ({ ...turn(i + 1), dataType: 'SingleTalk' }));
  /** A conversation of FOLD_AT turns past a summary 'Earlier.'; saveSummary answers `saves` in turn. */
  function setUp(saves: boolean[] = [true]) {
    let stored: ChatMemory = { summary: 'Earlier.', facts: [], summarizedThrough: null, revision: 0, forgotten: [] };
    const messages = { countAfter: jest.fn(async () => rows.length), turnsAfter: jest.fn(async () => rows) };
    const saveSummary = jest.fn(async (fold: SummaryFold) => {
      const saved = saves.shift() ?? true;
      if (saved) stored = { ...stored, summary: fold.summary, summarizedThrough: fold.through };
      return saved;
    });
    const memory = { get: jest.fn(async () => stored), saveSummary };
    const participants = { read: jest.fn(async () => undefined) };
    const summarize = jest.fn(async () => 'Folded.');
    const context = new ConversationContext({ messages, memory, participants } as never);
    const fold = (hint: FoldHint) => context.fold(topic, role, { summarize } as never, new AbortController().signal, hint);
    return { fold, messages, memory, participants, summarize, stored: () => stored };
  }

  it('folds the oldest turns into the summary, as the partner the reply was written for, without reading the participant again', async () => {
    const { fold, participants, summarize, memory, stored } = setUp();
    expect(await fold({ partner })).toEqual({ summary: 'Folded.', through: BigInt(FOLD_AT - RECENT_TURNS), fromSeen: false });
    expect(participants.read).not.toHaveBeenCalled();
    expect(summarize).toHaveBeenCalledWith('Earlier.', expect.any(Array), { role, partner }, expect.anything());
    expect(memory.saveSummary).toHaveBeenCalledWith(expect.objectContaining({ after: null, through: BigInt(FOLD_AT - RECENT_TURNS), turns: FOLD_AT - RECENT_TURNS }));
    expect(stored()).toMatchObject({ summary: 'Folded.', summarizedThrough: BigInt(FOLD_AT - RECENT_TURNS), revision: 0 });
  });

  it('reads nothing when the caller has seen every turn past the summary, or knows a fold is not due', async () => {
    const { fold, messages, memory } = setUp();
    const seen = { memory: { summary: 'Earlier.', facts: [], summarizedThrough: null, revision: 0, forgotten: [] }, turns: rows };
    expect(await fold({ partner, seen })).toMatchObject({ summary: 'Folded.', fromSeen: true });
    expect(await fold({ partner, seen: { ...seen, turns: rows.slice(0, FOLD_AT - 1) } })).toBeUndefined();
    expect(await fold({ partner, past: FOLD_AT - 3 })).toBeUndefined();
    expect(memory.get).not.toHaveBeenCalled();
    expect(messages.countAfter).not.toHaveBeenCalled();
    expect(messages.turnsAfter).not.toHaveBeenCalled();
  });

  it('reads the conversation and folds again when it does not hold the turns the caller had seen', async () => {
    const { fold, messages, memory, summarize } = setUp([false, true]);
    const seen = { memory: { summary: 'Earlier.', facts: [], summarizedThrough: null, revision: 0, forgotten: [] }, turns: rows.slice(1) };
    expect(await fold({ partner, seen: { ...seen, turns: [...seen.turns, turn(FOLD_AT + 1)] } })).toMatchObject({ fromSeen: false });
    expect(memory.saveSummary).toHaveBeenCalledTimes(2);
    expect(messages.turnsAfter).toHaveBeenCalledTimes(1);
    expect(summarize).toHaveBeenCalledTimes(2);
  });
});

describe('partnerName', () => {
  it("is the persona's own name, else the chosen name, and never a visitor's given name", () => {
    expect(partnerName('Captain', { name: 'Guest 12', nameChosen: false })).toBe('Captain');
    expect(partnerName('Guest 12', { name: 'Guest 12', nameChosen: false })).toBe('');
    expect(partnerName('', { name: 'Guest 12', nameChosen: false })).toBe('');
    expect(partnerName('Mira', { name: 'Mira', nameChosen: true })).toBe('Mira');
    expect(partnerName('', { name: 'Mira', nameChosen: true })).toBe('Mira');
  });
});
