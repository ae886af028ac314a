import type { ChatPartner, UserFact } from '../chat-model';
import { describeFact, describeJob, describePet, turnOwnWords, userNameOf } from '../fact-sentences';
import { petSpecies } from '../user-facts';

/** What the persona engine remembers about the user, as slots for its lines. */
export interface Memory {
  userName: string;
  /** The user has told their name in the chat or has a persona name. */
  knowsName: boolean;
  slots: Record<string, string | undefined>;
  facts: readonly UserFact[];
}

/** Facts the character brings back unprompted; feelings pass, the rest stays. */
const LASTING: ReadonlySet<UserFact['kind']> = new Set(['name', 'pet', 'like', 'dislike', 'job', 'home', 'age', 'plan']);
/** "Of course. You have a cat called Biscuit. You like rock climbing.": enough to show, not a list. */
const RECALLED_FACTS = 2;

/** The topics of the rolling summary ("They talked about the ramen and the exam."), for a chat whose facts are gone. */
const talkedAbout = (summary: string) => /They talked about ([^.]+)\./.exec(summary)?.[1];

export function readMemory(partner: ChatPartner, facts: readonly UserFact[], summary = ''): Memory {
  const said = (value: string | undefined) => value && turnOwnWords(value, true);
  const latest = (kind: UserFact['kind']) => facts.findLast((f) => f.kind === kind);
  const pet = latest('pet');
  const namedPet = pet && pet.value.toLowerCase() !== petSpecies(pet) ? pet.value : undefined;
  const job = latest('job');
  const userName = userNameOf(partner, facts);
  const lasting = facts.filter((f) => LASTING.has(f.kind) && f.kind !== 'name').slice(-RECALLED_FACTS);
  return {
    userName,
    knowsName: userName !== 'you',
    facts,
    slots: {
      pet: namedPet,
      petKind: pet ? (petSpecies(pet) ?? 'pet') : undefined,
      petDesc: pet ? describePet(pet) : undefined,
      like: said(latest('like')?.value),
      dislike: said(latest('dislike')?.value),
      job: job ? describeJob(job.value).replace(/^works/, 'work') : undefined,
      home: said(latest('home')?.value),
      age: latest('age')?.value,
      plan: said(latest('plan')?.value),
      talked: talkedAbout(summary),
      facts: lasting.length > 0 ? lasting.map((f) => describeFact(f, 'you')).join(' ') : undefined,
    },
  };
}
