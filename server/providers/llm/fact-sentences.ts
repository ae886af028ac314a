import type { ChatPartner, UserFact } from './chat-model';
import { petSpecies } from './user-facts';

/** The name the user told: what they said in the chat beats the profile's persona name; null when they told none. */
export function toldUserName(partner: ChatPartner, facts: readonly UserFact[]): string | null {
  const said = facts.findLast((f) => f.kind === 'name')?.value;
  return said || partner.name.trim() || null;
}

/** The name the character uses, or "you" for a person who has not told theirs. */
export function userNameOf(partner: ChatPartner, facts: readonly UserFact[]): string {
  return toldUserName(partner, facts) ?? 'you';
}

/** "a cat called Biscuit", "a dog", "Biscuit" (the species unknown). */
export function describePet(fact: UserFact): string {
  const species = petSpecies(fact);
  if (species && species === fact.value.toLowerCase()) return `a ${species}`;
  return species ? `a ${species} called ${fact.value}` : fact.value;
}

export function describeJob(value: string): string {
  if (/^(?:at|for|in)\s/i.test(value)) return `works ${value}`;
  return `works as ${/^[aeiou]/i.test(value) ? 'an' : 'a'} ${value}`;
}

const OWN_WORDS: Readonly<Record<string, readonly [you: string, them: string]>> = {
  my: ['your', 'their'],
  me: ['you', 'them'],
  mine: ['yours', 'theirs'],
  myself: ['yourself', 'themselves'],
};

/** The user's own words about themselves, said back to them ("my sister" → "your sister") or about them ("their sister"). */
export function turnOwnWords(value: string, you: boolean): string {
  return value.replace(/\b(?:my|me|mine|myself)\b/gi, (word) => OWN_WORDS[word.toLowerCase()]![you ? 0 : 1]);
}

/**
 * One remembered fact as a sentence about the user: third person for prompts and summaries
 * ("Mira has a cat called Biscuit."), second person when the character speaks to them.
 */
export function describeFact(fact: UserFact, subject: string): string {
  const you = subject === 'you';
  if (fact.kind === 'name') return you ? `Your name is ${fact.value}.` : `${subject === fact.value ? "The user's" : `${subject}'s`} name is ${fact.value}.`;
  const s = (third: string, second: string) => turnOwnWords(you ? second : third, you);
  const body = (() => {
    switch (fact.kind) {
      case 'like':
        return s(`likes ${fact.value}`, `like ${fact.value}`);
      case 'dislike':
        return s(`dislikes ${fact.value}`, `don't like ${fact.value}`);
      case 'pet':
        return s(`has ${describePet(fact)}`, `have ${describePet(fact)}`);
      case 'job':
        return you ? describeJob(fact.value).replace(/^works/, 'work') : describeJob(fact.value);
      case 'home':
        return s(`lives in ${fact.value}`, `live in ${fact.value}`);
      case 'age':
        return s(`is ${fact.value} years old`, `are ${fact.value} years old`);
      case 'feeling':
        return s(`said they felt ${fact.value}`, `said you felt ${fact.value}`);
      case 'plan':
        return s(`plans to ${fact.value}`, `plan to ${fact.value}`);
      default:
        return s(`said: "${fact.source}"`, `said: "${fact.source}"`);
    }
  })();
  const who = you ? 'You' : subject;
  return `${who} ${body}.`;
}
