import type { BodyPartName, Emotion } from '@/lib/contracts/chat';
import type { Random } from '@/lib/seeded-random';
import type { Tone } from './card-tone';
import type { CardVoice } from './card-voice';
import { pickLine } from './line-slots';
import type { ToneLines } from './persona-lines';

type Zone = 'head' | 'private' | 'arm' | 'leg';
const ZONES: Readonly<Record<BodyPartName, Zone>> = { head: 'head', chest: 'private', hips_f: 'private', hips_b: 'private', arm_l: 'arm', arm_r: 'arm', leg_l: 'leg', leg_r: 'leg' };

/** How a touch feels by where it lands and the character's manner: a head pat flusters the proud, pleases the cheerful. */
const FEELINGS: Readonly<Record<Zone, Partial<Record<Tone, Emotion>> & { any: Emotion }>> = {
  head: { proud: 'embarrassment', shy: 'embarrassment', gruff: 'embarrassment', deadpan: 'embarrassment', dark: 'amusement', any: 'joy' },
  private: { proud: 'anger', shy: 'embarrassment', cheerful: 'surprise', dark: 'amusement', any: 'disapproval' },
  arm: { proud: 'embarrassment', shy: 'embarrassment', cheerful: 'joy', gentle: 'caring', dark: 'amusement', any: 'curiosity' },
  leg: { proud: 'annoyance', cheerful: 'amusement', dark: 'amusement', any: 'surprise' },
};

const LINES: Readonly<Record<Zone, ToneLines>> = {
  head: {
    any: ["*{char} blinks as your hand settles on {P} head.* Oh. That's... nice, actually."],
    proud: ["*{char} swats your hand away, face red.* D-don't pat me like a child! ...Once more. Just once."],
    shy: ['*{char} goes completely still, ears burning.* U-um... {user}...?'],
    gruff: ["*{char} grunts but doesn't move away.* ...Don't tell anyone about this."],
    cheerful: ['*{char} leans into your hand with a giggle.* Hehe! More!'],
    gentle: ["*{char} smiles and closes {P} eyes for a moment.* That's sweet of you{,user}."],
    deadpan: ['*{char} stares at you.* Are you... patting me? ...Fine. Carry on.'],
    dark: ['*{char} catches your wrist, amused.* Bold. Very bold.'],
  },
  private: {
    any: ['*{char} steps back.* Hey. Hands to yourself.'],
    proud: ["*{char} slaps your hand away.* Wh-where do you think you're touching?!"],
    shy: ['*{char} squeaks and backs away.* {user}! N-not there!'],
    gruff: ['*{char} catches your hand and sets it aside.* No.'],
    cheerful: ['*{char} jumps.* Whoa! Personal space{,user}!'],
    gentle: ["*{char} gently moves your hand away.* Let's not{,user}."],
    deadpan: ['*{char} looks down at your hand, then at you.* No.'],
    dark: ['*{char} smiles thinly.* Careful. I bite.'],
  },
  arm: {
    any: ['*{char} glances at your hand on {P} arm.* Hm? Something on your mind?'],
    proud: ['*{char} jerks {P} arm away, then slowly lets it drift back.* ...What is it?'],
    shy: ['*{char} looks at your hand, then at you, cheeks pink.* Y-yes?'],
    cheerful: ['*{char} grabs your hand right back.* Come on, this way!'],
    gentle: ["*{char} rests {P} hand over yours.* I'm here{,user}."],
    gruff: ['*{char} looks at your hand.* ...Need something?'],
  },
  leg: {
    any: ['*{char} startles.* Hey! Careful there.'],
    proud: ["*{char} nearly kicks on reflex.* D-don't sneak up on me like that!"],
    cheerful: ['*{char} hops back, laughing.* That tickles!'],
    gruff: ['*{char} raises an eyebrow.* ...Lose something down there?'],
  },
};

/** The character's reaction to a touch, in its manner. */
export function reactToTouch(voice: CardVoice, bodyPart: BodyPartName, userName: string | undefined, rng: Random): { text: string; emotion: Emotion } {
  const zone = ZONES[bodyPart];
  const slots = { char: voice.firstName, P: voice.possessive, user: userName };
  const text = pickLine(LINES[zone], voice.tone, rng, slots) ?? pickLine(LINES[zone], 'warm', rng, { ...slots, user: 'you' })!;
  const feelings = FEELINGS[zone];
  return { text, emotion: feelings[voice.tone] ?? feelings.any };
}
