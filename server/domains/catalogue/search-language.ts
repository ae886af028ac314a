/**
 * The PostgreSQL text search configuration that stems a language's words ("grand-mères" → "grand-mer"), by the
 * language part of a locale. Languages PostgreSQL has no stemmer for are split into words without stemming
 * (`simple`); Chinese, Japanese and Korean, written without spaces, are matched by substrings as well.
 */
const CONFIG_BY_LANGUAGE: Record<string, string> = {
  en: 'english',
  fr: 'french',
  de: 'german',
  es: 'spanish',
  pt: 'portuguese',
  it: 'italian',
  id: 'indonesian',
  ru: 'russian',
};

const UNSPACED_LANGUAGES = new Set(['zh', 'ja', 'ko']);

const languageOf = (locale: string) => locale.split('-')[0]!.toLowerCase();

export function searchConfigOf(locale: string): string {
  return CONFIG_BY_LANGUAGE[languageOf(locale)] ?? 'simple';
}

/** Whether the locale's language is written without spaces between words, so a query may be any substring. */
export function matchesBySubstring(locale: string): boolean {
  return UNSPACED_LANGUAGES.has(languageOf(locale));
}
