/** The longest keyword searchFeedInfo accepts. */
export const MAX_KEYWORD_LENGTH = 100;

/** Seed §2: newlines are stripped from a keyword; runs of spaces collapse and the ends are trimmed. */
export function normaliseKeyword(raw: string): string {
  return raw.replace(/[\r\n]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_KEYWORD_LENGTH).trim();
}

/** The keyword of a results URL segment; a segment that is still percent-encoded is decoded once. */
export function keywordFromSegment(segment: string): string {
  let text = segment;
  if (/%[0-9a-f]{2}/i.test(text)) {
    try {
      text = decodeURIComponent(text);
    } catch {
      // A lone % is part of the keyword.
    }
  }
  return normaliseKeyword(text);
}
