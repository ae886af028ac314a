import { timelineSchema, timelineText } from '@/lib/contracts/timeline';
import fc from 'fast-check';
import { BodyPart, EMOTIONS, MotionType, type BodyPartName } from '@/lib/contracts/chat';
import { STARTER_ROLES } from '@/server/domains/catalogue/starter-roles';
import type { ChatRequest, ChatTurn, PersonaCard, ReplyResult } from '../chat-model';
import { PersonaEngine, writeReply } from './persona-engine';
import { extractFacts } from '../user-facts';

const card = (index: number): PersonaCard => ({ roleId: index + 1, ...STARTER_ROLES[index]! });
const KIRIHA = card(0);
const RYUJI = card(1);
/** Words of each card that a reply in that character's voice brings in. */
const VOCABULARY = new Map([
  [KIRIHA.roleId, /dojo|sword|bokken|roof|stance|practice|noodle place|corner|floor/i],
  [RYUJI.roleId, /ramen|broth|noodle|bowl|ladle|railway|bridge|stall|egg|pot|Thursday/i],
]);
const MESSAGES = ['Hi!', 'How are you?', 'Who are you?', "You're really cute.", 'I had a terrible day at work.', 'I got the job!!', 'Do you like cats?', 'Where are we?', 'Thanks for everything.', 'I went to the market today'];
const engine = new PersonaEngine();
const signal = new AbortController().signal;

const request = (role: PersonaCard, text: string, extra: Partial<ChatRequest> = {}): ChatRequest => ({
  role,
  partner: { name: 'Sam' },
  summary: '',
  facts: [],
  history: [{ speaker: 'character', text: role.greeting }, { speaker: 'user', text }],
  lang: 'en-US',
  seed: 42,
  ...extra,
});

/** Valid codes, and a timeline that speaks the reply's words with them. */
const isValid = (result: ReplyResult) =>
  (EMOTIONS as readonly string[]).includes(result.emotion) && result.motion in MotionType && timelineSchema.safeParse(result.timeline).success && timelineText(result.timeline) === result.text;

