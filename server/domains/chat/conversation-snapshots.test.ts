import type { UserInfo } from '@/lib/contracts/user';
import type { ChatRequest } from '@/server/providers/llm/chat-model';
import { TURNS_READ, type ConversationState, type PreparedRequest } from './conversation-context';
import { ConversationSnapshots, sameRequest } from './conversation-snapshots';
import type { TurnRow } from './conversation-read';

const turn = (id: number, content = `turn ${id}`): TurnRow => ({ msgId: BigInt(id), fromUid: id % 2 ? '1' : 'r7', data: { content } });

function read(options: { turns?: TurnRow[]; balance?: number; idKnown?: boolean } = {}): ConversationState {
  return {
    participant: {
      info: { userId: 1, name: 'Guest 1', autoAudio: false } as unknown as UserInfo,
      persona: { name: 'Ann', gender: 'non', age: null, description: '' },
      memory: { summary: '', facts: [{ kind: 'name', value: 'Ann', source: 'I am Ann.' }], summarizedThrough: null, revision: 0, forgotten: [] },
    },
    turns: options.turns ?? [],
    incoming: { balance: options.balance ?? 10, idKnown: options.idKnown ?? false },
  };
}

describe('ConversationSnapshots', () => {
  it('keeps what was read with the message and its reply added, oldest first, as many turns as a read returns', () => {
    const snapshots = new ConversationSnapshots();
    const older = Array.from({ length: TURNS_READ }, (_, i) => turn(i + 1));
    snapshots.keep('c', read({ turns: older }), turn(101), turn(102));
    const kept = snapshots.forMessage('c', 103n)!;
    expect(kept.state.turns).toHaveLength(TURNS_READ);
    expect(kept.state.turns.slice(-3).map((t) => t.msgId)).toEqual([BigInt(TURNS_READ), 101n, 102n]);
    expect(kept.newestId).toBe(102n);
  });

  it('knows when it holds every turn past the summary, and stands where a fold of them left the memory', () => {
    const snapshots = new ConversationSnapshots();
    // A read cut short by its limit may have left older turns unread; one that was not holds them all.
    snapshots.keep('cut', read({ turns: Array.from({ length: TURNS_READ }, (_, i) => turn(i + 1)) }), turn(101), turn(102));
    expect(snapshots.complete('cut')).toBeUndefined();
    snapshots.keep('overflow', read({ turns: Array.from({ length: TURNS_READ - 1 }, (_, i) => turn(i + 1)) }), turn(101), turn(102));
    expect(snapshots.complete('overflow')).toBeUndefined();
    snapshots.keep('all', read({ turns: Array.from({ length: TURNS_READ - 2 }, (_, i) => turn(i + 1)) }), turn(101), turn(102));
    const all = snapshots.complete('all')!;
    expect(all.state.turns).toHaveLength(TURNS_READ);

    snapshots.folded('all', all, { summary: 'They met.', through: 10n });
    const after = snapshots.complete('all')!;
    expect(after.state.participant.memory).toMatchObject({ summary: 'They met.', summarizedThrough: 10n, facts: [{ value: 'Ann' }] });
    expect(after.state.turns.map((t) => t.msgId)).toEqual([...Array.from({ length: TURNS_READ - 12 }, (_, i) => BigInt(i + 11)), 101n, 102n]);
    // The next message is still answered ahead of its read.
    expect(snapshots.forMessage('all', 103n)).toBe(after);

    // A snapshot kept after the fold began is newer than what the fold saw: it stays as it is.
    snapshots.folded('all', all, { summary: 'Stale.', through: 20n });
    expect(snapshots.complete('all')).toBe(after);
  });

  it('does not count the message twice when the read already saw it stored, and takes the koin it paid from what was read before', () => {
    const snapshots = new ConversationSnapshots();
    snapshots.keep('before', read({ turns: [turn(1)], balance: 5 }), turn(3), turn(4));
    expect(snapshots.forMessage('before', 5n)!.balance).toBe(4);
    snapshots.keep('after', read({ turns: [turn(1), turn(3)], balance: 4, idKnown: true }), turn(3), turn(4));
    const after = snapshots.forMessage('after', 5n)!;
    expect(after.balance).toBe(4);
    expect(after.state.turns.map((t) => t.msgId)).toEqual([1n, 3n, 4n]);
  });

  it('carries the facts the message taught', () => {
    const snapshots = new ConversationSnapshots();
    const facts = [
      { kind: 'name' as const, value: 'Ann', source: 'I am Ann.' },
      { kind: 'pet' as const, value: 'Pim', source: 'My cat is called Pim.' },
    ];
    snapshots.keep('c', read(), turn(1), turn(2), facts);
    expect(snapshots.forMessage('c', 3n)!.state.participant.memory.facts).toEqual(facts);
  });

  it('offers nothing for a message it cannot pay for, one sent again, or a conversation it forgot', () => {
    const snapshots = new ConversationSnapshots();
    snapshots.keep('poor', read({ balance: 1 }), turn(1), turn(2));
    expect(snapshots.forMessage('poor', 3n)).toBeUndefined();
    snapshots.keep('c', read(), turn(1), turn(2));
    expect(snapshots.forMessage('c', 1n)).toBeUndefined();
    expect(snapshots.forMessage('c', 2n)).toBeUndefined();
    expect(snapshots.forMessage('c', 3n)).toBeDefined();
    snapshots.forget('c');
    expect(snapshots.forMessage('c', 3n)).toBeUndefined();
    expect(snapshots.forMessage('never', 3n)).toBeUndefined();
  });

  it('reads a conversation of very long turns every time, and forgets the oldest beyond its budget of characters', () => {
    const snapshots = new ConversationSnapshots(100, 25);
    snapshots.keep('long', read(), turn(1, 'x'.repeat(64 * 1024)), turn(2));
    expect(snapshots.forMessage('long', 3n)).toBeUndefined();
    snapshots.keep('a', read(), turn(1, 'a'.repeat(10)), turn(2, 'b'.repeat(5)));
    snapshots.keep('b', read(), turn(1, 'c'.repeat(10)), turn(2, ''));
    expect(snapshots.forMessage('a', 3n)).toBeDefined();
    snapshots.keep('c', read(), turn(1, 'd'.repeat(5)), turn(2, ''));
    expect(snapshots.forMessage('a', 3n)).toBeUndefined();
    expect(snapshots.forMessage('b', 3n)).toBeDefined();
    expect(snapshots.forMessage('c', 3n)).toBeDefined();
  });

  it('forgets the conversation answered longest ago beyond its size', () => {
    const snapshots = new ConversationSnapshots(2);
    snapshots.keep('a', read(), turn(1), turn(2));
    snapshots.keep('b', read(), turn(1), turn(2));
    snapshots.keep('a', read(), turn(3), turn(4));
    snapshots.keep('c', read(), turn(1), turn(2));
    expect(snapshots.forMessage('b', 9n)).toBeUndefined();
    expect(snapshots.forMessage('a', 9n)).toBeDefined();
    expect(snapshots.forMessage('c', 9n)).toBeDefined();
  });
});

