import type { UserFact } from '../chat-model';
import { nounPhrases, type NounPhrase } from './noun-phrases';
import { capitalise, contentStems } from './persona-words';
import { reflect } from './reflect';
import { extractFacts, namesPet } from '../user-facts';

/** What a message does, most pressing first: a reply answers the first that applies. */
export const INTENTS = [
  'recall', 'insult', 'danger', 'sad', 'stress', 'anger', 'news', 'self-fact', 'goodbye', 'compliment', 'flirt', 'invite',
  'thanks', 'apology', 'joke', 'question', 'request', 'greeting', 'mention', 'statement',
] as const;
export type Intent = (typeof INTENTS)[number];
export type QuestionKind = 'how-are-you' | 'about-you' | 'pastime' | 'plans' | 'unknown' | 'tell-about' | 'what' | 'why' | 'how' | 'who' | 'where' | 'when' | 'yes-no' | 'other';
export type RecallTopic = 'name' | 'pet' | 'like' | 'dislike' | 'job' | 'home' | 'age' | 'plan' | 'any';

const PATTERNS: Partial<Record<Intent, RegExp>> = {
  recall: /\b(?:do you (?:still )?remember|remember (?:my|me|what i|who i)|what(?:'s| is) my (?:name|[a-z]+'s name|job|[a-z]+ called)|who am i\b|what do i (?:like|love|enjoy|hate|do for)|where (?:do i live|am i from)|how old am i|you know my name|what(?:'s| is) my (?:cat|dog|pet|favou?rite)|what did i (?:say|tell you)|(?:remember|know) about me|do you know (?:my|who i am|what i))/,
  insult: /\b(?:you(?:'re| are) (?:so |such an? |an? |really )?(?:stupid|dumb|an idiot|idiot|ugly|useless|annoying|boring|weird|creepy|pathetic|worthless|the worst|lame|trash)|i hate you|shut up|screw you|you suck|go away|leave me alone)\b/,
  danger: /\b(?:monsters?|ghosts?|danger(?:ous)?|attack(?:ed|ing)?|fire|trouble|scary|zombies?|intruder|burglar|thie(?:f|ves)|someone(?:'s| is) (?:following|outside|behind))\b/,
  sad: /\b(?:sad|depressed|lonely|alone|cry|crying|cried|heartbroken|lost my|died|passed away|(?:bad|rough|terrible|awful|horrible) day|miserable|unhappy|broke up|dumped|grie(?:f|ving)|feel(?:ing)? (?:down|low|empty)|hate myself|nobody (?:likes|cares)|miss (?:him|her|them|my))\b/,
  stress: /\b(?:stress(?:ed)?|tired|exhausted|sleepy|anxious|anxiety|worried|overwhelmed|can't sleep|insomnia|burn(?:ed|t) out|pressure|deadlines?|exams?|overworked|so much work|panic(?:king)?)\b/,
  anger: /\b(?:angry|furious|mad at|pissed|so annoyed|fed up|hate (?:this|that|it|him|her|them|my)|unfair|ugh+|argh+|wtf|damn it)\b/,
  news: /\b(?:i got (?:the|a|my|in|into|accepted)|i passed|i won|good news|great news|guess what|i did it|promot(?:ed|ion)|got engaged|new job|got hired|my birthday|so happy|so excited|yay+|woo+hoo|best day|finally (?:did|finished|got))\b/,
  goodbye: /\b(?:bye|goodbye|good ?night|gotta go|got to go|have to go|need to go|talk (?:to you )?later|farewell|sleep well|i'm off|i'm leaving)\b|\bsee (?:you|ya)(?: later| soon| tomorrow| around)?(?:,\s*\w+)?[!. ]*$/,
  compliment: /\b(?:you(?:'re| are| look)(?: so| really| very| such an?| the| pretty| kinda| kind of)* (?:cute|pretty|beautiful|handsome|amazing|awesome|cool|great|good|kind|sweet|smart|clever|funny|strong|talented|wonderful|lovely|gorgeous|adorable|best|brilliant|incredible|nice|impressive|perfect)|i (?:love|like) your|nice (?:job|work|one)|well done|good job|(?:best|delicious|amazing|tasty|beautiful|incredible) \w+(?: \w+)? (?:i've|i have) ever|you're (?:really |so )?good at|so good at)\b/,
  flirt: /\b(?:i love you|i like you|i have a crush|crush on you|marry me|kiss(?: me| you)?|be my (?:girlfriend|boyfriend|partner|valentine)|hold (?:my|your) hand|hug(?: me)?|cuddle|you(?:'re| are) (?:hot|sexy)|date me|go out with me|i missed you|thinking about you)\b/,
  invite: /\b(?:(?:want|wanna|would you like|do you want|shall we|should we|let's|lets|how about we|care) (?:to )?(?:get|grab|go|have|eat|watch|play|dance|walk|train|spar|cook|visit|come|hang)|(?:dinner|lunch|coffee|tea|a drink|a walk|a date|a movie) (?:with me|together|later|tonight|after))\b/,
  thanks: /\b(?:thanks|thank you|thx|ty|appreciate (?:it|you|that)|grateful)\b/,
  apology: /\b(?:sorry|apologi[sz]e|my bad|forgive me|my fault)\b/,
  joke: /\b(?:a+ha+h[ah]*|haha+|he+he+|lol|lmao|rofl|kidding|jk|just joking|that's funny|so funny)\b|😂|🤣|😆/u,
  request: /^(?:can|could|would|will) you\b|\b(?:please|help me|show me|tell me(?! (?:more |a bit |something )?about)|teach me|i need you to|i want you to)\b/,
  greeting: /^(?:hi+|hello|hey+|heya|hiya|yo|howdy|greetings|sup|good (?:morning|afternoon|evening)|morning|evening|what'?s up|hola|bonjour)\b/,
};

const QUESTION_KINDS: readonly [RegExp, QuestionKind][] = [
  [/\bhow (?:are|r) (?:you|u)\b|\bhow(?:'s| is) (?:it going|your day|life)\b|\bhow have you been\b|\bwhat'?s up\b|\bhow you doing\b/, 'how-are-you'],
  [/\bwhat do you (?:like|love|enjoy)(?: to do| doing)?\b|\bfor fun\b|\b(?:free|spare) time\b|\bweekends?\b|\bhobb(?:y|ies)\b|\byour fav(?:ou?rite)? (?:thing|pastime|way)\b|\bwhat makes you happy\b/, 'pastime'],
  [/\b(?:your|any) plans?\b|\bwhat are you (?:doing|up to) (?:today|tonight|tomorrow|later|this (?:evening|weekend|afternoon|morning))\b|\bare you (?:free|busy)\b/, 'plans'],
  [/\b(?:who are you|tell me about (?:yourself|you)|what(?:'s| is) your (?:story|deal|job)|what do you do|about yourself|introduce yourself|what are you)\b/, 'about-you'],
  [/\btell me (?:more |a bit |something )?about\b|\bwhat(?:'s| is) (?:the|your) (?:story|deal) (?:with|behind)\b/, 'tell-about'],
  [/^(?:\W*(?:so|and|but|ok|okay|hey|well),?\s+)?why\b/, 'why'],
  [/^(?:\W*(?:so|and|but|ok|okay|hey|well),?\s+)?how\b/, 'how'],
  [/^(?:\W*(?:so|and|but|ok|okay|hey|well),?\s+)?who\b/, 'who'],
  [/^(?:\W*(?:so|and|but|ok|okay|hey|well),?\s+)?where\b/, 'where'],
  [/^(?:\W*(?:so|and|but|ok|okay|hey|well),?\s+)?when\b/, 'when'],
  [/^(?:\W*(?:so|and|but|ok|okay|hey|well),?\s+)?(?:what|which)\b/, 'what'],
  [/^(?:\W*(?:so|and|but|ok|okay|hey|well),?\s+)?(?:do|does|did|are|is|was|were|can|could|will|would|have|has|should|shall|may)\b/, 'yes-no'],
];
/** Kinds of question that may be about the world at large rather than the two of them. */
const OPEN_KINDS: ReadonlySet<QuestionKind> = new Set(['what', 'why', 'how', 'who', 'where', 'when', 'yes-no', 'other']);
const PERSONAL = /\b(?:you|your|yours|yourself|u|ur|i|i'm|me|my|mine|we|us|our|here|this|that)\b/;
const AUX_FOR_I: Readonly<Record<string, string>> = { are: 'am', were: 'was' };
const ECHO = /^(?:\W*(?:so|and|but|hey|well),?\s+)?(do|did|are|were|can|could|will|would|have)\s+you\s+([^?!.]{1,60}?)\s*[?!.]*$/;

export interface MessageReading {
  text: string;
  intents: Intent[];
  primary: Intent;
  question?: QuestionKind;
  recall?: RecallTopic;
  stems: string[];
  /** What the user said about themselves in this message. */
  facts: UserFact[];
  /** A yes/no question about the character, turned round: "Do I like ramen?". */
  echo?: string;
  /** The first thing the user talks about, from the character's side ("your exam"). */
  topic?: NounPhrase;
  /** The card's own talking points the user brought up. */
  mentions: NounPhrase[];
  /** The time the user asked about ("tomorrow", "this evening"). */
  when?: string;
}

function recallTopic(lower: string): RecallTopic {
  if (namesPet(lower) || /\bpet\b/.test(lower)) return 'pet';
  if (/\b(?:my name|who am i|call me|know me)\b/.test(lower)) return 'name';
  const topics: [RegExp, RecallTopic][] = [[/\b(?:hate|dislike|don't like|do not like|can't stand)\b/, 'dislike'], [/\b(?:like|love|enjoy|favou?rite)\b/, 'like'], [/\b(?:job|work|living)\b/, 'job'], [/\b(?:live|from|home)\b/, 'home'], [/\b(?:old|age)\b/, 'age'], [/\b(?:plan|going to|tomorrow)\b/, 'plan']];
  return topics.find(([pattern]) => pattern.test(lower))?.[1] ?? 'any';
}

/** Reads a message against what the character talks about and handles (a CardVoice's `nouns` and `props`). */
export function readMessage(raw: string, voice: { nouns: NounPhrase[]; props: NounPhrase[] }): MessageReading {
  const text = raw.replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();
  const lower = text.toLowerCase();
  const stems = contentStems(text);
  const facts = extractFacts(text);
  const mentions = [...voice.nouns, ...voice.props].filter((n, i, all) => stems.includes(n.head) && all.findIndex((m) => m.head === n.head) === i);
  const asked = QUESTION_KINDS.find(([pattern]) => pattern.test(lower))?.[1] ?? (text.endsWith('?') ? 'other' : undefined);
  // A question about neither of them nor the character's world is one the character cannot know the answer to.
  const question = asked && OPEN_KINDS.has(asked) && mentions.length === 0 && !PERSONAL.test(lower) ? 'unknown' : asked;
  const intents = INTENTS.filter((intent) => {
    if (intent === 'self-fact') return facts.some((f) => f.kind !== 'feeling');
    if (intent === 'question') return question !== undefined;
    if (intent === 'mention') return mentions.length > 0;
    if (intent === 'statement') return true;
    return PATTERNS[intent]!.test(lower);
  });
  const echo = ECHO.exec(lower);
  return {
    text,
    intents,
    primary: intents[0]!,
    question,
    recall: intents.includes('recall') ? recallTopic(lower) : undefined,
    stems,
    facts,
    echo: echo ? capitalise(`${AUX_FOR_I[echo[1]!] ?? echo[1]} I ${reflect(echo[2]!)}?`) : undefined,
    topic: nounPhrases(text, { voice: 'user' })[0],
    mentions,
    when: /\b(?:today|tonight|tomorrow|later|this (?:evening|weekend|afternoon|morning))\b/.exec(lower)?.[0],
  };
}
