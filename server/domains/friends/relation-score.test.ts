import { RELATION_LEVELS, standingOf } from '@/lib/contracts/relation-levels';
import { DAY_CAP, EMPTY_TALLY, scoreMessage, type RelationMessage, type RelationTally } from './relation-score';

const start = new Date('2026-03-02T09:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

/** The tally after sending `messages` in order. */
const run = (messages: RelationMessage[], tally: RelationTally = EMPTY_TALLY) => messages.reduce((t, m) => scoreMessage(t, m).tally, tally);

const TOPICS = [
  'I spent the morning repairing an old bicycle with my neighbour',
  'Work was busy today, the new project finally shipped after weeks',
  'My sister visited and we cooked dumplings together all evening',
  'I have been reading a novel about sailors lost near Iceland',
  'The train was late again so I walked home through the park',
  'We planned a small trip to the mountains for next month',
  'I tried painting with watercolours for the first time ever',
  'Our team lost the match but the last goal was beautiful',
  'I keep thinking about what you said about patience yesterday',
  'There was a storm last night and the power went out twice',
];

describe('relation score', () => {
  it('grows with real conversation: words, facts, the first message of a day', () => {
    const first = scoreMessage(EMPTY_TALLY, { text: 'I spent the morning repairing an old bicycle', facts: 0, at: start });
    expect(first.gained).toBe(1 + 5);
    const told = scoreMessage(first.tally, { text: 'My name is Mira and I have a cat called Biscuit', facts: 2, at: at(1) });
    expect(told.gained).toBe(1 + 4);
    expect(told.tally).toMatchObject({ affinity: 11, daysChatted: 1, day: '2026-03-02', sessionTurns: 2 });
  });

  it('does not grow from spam: short, repeated or rapid-fire messages', () => {
    const warm = run([{ text: 'Good morning, how did you sleep last night?', facts: 0, at: start }]);
    const spam = ['ok', 'lol', 'hi!!', '...', 'k k k', 'yes yes', '😀😀😀😀'].map((text, i) => ({ text, facts: 0, at: at(1 + i) }));
    expect(run(spam, warm).affinity).toBe(warm.affinity);
    // The same sentence again, in other case and punctuation.
    const repeats = Array.from({ length: 20 }, (_, i) => ({ text: i % 2 ? 'good MORNING how did you sleep last night' : 'Good morning, how did you sleep last night?!', facts: 0, at: at(10 + i) }));
    expect(run(repeats, warm).affinity).toBe(warm.affinity);
    // A burst, each a second after the last: the first counts, the rest do not.
    const burst = TOPICS.map((text, i) => ({ text, facts: 1, at: new Date(at(60).getTime() + i * 1000) }));
    expect(run(burst, warm).affinity - warm.affinity).toBe(1 + 2);
  });

  it('counts a voice message whose words were not heard by its length: a real one earns, a blip or the same clip again does not', () => {
    const spoken = scoreMessage(EMPTY_TALLY, { text: '', facts: 0, at: start, voiceSeconds: 6 });
    // Six seconds stand for fifteen words: a point, one more for a long message, and the day's first.
    expect(spoken.gained).toBe(1 + 1 + 5);
    expect(scoreMessage(spoken.tally, { text: '', facts: 0, at: at(1), voiceSeconds: 0.6 }).gained).toBe(0);
    expect(scoreMessage(spoken.tally, { text: '', facts: 0, at: at(1), voiceSeconds: 6 }).gained).toBe(0);
    // Words heard in it are what counts, as for a typed message.
    expect(scoreMessage(spoken.tally, { text: 'ok', facts: 0, at: at(2), voiceSeconds: 9 }).gained).toBe(0);
  });

  it('earns at most DAY_CAP a day, and more on another day', () => {
    const day = Array.from({ length: 200 }, (_, i) => ({ text: `${TOPICS[i % TOPICS.length]} and part ${i}`, facts: 2, at: at(i) }));
    const tally = run(day);
    expect(tally.affinity).toBe(DAY_CAP);
    const next = scoreMessage(tally, { text: TOPICS[0]!, facts: 0, at: at(24 * 60) });
    expect(next.gained).toBe(1 + 5);
    expect(next.tally).toMatchObject({ daysChatted: 2, dayPoints: 6, sessionTurns: 1 });
  });

  it('rewards a sitting of replies exchanged, not a pause between them', () => {
    const sitting = run(TOPICS.slice(0, 8).map((text, i) => ({ text, facts: 0, at: at(i) })));
    // Eight turns in one sitting (one of twelve words, a point more): the day bonus and one sitting bonus.
    expect(sitting.affinity).toBe(9 + 5 + 3);
    const apart = run(TOPICS.slice(0, 8).map((text, i) => ({ text, facts: 0, at: at(i * 45) })));
    expect(apart.affinity).toBe(9 + 5);
  });

  it('takes a steady conversation over days from stranger to confidant, and spam nowhere', () => {
    const days = 30;
    const talk = Array.from({ length: days * 12 }, (_, i) => ({ text: `${TOPICS[i % TOPICS.length]}, day ${Math.floor(i / 12)}`, facts: i % 12 === 0 ? 1 : 0, at: at(Math.floor(i / 12) * 24 * 60 + (i % 12)) }));
    expect(standingOf(run(talk).affinity).levelKey).toBe('confidant');
    const spam = Array.from({ length: days * 500 }, (_, i) => ({ text: 'hi', facts: 0, at: at(i) }));
    expect(standingOf(run(spam).affinity).levelKey).toBe('stranger');
  });
});

describe('relation levels', () => {
  it('begin at increasing affinities, the first at 0', () => {
    expect(RELATION_LEVELS[0]!.from).toBe(0);
    RELATION_LEVELS.slice(1).forEach((level, i) => expect(level.from).toBeGreaterThan(RELATION_LEVELS[i]!.from));
  });

  it('place an affinity at its level with the way to the next', () => {
    expect(standingOf(0)).toEqual({ level: 0, levelKey: 'stranger', progress: 0 });
    expect(standingOf(14)).toEqual({ level: 0, levelKey: 'stranger', progress: 0.93 });
    expect(standingOf(15)).toEqual({ level: 1, levelKey: 'acquaintance', progress: 0 });
    expect(standingOf(110)).toEqual({ level: 2, levelKey: 'friend', progress: 0.5 });
    expect(standingOf(400)).toEqual({ level: 4, levelKey: 'confidant', progress: 1 });
    expect(standingOf(10_000)).toEqual({ level: 4, levelKey: 'confidant', progress: 1 });
  });
});
