/** What the person said of the character in their own words, each in the words' language: "afraid of the dark", "loves the sea", "who tells tall tales". */
export interface OwnClauses {
  /** What the character fears, as the language's fear frames take it: "the dark", "le noir", "vor der Dunkelheit", "la oscuridad", "暗闇". */
  fear?: string;
  love?: string;
  hate?: string;
  /** A verb phrase said of the character in the third person: "tells tall tales", "raconte des histoires", "cuenta historias". */
  who?: string;
  /** An English secret: "secretly writes poetry", "is secretly a prince". */
  secret?: string;
}
export type ClauseKind = keyof OwnClauses;

export interface ClauseReading {
  clauses: OwnClauses;
  /** The words left once the clauses are taken out: where the character's kind, temper and setting are read. */
  head: string;
}

/** The end of a clause: punctuation, the end, or "and" starting the next clause. */
const END: Readonly<Record<string, string>> = {
  en: String.raw`(?=\s+(?:and|but)\s+(?:who|is|are|has|loves|adores|hates|despises|fears|secretly|afraid|scared|terrified|can't|cannot)\b|\s+(?:and\s+)?who\b|[,.;!?]|$)`,
  fr: String.raw`(?=\s+(?:et|mais)\s+(?:qui|a|aime|adore|déteste|hait|est|ne)\b|\s+qui\b|[,.;!?]|$)`,
  de: String.raw`(?=\s+(?:und|aber)\s+(?:hat|liebt|hasst|ist|fürchtet)\b|[,.;!?]|$)`,
  es: String.raw`(?=\s+(?:y|pero)\s+(?:que|tiene|ama|adora|odia|es|le)\b|\s+que\b|[,.;!?]|$)`,
};
const OBJECT = String.raw`([^,.;!?]{1,80}?)`;

interface Pattern {
  kind: ClauseKind;
  regex: RegExp;
  /** The object as the language's frames take it. */
  shape?: (match: RegExpExecArray) => string | undefined;
}

const latin = (language: string, kind: ClauseKind, lead: string, shape?: Pattern['shape']): Pattern => ({ kind, regex: new RegExp(`${lead}${OBJECT}${END[language]}`, 'iu'), shape });
/** "du noir" → "le noir": the French fear frames say "de {fear}" themselves. */
const FRENCH_ARTICLE: Readonly<Record<string, string>> = { du: 'le ', des: 'les ', 'de la': 'la ', "de l'": "l'", "d'": '', de: '' };
const SPANISH_ARTICLE: Readonly<Record<string, string>> = { al: 'el ', del: 'el ', 'a la': 'la ', 'de la': 'la ', 'a los': 'los ', 'de los': 'los ', 'a las': 'las ', 'de las': 'las ', a: '', de: '' };

