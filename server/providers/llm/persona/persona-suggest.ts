import { fillPlaceholders } from '@/lib/contracts/role-rules';
import type { Random } from '@/lib/seeded-random';
import type { ChatTurn } from '../chat-model';
import type { CardVoice } from './card-voice';
import { fillLine, type Slots } from './line-slots';
import type { NounPhrase } from './noun-phrases';

/** The card's things as the user names them: the character's own ladle is "your ladle". */
const userSays = (phrase: NounPhrase) => (phrase.owner === 'self' ? `your ${phrase.text}` : `the ${phrase.text}`);

const ABOUT_THINGS = ["What's the story with {noun}?", 'Can you show me {noun}?', 'Tell me more about {noun}.', 'How long have you been at {place}?', "What's your favourite thing about {place}?"];
const TO_A_QUESTION = ["Yes, definitely!", 'Hmm, maybe. Why do you ask?', "Honestly? I'm not sure."];
const TO_A_LINE = ['Wait, really?', "Ha, you're funny, {char}.", 'Why do you say that?', 'Are you okay, {char}?', 'Tell me more!'];
const FROM_MEMORY = ['Did I tell you about {pet}?', "I've been thinking about {like} lately.", "Guess what? I'm going to {plan}."];
const ANYTIME = ['What are you doing right now?', 'What do you do for fun?', 'Tell me a secret.', 'Can I stay a little longer?', 'I had a long day.', 'What should we do next?', 'Do you ever get lonely?', "What's your dream, {char}?", 'Tell me about yourself.', 'What was your day like?'];

function shuffled<T>(items: readonly T[], rng: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * `num` different things the user might say next: a reaction to the character's last line, one of the
 * card's own example lines, a question about the card's world, something from the user's memory.
 */
export function suggestReplies(voice: CardVoice, history: readonly ChatTurn[], memorySlots: Slots, userName: string, num: number, rng: Random): string[] {
  const last = history.findLast((t) => t.speaker === 'character')?.text ?? '';
  const said = new Set(history.filter((t) => t.speaker === 'user').map((t) => t.text.trim().toLowerCase()));
  const place = voice.place ?? voice.nouns[0];
  const slots: Slots = { ...memorySlots, char: voice.firstName, place: place && userSays(place) };
  const nounLines = voice.nouns.slice(0, 4).flatMap((n) => ABOUT_THINGS.map((t) => fillLine(t, { ...slots, noun: userSays(n) })));
  const groups = [
    (last.trim().endsWith('?') ? TO_A_QUESTION : TO_A_LINE).map((t) => fillLine(t, slots)),
    voice.exchanges.map((e) => fillPlaceholders(e.user, { user: userName === 'you' ? null : userName, char: voice.firstName })),
    nounLines,
    FROM_MEMORY.map((t) => fillLine(t, slots)),
  ].map((group) => shuffled(group.filter((s): s is string => !!s && !said.has(s.toLowerCase())), rng));
  const extras = shuffled(ANYTIME.map((t) => fillLine(t, slots)).filter((s): s is string => !!s), rng);
  const picked: string[] = [];
  const add = (line: string | undefined) => {
    if (line && picked.length < num && !picked.some((p) => p.toLowerCase() === line.toLowerCase())) picked.push(line);
  };
  while (picked.length < num && groups.some((g) => g.length > 0)) {
    for (const group of groups) add(group.shift());
  }
  for (const line of extras) add(line);
  return picked;
}
