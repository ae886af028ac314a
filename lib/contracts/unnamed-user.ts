// How a role text reads {{user}} for a person who has not told their name: a vocative is left out ("Mind the step,
// {{user}}, it's rotten" → "Mind the step, it's rotten"), anything else becomes "you" in the reader's language.
// Only role-rules' fillPlaceholders uses this.

const USER = String.raw`\{\{\s*user\s*\}\}`;
/** Punctuation after which a new sentence (or a line, or an action) starts. */
const SENTENCE_START = String.raw`(^|[.!?…。！？]["”»]?\s+|\n\s*|\*\s*|["“«]\s*)`;
/** What can follow a vocative name: punctuation, the end, a line break, an action or a closing quote. */
const AFTER_VOCATIVE = String.raw`(?=\s*(?:[,.!?;:…，。！？、]|\*|["”»)]|\n|$))`;
/** Words that greet or call someone, in the ten interface languages: "Hey {{user}}!" → "Hey!". */
const GREETINGS = [
  'hi', 'hey', 'hello', 'hiya', 'welcome', 'welcome back', 'good morning', 'good afternoon', 'good evening', 'good night', 'dear', 'oh', 'ah', 'thanks', 'thank you',
  'bonjour', 'bonsoir', 'salut', 'coucou', 'bienvenue', 'cher', 'chère', 'merci',
  'hola', 'buenos días', 'buenas tardes', 'buenas noches', 'bienvenido', 'bienvenida', 'querido', 'querida', 'oye', 'gracias',
  'hallo', 'willkommen', 'servus', 'guten morgen', 'guten abend', 'danke',
  'olá', 'oi', 'bem-vindo', 'bem-vinda', 'obrigado', 'obrigada',
  'ciao', 'salve', 'benvenuto', 'benvenuta', 'caro', 'cara', 'grazie',
  'halo', 'hai', 'selamat pagi', 'selamat malam', 'selamat datang', 'terima kasih',
  'kumusta', 'magandang umaga', 'salamat',
  'привет', 'здравствуй', 'здравствуйте', 'добро пожаловать', 'спасибо',
  '你好', '嗨', '欢迎', '谢谢',
];
const GREETING = `(${GREETINGS.join('|')})`;

/** Private-use characters that mark the words put in for the name while the text is being filled. */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const UPPER = '\uE002';

interface YouForms {
  /** The word for "you" where no rule below applies. */
  you: string;
  /** Words before {{user}} that change it ("para {{user}}" → "para ti"), by the word that precedes it. */
  after?: Record<string, string>;
  /** English: "{{user}}'s" → "your", "{{user}} is" → "you are". */
  english?: true;
}

const YOU: Record<string, YouForms> = {
  en: { you: 'you', english: true },
  fr: { you: 'toi' },
  es: { you: 'tú', after: { a: 'ti', para: 'ti', de: 'ti', por: 'ti', en: 'ti', sin: 'ti', sobre: 'ti', hacia: 'ti', con: 'contigo' } },
  de: { you: 'du', after: { mit: 'dir', bei: 'dir', zu: 'dir', von: 'dir', aus: 'dir', nach: 'dir', für: 'dich', durch: 'dich', ohne: 'dich', gegen: 'dich', um: 'dich', an: 'dich' } },
  pt: { you: 'você' },
  it: { you: 'tu', after: { a: 'te', di: 'te', da: 'te', per: 'te', con: 'te', su: 'te', tra: 'te', fra: 'te' } },
  id: { you: 'kamu' },
  fil: { you: 'ikaw' },
  ru: { you: 'ты', after: { для: 'тебя', у: 'тебя', без: 'тебя', от: 'тебя', до: 'тебя', с: 'тобой', о: 'тебе', к: 'тебе' } },
  zh: { you: '你' },
};

const ENGLISH_VERBS: Record<string, string> = { is: 'are', was: 'were', has: 'have', does: 'do', "isn't": "aren't", "wasn't": "weren't", "hasn't": "haven't", "doesn't": "don't" };
/** Adverbs that may stand between the subject and its verb ("{{user}} always arrives"). */
const ADVERBS = '(?:always|never|often|usually|sometimes|rarely|still|just|also|then|finally|quickly|slowly|quietly|suddenly)';
/** Words ending in s after a subject that are not a verb's third person ("{{user}} always …"). */
const NOT_VERBS = new Set(['always', 'perhaps', 'sometimes', 'afterwards', 'besides', 'nevertheless', 'thus', 'plus', 'unless', 'whereas', 'towards', 'as', 'this', 'his', 'us', 'yes', 'less', 'across']);

/** English agreement with "you": "is" → "are", "walks" → "walk", "watches" → "watch", "tries" → "try". */
function secondPersonVerb(word: string): string {
  const lower = word.toLowerCase();
  if (ENGLISH_VERBS[lower]) return ENGLISH_VERBS[lower];
  if (NOT_VERBS.has(lower) || lower.length < 3 || !lower.endsWith('s') || /(ss|us|is)$/.test(lower)) return word;
  if (/ies$/.test(lower)) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x|z|o)es$/.test(lower)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** Common words that tell the ten languages apart (Chinese by its script). */