const PATTERNS: Readonly<Record<string, readonly Pattern[]>> = {
  en: [
    latin('en', 'secret', String.raw`\b(?:who\s+)?(?=(?:is\s+)?secretly\s)`, (m) => m[1]),
    latin('en', 'fear', String.raw`\b(?:who\s+)?(?:is\s+|are\s+|'s\s+)?(?:(?:very|really|deeply|terribly|so|a\s+bit|a\s+little)\s+)?(?:afraid|scared|terrified|frightened)\s+of\s+`),
    latin('en', 'fear', String.raw`\b(?:who\s+)?(?:has|have|with)\s+(?:an?\s+)?(?:[a-z]+\s+)?(?:fear|phobia|terror|dread)\s+of\s+`),
    latin('en', 'fear', String.raw`\b(?:who\s+)?fears\s+`),
    latin('en', 'hate', String.raw`\b(?:who\s+)?(?:hates|despises|loathes|can't\s+stand|cannot\s+stand)\s+`),
    latin('en', 'love', String.raw`\b(?:who\s+)?(?:loves|adores)\s+`),
    latin('en', 'who', String.raw`\bwho\s+`),
  ],
  fr: [
    latin('fr', 'fear', String.raw`(?:\bqui\s+)?\ba\s+(?:très\s+|si\s+|tellement\s+)?peur\s+(du|des|de\s+la|de\s+l'|d'|de)\s*`, (m) => `${FRENCH_ARTICLE[m[1]!.toLowerCase().replace(/\s+/g, ' ')] ?? ''}${m[2]}`),
    latin('fr', 'fear', String.raw`(?:\bqui\s+)?\bcraint\s+`),
    latin('fr', 'hate', String.raw`(?:\bqui\s+)?\b(?:déteste|hait|ne\s+supporte\s+pas)\s+`),
    latin('fr', 'love', String.raw`(?:\bqui\s+)?\b(?:aime|adore)\s+`),
    latin('fr', 'who', String.raw`\bqui\s+`),
  ],
  de: [
    latin('de', 'fear', String.raw`\b(?:hat\s+|mit\s+)?(?:große\s+|panische\s+|solche\s+)?angst\s+(?=vor\s)`, (m) => m[1]!.replace(/\s+(?:hat|hätte)$/i, '')),
    latin('de', 'fear', String.raw`\bfürchtet\s+sich\s+(?=vor\s)`),
    latin('de', 'hate', String.raw`\bhasst\s+`),
    latin('de', 'love', String.raw`\bliebt\s+`),
  ],
  es: [
    latin('es', 'fear', String.raw`(?:\bque\s+)?\b(?:le\s+)?tiene\s+(?:mucho\s+|un\s+gran\s+)?miedo\s+(al|del|a\s+la|de\s+la|a\s+los|de\s+los|a\s+las|de\s+las|a|de)\s+`, (m) => `${SPANISH_ARTICLE[m[1]!.toLowerCase().replace(/\s+/g, ' ')] ?? ''}${m[2]}`),
    latin('es', 'fear', String.raw`(?:\bque\s+)?\b(?:le\s+)?teme\s+(?:a\s+)?`),
    latin('es', 'hate', String.raw`(?:\bque\s+)?\bodia\s+`),
    latin('es', 'love', String.raw`(?:\bque\s+)?\b(?:ama|adora|le\s+encantan?)\s+`),
    latin('es', 'who', String.raw`\bque\s+`),
  ],
  ja: [
    { kind: 'fear', regex: /([^\s、。,，のがをはにでと]{1,12}?)(?:が|を)(?:怖|恐|こわ)/u },
    { kind: 'hate', regex: /([^\s、。,，のがをはにでと]{1,12}?)が(?:大嫌い|嫌い|きらい)/u },
    { kind: 'love', regex: /([^\s、。,，のがをはにでと]{1,12}?)(?:が大好き|が好き|を愛)/u },
  ],
};

/** A clause is kept when it says something: letters, not one lone function word. */
const meaningful = (text: string) => (/\p{L}{2,}/u.test(text) || /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) && !/^(?:is|are|has|have|a|the|est|a|ist|es|que|qui)$/i.test(text);

/** Reads the person's own clauses in a language, and what is left of the words once they are taken out. */
export function readClauses(words: string, language: string | undefined): ClauseReading {
  const patterns = PATTERNS[language ?? 'en'] ?? [];
  const clauses: OwnClauses = {};
  let head = words.normalize('NFKC').replace(/[’`]/g, "'");
  for (const { kind, regex, shape } of patterns) {
    if (clauses[kind]) continue;
    const match = regex.exec(head);
    if (!match) continue;
    // Only letters, digits and word marks are kept: a clause is text, never a slot or a placeholder.
    const found = (shape ? shape(match) : match[1])?.replace(/[^\p{L}\p{M}\p{N}\s'-]/gu, ' ').trim().replace(/\s+/g, ' ');
    // Words taken into a clause are not read again as the character's kind or temper.
    head = `${head.slice(0, match.index)} , ${head.slice(match.index + match[0].length)}`;
    if (found && meaningful(found)) clauses[kind] = found.slice(0, 80);
  }
  // A lone "who" left by a clause taken out ("who is afraid of…" leaves "who is").
  head = head.replace(/\b(?:who|qui|que)(?:\s+(?:is|are|est|es))?\s*(?=,|$)/giu, ' ');
  return { clauses, head };
}

/** "tells tall tales" → "tell tall tales": the verb phrase said to "you" or of "they". */
export function baseForm(clause: string): string {
  return clause
    .replace(/^(secretly\s+|always\s+|never\s+|still\s+|often\s+)?(?:is|'s)\b/, '$1are')
    .replace(/^(secretly\s+|always\s+|never\s+|still\s+|often\s+)?has\b/, '$1have')
    .replace(/^(secretly\s+|always\s+|never\s+|still\s+|often\s+)?does\b/, '$1do')
    .replace(/^(secretly\s+|always\s+|never\s+|still\s+|often\s+)?(?!are\b|have\b|do\b)([a-z]+?)(ies|es|s)\b/, (all, adverb: string | undefined, stem: string, ending: string) => {
      if (/(ss|us|is)$/.test(`${stem}${ending}`)) return all;
      const verb = ending === 'ies' ? `${stem}y` : ending === 'es' && /(sh|ch|ss|x|o|z)$/.test(stem) ? stem : `${stem}${ending === 'es' ? 'e' : ''}`;
      return `${adverb ?? ''}${verb}`;
    });
}
