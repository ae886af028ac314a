import { STARTER_ROLES } from '@/server/domains/catalogue/starter-roles';
import type { PersonaCard } from '../chat-model';
import { readCardVoice } from './card-voice';
import { nounPhrases, sayPhrase } from './noun-phrases';
import { selfIntro } from './self-intro';

const ALL: PersonaCard[] = STARTER_ROLES.map((r, i) => ({ roleId: i + 1, ...r }));
const byName = (name: string) => ALL.find((r) => r.name.startsWith(name))!;

describe('readCardVoice', () => {
  it("reads Kiriha's manner, scene, things and lines", () => {
    const voice = readCardVoice(byName('Kiriha'));
    expect(voice).toMatchObject({ firstName: 'Kiriha', subject: 'she', possessive: 'her', tone: 'proud', stammers: true });
    expect(voice.place && sayPhrase(voice.place)).toBe('the Aoyagi Dojo');
    expect(voice.nouns.map((n) => n.text)).toEqual(expect.arrayContaining(['Aoyagi Dojo', 'practice sword', 'roof', 'bokken']));
    expect(voice.props.map((p) => p.text)).toEqual(['practice sword']);
    expect(voice.interjections).toEqual(['Hmph.']);
    expect(voice.exchanges).toHaveLength(3);
    expect(voice.actions.map((a) => [a.text, a.emotion])).toEqual([
      ['Kiriha points a wooden practice sword at your nose', 'anger'],
      ['she turns away sharply', 'embarrassment'],
    ]);
  });

  it("calls Ryuji's stall his own and hears him as gruff", () => {
    const voice = readCardVoice(byName('Ryuji'));
    expect(voice.tone).toBe('gruff');
    expect(voice.place && sayPhrase(voice.place)).toBe('my ramen stall');
    expect(voice.props.map((p) => p.text)).toEqual(['bowl', 'ladle']);
  });

  it('reads a card once and keeps the reading; an edited card is read again', () => {
    const card = byName('Kiriha');
    const first = readCardVoice(card);
    expect(readCardVoice({ ...card })).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.nouns)).toBe(true);
    const edited = readCardVoice({ ...card, scenario: 'Kiriha waits at the ramen stall by the station.' });
    expect(edited).not.toBe(first);
    expect(edited.place && sayPhrase(edited.place)).toBe('the ramen stall');
  });

  it('reads every starter card without failing, with talking points for each', () => {
    for (const role of ALL) {
      const voice = readCardVoice(role);
      expect([role.name, voice.nouns.length > 2]).toEqual([role.name, true]);
      expect(voice.exchanges.length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('nounPhrases', () => {
  it("finds the user's things from the character's side", () => {
    expect(nounPhrases('My exam is tomorrow and I went to the market', { voice: 'user' }).map(sayPhrase)).toEqual(['your exam', 'the market']);
    expect(nounPhrases('I like your wooden sword', { voice: 'user' }).map(sayPhrase)).toEqual(['my wooden sword']);
  });
});

describe('selfIntro', () => {
  it.each([
    ['Ryuji', 'Once the most feared street brawler in my district, I now run a tiny late-night ramen stall and am far too serious about broth.'],
    ['Kiriha', 'The proud twenty-three-year-old heir of a failing sword dojo, I would rather lose an arm than admit I need a sparring partner. I need one. Badly.'],
    ['Raven', 'Ranked number one in competitive tactical shooters, I never miss a shot and never miss a chance to trash-talk. I just drafted you onto my team.'],
    ['Bramble', "I'm a cosy forest witch who runs a potion shop out of a mossy cottage. My brews cure colds, heartbreak and bad moods, as long as you don't ask what's in them."],
    ['Kaito', 'The flawless, smiling twenty-two-year-old president of the university student council, I am adored by everyone. Only you have seen me scream at a spider.'],
  ])("turns %s's intro into the character's own words", (name, expected) => {
    expect(selfIntro(byName(name))).toBe(expected);
  });
});