const COMMON_WORDS: Record<string, string[]> = {
  en: ['the', 'and', 'you', 'is', 'are', 'of', 'with', 'this', 'it', 'what', 'your', 'my'],
  fr: ['le', 'les', 'et', 'est', 'tu', 'je', 'une', 'toi', 'pas', 'avec', 'mon', 'ton', 'vous'],
  es: ['el', 'los', 'las', 'y', 'es', 'que', 'una', 'tú', 'no', 'con', 'mi', 'tu', 'está'],
  de: ['der', 'die', 'das', 'und', 'ist', 'du', 'ich', 'nicht', 'ein', 'eine', 'mit', 'dich'],
  pt: ['os', 'você', 'não', 'uma', 'com', 'meu', 'está', 'é', 'e', 'que'],
  it: ['il', 'gli', 'è', 'che', 'non', 'sei', 'una', 'con', 'mio', 'ti', 'sono'],
  id: ['dan', 'yang', 'aku', 'kamu', 'ini', 'itu', 'tidak', 'dengan', 'ada'],
  fil: ['ang', 'ng', 'sa', 'mga', 'ako', 'ka', 'hindi', 'ikaw', 'ko'],
  ru: ['и', 'в', 'не', 'ты', 'я', 'что', 'это', 'на', 'с', 'меня'],
};

/**
 * The language of a role text, for the word that stands in for the name: the reader's, unless the text is plainly
 * written in another (an English card read in French keeps "you"; the catalogue's translated cards match the reader).
 */
function languageOf(text: string, locale: string): string {
  const reader = locale.split('-')[0]!.toLowerCase();
  if (/[\u4e00-\u9fff]/.test(text)) return 'zh';
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const score = (lang: string) => words.filter((w) => COMMON_WORDS[lang]?.includes(w)).length;
  if (score(reader) > 0) return reader;
  let best = reader;
  let bestScore = 1;
  for (const lang of Object.keys(COMMON_WORDS)) {
    const points = score(lang);
    if (points > bestScore) [best, bestScore] = [lang, points];
  }
  return best;
}

/**
 * The text with every {{user}} made to read without a name. `thirdPerson` ("the user") speaks of the person
 * instead of to them, as a prompt for the model does; otherwise the locale's "you" is used.
 */
export function fillUnnamedUser(text: string, locale: string, thirdPerson?: string): string {
  const out = text
    // "Mind the step, {{user}}, it's rotten." / "Welcome back, {{user}}."
    .replace(new RegExp(String.raw`\s*[,，、]\s*${USER}${AFTER_VOCATIVE}`, 'gi'), '')
    // "Hey {{user}}!" / "Hello {{user}}, come in."
    .replace(new RegExp(String.raw`(^|[^\p{L}])${GREETING}\s+${USER}${AFTER_VOCATIVE}`, 'giu'), '$1$2')
    // "{{user}}, come here." / "{{user}}! There you are."
    .replace(new RegExp(String.raw`${SENTENCE_START}${USER}\s*[,!?，！？]\s*(\p{L})?`, 'giu'), (_m, start: string, next?: string) => start + (next ? next.toLocaleUpperCase() : ''));
  // What stands in for the name is marked until the sentence starts are known, so only it takes a capital.
  const mark = (word: string) => `${OPEN}${word}${CLOSE}`;
  let filled: string;
  if (thirdPerson) {
    filled = out.replace(new RegExp(USER, 'gi'), mark(thirdPerson));
  } else {
    const forms = YOU[languageOf(text, locale)] ?? YOU.en!;
    filled = out;
    if (forms.english) {
      filled = filled
        .replace(new RegExp(`${USER}['’]s\\b`, 'gi'), mark('your'))
        .replace(new RegExp(`${USER}(\\s+(?:${ADVERBS}\\s+)?)([a-z]+n't|[a-z]+)\\b`, 'gi'), (_m, between: string, verb: string) => `${mark('you')}${between}${secondPersonVerb(verb)}`);
    }
    for (const [word, form] of Object.entries(forms.after ?? {})) {
      filled = filled.replace(new RegExp(String.raw`(^|[^\p{L}])(${word})\s+${USER}`, 'giu'), (_m, before: string, w: string) => `${before}${form === 'contigo' ? mark(form) : `${w} ${mark(form)}`}`);
    }
    filled = filled.replace(new RegExp(USER, 'gi'), mark(forms.you));
  }
  return filled
    .replace(new RegExp(`${SENTENCE_START}${OPEN}`, 'gu'), (_m, start: string) => `${start}${OPEN}${UPPER}`)
    .replace(new RegExp(`${OPEN}${UPPER}(.)`, 'gu'), (_m, first: string) => first.toLocaleUpperCase())
    .replace(new RegExp(`[${OPEN}${CLOSE}]`, 'g'), '');
}

