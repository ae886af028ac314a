import type { UserFact } from './chat-model';

/**
 * What a user says about themselves in English ("my name is Mira", "I have a cat called Biscuit"),
 * remembered for the rest of the conversation. Patterns are deliberately narrow: a missed fact costs
 * little, a wrong one ("your name is Tired") breaks the illusion.
 */
const PETS = 'dog|puppy|cat|kitten|rabbit|bunny|hamster|guinea pig|parrot|bird|budgie|fish|goldfish|turtle|tortoise|snake|lizard|gecko|horse|pony|ferret|rat|mouse|hedgehog|chicken|duck|pig|goat';
const FEELINGS =
  'tired|exhausted|sleepy|sad|happy|lonely|bored|excited|nervous|anxious|worried|stressed|angry|upset|depressed|scared|afraid|sick|ill|great|good|bad|awful|terrible|fine|okay|ok|better|worse|hungry|confused|frustrated|overwhelmed|down|glad|thrilled|proud|ashamed|embarrassed|jealous|grateful|calm|relaxed|annoyed|furious|miserable|heartbroken|lost|hopeful|busy|sore|cold|burnt out|burned out';
const NOT_NAMES = new Set(
  `${FEELINGS}|here|there|home|back|sorry|just|so|not|really|very|gonna|going|done|new|from|in|at|on|the|a|an|your|yours|his|her|my|also|still|always|never|kinda|too|quite|pretty|super|totally|literally|actually|fine|alright|sure|ready|free|single|married|late|early|alive|serious|kidding|joking|only|sick|hungry|thirsty|english|french|german|spanish|italian|american|british|canadian|chinese|japanese|korean|indian|brazilian|mexican|russian|australian|irish|scottish|dutch|swedish|polish|turkish|greek|vietnamese|thai|filipino|african|european|asian|back|later|now|today|tomorrow|that|this|it|you|him|them|nobody|somebody|everyone|anyone|someone|human|mortal|bored|male|female`.split('|'),
);
const JOBS = /^(?:nurse|doctor|teacher|student|chef|cook|artist|writer|designer|engineer|developer|programmer|lawyer|accountant|cashier|waiter|waitress|barista|farmer|pilot|driver|mechanic|scientist|researcher|musician|singer|dancer|actor|actress|photographer|journalist|editor|librarian|pharmacist|dentist|vet|veterinarian|firefighter|police officer|soldier|plumber|electrician|carpenter|baker|butcher|florist|gardener|janitor|manager|consultant|analyst|architect|clerk|secretary|receptionist|intern|tutor|professor|translator|streamer|youtuber|gamer|freelancer|entrepreneur|coder|therapist|paramedic|surgeon|midwife|caregiver|babysitter|nanny|model|athlete|coach)$/i;
const JOB_SUFFIX = /(?:er|or|ist|ian|ant|ent|eer)$/i;
const NOT_JOBS = new Set(['fan', 'bit', 'lot', 'little', 'mess', 'loser', 'monster', 'winner', 'person', 'member', 'beginner', 'lover', 'fighter', 'other', 'parent', 'talent', 'moment', 'giant', 'servant', 'idiot']);
const CLAUSE_BREAK = /[.!?;\n]+|,\s*(?=(?:and\s+|but\s+)?(?:i|i'm|im|my|i've|i'll|i'd)\b)|\s+(?:and|but|so|because)\s+(?=(?:i|i'm|im|my|i've|i'll|i'd)\b)/i;
const VALUE_END = /\s+(?:because|but|and then|since|when|if|though|although|so that|which)\b|[,;:()"]|\s+(?:too|a lot|so much|very much)\s*$/i;
const PRONOUN_START = /^(?:you|it|that|this|them|him|her|me|us|those|these|when|how|what|being with you)\b/i;
const WORD = "[\\p{L}][\\p{L}'-]*";

type Rule = (clause: string) => UserFact[] | undefined;

const clean = (value: string, maxWords: number): string =>
  value.split(VALUE_END)[0]!.replace(/[.!?…~]+$/u, '').trim().split(/\s+/).slice(0, maxWords).join(' ');

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function asName(word: string | undefined, needsCapital: boolean): string | undefined {
  if (!word || word.length < 2 || NOT_NAMES.has(word.toLowerCase())) return undefined;
  if (needsCapital && !/^\p{Lu}/u.test(word)) return undefined;
  return capitalise(word);
}

const fact = (kind: UserFact['kind'], value: string | undefined, source: string): UserFact[] | undefined =>
  value ? [{ kind, value, source }] : undefined;

/** Built once: every message a user sends is read with all of them. */
const NAME_IS = new RegExp(`\\bmy name(?:'s| is)\\s+(${WORD})`, 'iu');
const CALL_ME = new RegExp(`\\b(?:call me|they call me|people call me)\\s+(${WORD})`, 'iu');
const GREETING_NAME = new RegExp(`(?:^|\\b(?:hi|hello|hey),?\\s+)(?:i'm|i am|im|this is)\\s+(${WORD})\\s*$`, 'iu');
const I_AM_NAME = new RegExp(`\\b(?:i'm|i am)\\s+(${WORD})(?=\\s*(?:,|$|and\\b|from\\b|by the way\\b))`, 'iu');
const HAVE_PET = new RegExp(
  `\\bi(?:\\s+have got|\\s+have|'ve got|\\s+got|\\s+own)\\s+(?:a|an|one|two|three|\\d+)?\\s*(?:little |big |old |young |cute |fat |small |tiny |fluffy |new )?(${PETS})(?:s|es)?\\b(?:\\s*,?\\s*(?:named|called|whose name is)\\s+(${WORD}))?`,
  'iu',
);
const PET_NAME = new RegExp(`\\bmy (?:${PETS})(?:'s name is|'s called| is (?:called|named)|,? (?:named|called))\\s+(${WORD})`, 'iu');
const DISLIKE = /\bi(?:\s+(?:really\s+|just\s+|absolutely\s+)?(?:hate|dislike|detest|can't stand|cannot stand|don't like|do not like|don't enjoy)|'m not a fan of|\s+am not a fan of)\s+(.+)/i;
const LIKE = /\bi(?:\s+(?:really\s+|also\s+|just\s+|absolutely\s+|kinda\s+|kind of\s+|totally\s+)?(?:like|love|enjoy|adore)|'m into|\s+am into|'m a (?:big |huge )?fan of)\s+(.+)/i;
const FAVOURITE = /\bmy fav(?:ou?rite)? [\p{L} ]{2,20}? (?:is|are)\s+(.+)/iu;
const HOME = /\bi(?:\s+(?:live|stay)\s+(?:in|near)|'m from|\s+am from|\s+come from|\s+moved to)\s+(.+)/i;
const NOT_HOME = /^(?:work|school|home|the office|here|there|bed)$/i;
const AGE = /\bi(?:'m| am| just turned| turned)\s+(\d{1,3})(?:\s*(?:years?|yrs?)(?:\s+old)?|\s*y\/?o)?(?=\s*(?:$|[,.!]|and\b|years|yrs|y\/?o))/i;
const FEELING = new RegExp(
  `\\bi(?:'m| am|m| feel| am feeling|'m feeling)\\s+(?:so |really |very |a bit |kind of |kinda |pretty |super |quite |totally |a little |extremely )*(${FEELINGS})\\b`,
  'i',
);
const WORK_AT = /\bi\s+work\s+(at|for|in)\s+(.+)/i;
const WORK_AS = /\bi\s+(?:work as|am working as|'m working as)\s+(?:an?\s+)?(.+)/i;
const I_AM_A = /\bi(?:'m| am)\s+an?\s+(.+)/i;
const PLAN = /\b(?:i'm going to|i am going to|i'm gonna|im gonna|i will|i'll|i plan to|i'm planning to|i am planning to)\s+(.+)/i;
const PLACE_LIKE = /^(?:(?:the|a|an|my|school|work|church|class|town)\b|\p{Lu})/u;
/** Every rule needs one of these words: a clause without them says nothing about the user, and is not read further. */
const FIRST_PERSON = /\b(?:i|im|my|me|this)\b/i;

const RULES: Rule[] = [
  (c) => fact('name', asName(NAME_IS.exec(c)?.[1], false), c),
  (c) => fact('name', asName(CALL_ME.exec(c)?.[1], false), c),
  (c) => fact('name', asName(GREETING_NAME.exec(c.trim())?.[1], true), c),
  (c) => fact('name', asName(I_AM_NAME.exec(c.trim())?.[1], true), c),
  (c) => {
    const m = HAVE_PET.exec(c);
    return m ? fact('pet', m[2] ? capitalise(m[2]) : m[1]!.toLowerCase(), c) : undefined;
  },
  (c) => fact('pet', PET_NAME.exec(c)?.[1]?.replace(/^./, (l) => l.toUpperCase()), c),
  (c) => fact('dislike', likeValue(DISLIKE.exec(c)?.[1]), c),
  (c) => fact('like', likeValue(LIKE.exec(c)?.[1]), c),
  (c) => fact('like', likeValue(FAVOURITE.exec(c)?.[1]), c),
  (c) => fact('job', jobValue(c), c),
  (c) => {
    const m = HOME.exec(c);
    const place = m ? clean(m[1]!, 4) : '';
    return NOT_HOME.test(place) ? undefined : fact('home', place, c);
  },
  (c) => {
    const m = AGE.exec(c);
    const age = m ? Number(m[1]) : 0;
    return age >= 5 && age <= 120 ? fact('age', String(age), c) : undefined;
  },
  (c) => fact('feeling', FEELING.exec(c)?.[1]?.toLowerCase(), c),
  (c) => fact('plan', planValue(c), c),
];

function likeValue(raw: string | undefined): string | undefined {
  if (!raw || PRONOUN_START.test(raw.trim())) return undefined;
  return clean(raw, 6) || undefined;
}

function jobValue(clause: string): string | undefined {
  const at = WORK_AT.exec(clause);
  if (at) return `${at[1]!.toLowerCase()} ${clean(at[2]!, 4)}`;
  const as = WORK_AS.exec(clause);
  if (as) return clean(as[1]!, 3);
  const words = I_AM_A.exec(clause)?.[1]?.split(/[\s,.!?]+/).slice(0, 3) ?? [];
  const end = words.findIndex((w) => !NOT_JOBS.has(w.toLowerCase()) && (JOBS.test(w) || (JOB_SUFFIX.test(w) && w.length > 4)));
  return end >= 0 && !words.slice(0, end).some((w) => NOT_JOBS.has(w.toLowerCase())) ? words.slice(0, end + 1).join(' ') : undefined;
}

function planValue(clause: string): string | undefined {
  const m = PLAN.exec(clause);
  if (!m) return undefined;
  const plan = clean(m[1]!, 8);
  if (plan.split(' ').length < 2) return undefined;
  return PLACE_LIKE.test(plan) ? `go to ${plan}` : plan;
}

/** The facts in one message, in the order they were said. */
export function extractFacts(text: string): UserFact[] {
  const clauses = text.replace(/[’‘]/g, "'").split(CLAUSE_BREAK).map((c) => c.trim()).filter(Boolean);
  const found: UserFact[] = [];
  for (const clause of clauses) {
    if (!FIRST_PERSON.test(clause)) continue;
    for (const rule of RULES) {
      for (const f of rule(clause) ?? []) {
        if (!found.some((g) => g.kind === f.kind && g.value.toLowerCase() === f.value.toLowerCase())) found.push(f);
      }
    }
  }
  return dropShadowed(found);
}

/** "I'm Mira" is a name, so the same words are not also read as another kind of fact. */
function dropShadowed(facts: UserFact[]): UserFact[] {
  const names = new Set(facts.filter((f) => f.kind === 'name').map((f) => f.value.toLowerCase()));
  return facts.filter((f) => f.kind === 'name' || !names.has(f.value.toLowerCase()));
}

/** The kind of pet a text names ("cat"), if any. */
export function namesPet(text: string): string | undefined {
  return new RegExp(`\\b(${PETS})(?:s|es|'s)?\\b`, 'i').exec(text)?.[1]?.toLowerCase();
}

/** The species named in a pet fact ("cat"), when the user said it. */
export const petSpecies = (fact: UserFact): string | undefined => namesPet(fact.source);

const SINGLE: ReadonlySet<UserFact['kind']> = new Set(['name', 'age']);
const OPPOSITE: Partial<Record<UserFact['kind'], UserFact['kind']>> = { like: 'dislike', dislike: 'like' };

/**
 * Adds fresh facts to the remembered ones: a newer name or age replaces the old one, a repeated fact
 * moves to the newest place, a new dislike cancels the same like (and back). Over `max`, the oldest
 * go first, except the name.
 */
export function mergeFacts(old: UserFact[], fresh: UserFact[], max = 40): UserFact[] {
  let merged: UserFact[] = [];
  for (const f of [...old, ...fresh]) {
    const value = f.value.toLowerCase();
    merged = merged.filter(
      (g) => !(g.kind === f.kind && (SINGLE.has(f.kind) || g.value.toLowerCase() === value)) && !(g.kind === OPPOSITE[f.kind] && g.value.toLowerCase() === value),
    );
    merged.push(f);
  }
  if (merged.length <= max) return merged;
  const kept = merged.slice(merged.length - max);
  const name = merged.find((f) => f.kind === 'name');
  return name && !kept.includes(name) && max > 0 ? [name, ...kept.slice(1)] : kept;
}