describe('sameRequest', () => {
  const prepared = (request: Partial<ChatRequest>, autoAudio = false): PreparedRequest =>
    ({
      request: { role: { roleId: 7, name: 'Kiriha' }, partner: { name: 'Ann', gender: 'non' }, summary: '', facts: [], history: [{ speaker: 'user', text: 'Hi' }], lang: 'en-US', seed: 1, ...request },
      info: { autoAudio },
    }) as unknown as PreparedRequest;

  it('is the same prompt whatever character object carries it', () => {
    expect(sameRequest(prepared({}), prepared({ role: { roleId: 7, name: 'Kiriha', personality: 'calm' } as ChatRequest['role'] }))).toBe(true);
  });

  it.each([
    ['the persona', { partner: { name: 'Bea', gender: 'non' } }],
    ['the summary', { summary: 'They met at the fair.' }],
    ['the facts', { facts: [{ kind: 'name', value: 'Ann', source: 'I am Ann.' }] }],
    ['the turns', { history: [{ speaker: 'user', text: 'Hello' }] }],
    ['the language', { lang: 'fr-FR' }],
  ] as [string, Partial<ChatRequest>][])('differs when %s differs', (_, change) => {
    expect(sameRequest(prepared({}), prepared(change))).toBe(false);
  });

  it('differs when one would be spoken and the other not', () => {
    expect(sameRequest(prepared({}, false), prepared({}, true))).toBe(false);
  });
});
