import type { Emotion } from '@/lib/contracts/chat';
import type { Random } from '@/lib/seeded-random';
import type { CardVoice } from './card-voice';
import type { NounPhrase } from './noun-phrases';

/** Generated `*actions*` by feeling, for when the card has none that fits. `{S}` does it, `{P}` is theirs. */
const ACTIONS: Readonly<Partial<Record<Emotion, readonly string[]>>> = {
  embarrassment: ['{S} looks away, cheeks pink', '{S} fiddles with {prop}', '{S} clears {P} throat'],
  joy: ['{S} breaks into a grin', '{S} sets {prop} aside and smiles', '{S} brightens'],
  excitement: ['{S} practically bounces on the spot', '{S} grabs {prop} eagerly'],
  caring: ['{S} sets {prop} aside and leans closer', '{S} softens', '{S} pulls up a seat beside you'],
  curiosity: ['{S} tilts {P} head', '{S} leans in', '{S} glances up from {prop}'],
  amusement: ['{S} snorts', '{S} laughs under {P} breath', '{S} hides a smile behind {prop}'],
  annoyance: ['{S} crosses {P} arms', '{S} narrows {P} eyes', '{S} taps {prop} impatiently'],
  disapproval: ['{S} crosses {P} arms', '{S} narrows {P} eyes'],
  anger: ['{S} narrows {P} eyes', '{S} grips {prop} a little tighter'],
  gratitude: ['{S} nods', '{S} gives a small, crooked smile'],
  approval: ['{S} nods', '{S} gives a small nod'],
  nervousness: ['{S} takes a half step back', '{S} glances toward {place}'],
  fear: ['{S} takes a half step back', '{S} grabs {prop}'],
  sadness: ['{S} goes quiet for a moment', '{S} lowers {P} gaze'],
  disappointment: ['{S} lowers {P} gaze', '{S} sighs'],
  pride: ['{S} lifts {P} chin', '{S} puffs up a little'],
  surprise: ['{S} blinks', '{S} pauses mid-motion'],
  realization: ['{S} blinks', '{S} snaps {P} fingers'],
  love: ['{S} smiles softly', '{S} holds your gaze a moment longer'],
  relief: ['{S} lets out a breath'],
  neutral: ['{S} glances at {prop}', '{S} rests a hand on {prop}'],
};

/** Actions in the card's place, for when a reply needs the card's world and the feeling has no such action. */
const PLACE_ACTIONS = ['{S} glances around {place}', '{S} looks out over {place}'];

/** A thing named in an action: the character's own things are "her ladle", not "my ladle". */
export function actionPhrase(phrase: NounPhrase, possessive: string): string {
  return phrase.owner === 'self' ? `${possessive} ${phrase.text}` : `the ${phrase.text}`;
}

export interface ActionOptions {
  /** The reply answers a greeting, so the greeting's scene-setting action fits. */
  opening: boolean;
  /** The action must name one of the card's things, to keep the reply in the card's world. */
  needsThing: boolean;
  /** Actions already used in the recent turns. */
  avoid: readonly string[];
}

/** An action for the reply: one of the card's own when one shows this feeling, else one written from its props. */
export function pickAction(voice: CardVoice, emotion: Emotion, rng: Random, options: ActionOptions): string | undefined {
  const own = voice.actions.filter((a) => a.emotion === emotion && (options.opening || !a.opening) && !options.avoid.some((t) => t.includes(a.text)));
  const thingHeads = [...voice.nouns, ...voice.props].map((n) => n.head);
  const ownFit = options.needsThing ? own.filter((a) => thingHeads.some((h) => a.text.toLowerCase().includes(h))) : own;
  if (ownFit.length > 0 && rng.chance(0.6)) return `*${rng.pick(ownFit).text}*`;
  const thing = voice.props.length > 0 ? rng.pick(voice.props) : undefined;
  const place = voice.place;
  const forFeeling = ACTIONS[emotion] ?? ACTIONS.neutral!;
  const templates = options.needsThing ? [...forFeeling.filter((t) => t.includes('{prop}')), ...PLACE_ACTIONS, ...(forFeeling.some((t) => t.includes('{prop}')) ? [] : ACTIONS.neutral!)] : forFeeling;
  const usable = templates.filter((t) => (!t.includes('{prop}') || thing) && (!t.includes('{place}') || place));
  if (usable.length === 0) return undefined;
  const subject = rng.chance(0.5) ? voice.firstName : voice.subject;
  const written = usable.map((t) =>
    t
      .replace('{S}', subject)
      .replace('{P}', voice.possessive)
      .replace('{prop}', thing ? actionPhrase(thing, voice.possessive) : '')
      .replace('{place}', place ? actionPhrase(place, voice.possessive) : ''),
  );
  const fresh = written.filter((text) => !options.avoid.some((said) => said.toLowerCase().includes(text.slice(subject.length).toLowerCase())));
  return `*${rng.pick(fresh.length > 0 ? fresh : written)}*`;
}