describe('PersonaEngine.reply', () => {
  it.each([KIRIHA, RYUJI])('speaks with words from the card of $name', (role) => {
    for (const text of MESSAGES) {
      const result = writeReply(request(role, text));
      expect([text, result.text]).toEqual([text, expect.stringMatching(VOCABULARY.get(role.roleId)!)]);
      expect(isValid(result)).toBe(true);
      expect(result.model).toBe('persona-engine');
    }
  });

  it('plays its reply sentence by sentence: the feeling throughout, a question looking at the user and listening', () => {
    const result = writeReply(request(KIRIHA, 'Hi! What are you cooking today?'));
    expect(result.timeline.segments.length).toBeGreaterThan(1);
    expect(result.timeline.segments.every((segment) => segment.emotion === result.emotion)).toBe(true);
    for (const segment of result.timeline.segments.filter((s) => s.text.trimEnd().endsWith('?'))) expect(segment).toMatchObject({ gaze: 'user', motion: 'listen' });
  });

  it('answers the same words differently as different characters', () => {
    for (const text of MESSAGES) expect(writeReply(request(KIRIHA, text)).text).not.toBe(writeReply(request(RYUJI, text)).text);
  });

  it("borrows the card's own answer to a line it knows", () => {
    const result = writeReply(request(RYUJI, "This is the best ramen I've ever had."));
    expect(result.text).toContain('The noodles were a little soft today.');
    expect(result.emotion).toBe('embarrassment');
  });

  it('picks feelings that fit the message and the character', () => {
    expect(writeReply(request(KIRIHA, "You're so strong and talented!")).emotion).toBe('embarrassment');
    expect(writeReply(request(card(4), "You're so strong and talented!")).emotion).toBe('joy');
    expect(writeReply(request(RYUJI, 'My grandmother passed away and I feel so sad.')).emotion).toBe('caring');
    expect(writeReply(request(RYUJI, 'haha, just kidding')).emotion).toBe('amusement');
    expect(writeReply(request(RYUJI, 'Thank you so much')).emotion).toBe('gratitude');
    expect(writeReply(request(RYUJI, 'Why do you run a ramen stall?')).emotion).toBe('curiosity');
    expect(writeReply(request(KIRIHA, "I'm so angry at my boss, it's unfair")).emotion).toBe('disapproval');
  });

  it('is deterministic for the same request and varies with the seed', () => {
    const same = request(KIRIHA, 'Tell me something.');
    expect(writeReply(same)).toEqual(writeReply({ ...same, history: [...same.history] }));
    const bySeed = new Set(Array.from({ length: 8 }, (_, seed) => writeReply({ ...same, seed }).text));
    expect(bySeed.size).toBeGreaterThan(3);
  });

  it('varies across turns and never says the same thing twice in a row', () => {
    for (const role of [KIRIHA, RYUJI]) {
      const history: ChatTurn[] = [{ speaker: 'character', text: role.greeting }];
      const replies: string[] = [];
      for (let turn = 0; turn < 30; turn++) {
        history.push({ speaker: 'user', text: turn % 3 === 0 ? 'ok' : 'hello' });
        const { text } = writeReply({ ...request(role, ''), history: history.slice(-16) });
        expect(text).not.toBe(replies.at(-1));
        replies.push(text);
        history.push({ speaker: 'character', text });
      }
      expect(new Set(replies).size).toBeGreaterThan(15);
    }
  });

  it('remembers what the user told twenty turns earlier', () => {
    const facts = extractFacts('My name is Mira and I have a cat called Biscuit');
    const filler: ChatTurn[] = Array.from({ length: 20 }, (_, i) => ({ speaker: i % 2 ? 'character' : 'user', text: i % 2 ? 'Again! Stance!' : 'Okay, okay.' }));
    for (const seed of [1, 2, 3, 4, 5]) {
      for (const role of [KIRIHA, RYUJI]) {
        const ask = (text: string) => writeReply({ ...request(role, text, { seed, facts, partner: { name: 'Guest' } }), history: [...filler, { speaker: 'user', text }] }).text;
        expect(ask("do you remember my cat's name?")).toContain('Biscuit');
        expect(ask("what's my name?")).toContain('Mira');
      }
    }
  });

  it('admits what it was never told instead of inventing it', () => {
    const { text } = writeReply(request(KIRIHA, 'Do you remember my dog?'));
    expect(text).toMatch(/never (?:actually )?told me|haven't told me|told me yet/);
  });

  it('greets a user by the name they just gave', () => {
    expect(writeReply(request(RYUJI, "Hi, I'm Mira!")).text).toContain('Mira');
  });

  it('streams word-sized pieces that join to the final text', async () => {
    const generator = engine.reply(request(KIRIHA, 'Who are you?'), signal);
    const pieces: string[] = [];
    let next = await generator.next();
    while (!next.done) {
      pieces.push(next.value);
      next = await generator.next();
    }
    expect(pieces.length).toBeGreaterThan(3);
    for (const piece of pieces) expect(piece.trim().split(/\s+/)).toHaveLength(1);
    expect(pieces.join('')).toBe(next.value.text);
  });

  it('stops when the chat is left', async () => {
    const controller = new AbortController();
    const generator = engine.reply(request(KIRIHA, 'Who are you?'), controller.signal);
    await generator.next();
    controller.abort();
    await expect(generator.next()).rejects.toMatchObject({ failure: 'aborted' });
  });

  it('never throws and always answers, whatever the user types', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary', maxLength: 300 })), fc.nat(), fc.boolean(), (text, seed, ryuji) => {
        const result = writeReply(request(ryuji ? RYUJI : KIRIHA, text, { seed }));
        expect(result.text.trim().length).toBeGreaterThan(0);
        expect(result.text.trim()).not.toBe(text.trim());
        expect(isValid(result)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('PersonaEngine.touch', () => {
  it.each(Object.keys(BodyPart) as BodyPartName[])('reacts to a touch on the %s', async (bodyPart) => {
    for (const role of [KIRIHA, RYUJI, card(3)]) {
      const result = await engine.touch({ ...request(role, ''), bodyPart }, signal);
      expect(result.text).toMatch(/^\*.+\* \S/);
      expect(isValid(result)).toBe(true);
    }
  });

  it('flusters the proud with a head pat, pleases the cheerful and keeps boundaries', async () => {
    const touch = (role: PersonaCard, bodyPart: BodyPartName) => engine.touch({ ...request(role, ''), bodyPart }, signal);
    expect((await touch(KIRIHA, 'head')).emotion).toBe('embarrassment');
    expect((await touch(card(3), 'head')).emotion).toBe('joy');
    expect((await touch(KIRIHA, 'chest')).emotion).toBe('anger');
    expect((await touch(RYUJI, 'hips_b')).emotion).toBe('disapproval');
    expect((await touch(KIRIHA, 'head')).text).not.toBe((await touch(KIRIHA, 'chest')).text);
  });
});

describe('PersonaEngine.suggest', () => {
  it.each([1, 3, 5, 8])('offers %i different replies from the context', async (num) => {
    const suggestions = await engine.suggest(request(RYUJI, 'Hello'), num, signal);
    expect(suggestions).toHaveLength(num);
    expect(new Set(suggestions.map((s) => s.toLowerCase())).size).toBe(num);
    for (const s of suggestions) expect(s.trim().length).toBeGreaterThan(0);
  });

  it("draws on the card's world and the character's last line", async () => {
    const suggestions = await engine.suggest({ ...request(RYUJI, 'Hello'), history: [{ speaker: 'character', text: 'Want another bowl?' }] }, 4, signal);
    expect(suggestions.join(' ')).toMatch(/ramen|broth|noodle|bowl|stall|bridge|gang leader|trouble/i);
    expect(suggestions).toEqual(expect.arrayContaining([expect.stringMatching(/^(?:Yes, definitely!|Hmm, maybe\. Why do you ask\?|Honestly\? I'm not sure\.)$/)]));
  });
});

describe('PersonaEngine.summarize', () => {
  it('keeps the facts about the user and the topics, within 120 words', async () => {
    const turns: ChatTurn[] = [
      { speaker: 'user', text: 'My name is Mira and I have a cat called Biscuit.' },
      { speaker: 'character', text: 'Eat your ramen before the broth gets cold.' },
      { speaker: 'user', text: 'I love rock climbing. The ramen is great.' },
    ];
    const summary = await engine.summarize('Mira came in after midnight.', turns, { role: RYUJI, partner: { name: 'Guest' } }, signal);
    expect(summary).toContain('Mira came in after midnight.');
    expect(summary).toContain('Mira has a cat called Biscuit.');
    expect(summary).toContain('Mira likes rock climbing.');
    expect(summary).toMatch(/They talked about .*ramen/);
    const rolled = await engine.summarize(summary, [{ speaker: 'user', text: 'I work as a nurse. My exam is tomorrow.' }], { role: RYUJI, partner: { name: 'Mira' } }, signal);
    expect(rolled).toContain('Biscuit');
    expect(rolled).toContain('Mira works as a nurse.');
    expect(rolled.match(/They talked about/g)).toHaveLength(1);
    expect(rolled).toMatch(/exam/);
  });

  it('stays within 120 words however long the chat', async () => {
    let summary = '';
    for (let i = 0; i < 30; i++) {
      summary = await engine.summarize(summary, [{ speaker: 'user', text: `I like hobby number ${i}. The weather on day ${i} was odd.` }], { role: RYUJI, partner: { name: 'Sam' } }, signal);
    }
    expect(summary.split(/\s+/).length).toBeLessThanOrEqual(120);
    expect(summary).toContain('hobby number 29');
  });

  it('a rephrase never gives back the wording it replaces, whatever the seed', () => {
    for (const text of MESSAGES) {
      for (let seed = 0; seed < 20; seed++) {
        const original = writeReply(request(RYUJI, text, { seed })).text;
        // The same seed would write the same words: the reply being replaced must be avoided anyway.
        expect(writeReply(request(RYUJI, text, { seed, replacing: original })).text).not.toBe(original);
      }
    }
  });
});
