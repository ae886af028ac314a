/** Reads the suggestions out of a model's answer: a JSON array, possibly fenced, or one per line. */
export function parseSuggestions(answer: string, num: number): string[] {
  const unfenced = answer.replace(/```[a-z]*/gi, '');
  const items = jsonArray(unfenced) ?? unfenced.split(/\r?\n/).map(stripListMarker).filter((line) => !/:\s*$/.test(line));
  const seen = new Set<string>();
  const result: string[] = [];
  for (const item of items) {
    const text = item.trim().replace(/^["'“]+|["'”]+,?$/g, '').trim();
    const key = text.toLowerCase();
    if (!text || seen.has(key)) continue;
    seen.add(key);
    result.push(text);
  }
  return result.slice(0, num);
}

function jsonArray(text: string): string[] | undefined {
  const start = text.indexOf('[');
  const end = text.lastIndexOf(']');
  if (start < 0 || end <= start) return undefined;
  try {
    const parsed: unknown = JSON.parse(text.slice(start, end + 1));
    if (!Array.isArray(parsed)) return undefined;
    return parsed.map((item) => (typeof item === 'string' ? item : typeof item?.text === 'string' ? item.text : '')).filter(Boolean);
  } catch {
    return undefined;
  }
}

const stripListMarker = (line: string) => line.replace(/^\s*(?:[-*•]|\d+[.):]|\(\d+\))\s*/, '');
