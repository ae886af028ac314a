/**
 * Seed §2 PC navigation bar and §5: a blank keyword is refused ("Please enter keywords"); otherwise line
 * breaks are taken out and the rest is searched as typed. Returns null for a blank keyword.
 */
export function normalizeKeyword(raw: string): string | null {
  const keyword = raw.replace(/[\r\n]+/g, '').trim();
  return keyword ? keyword : null;
}
