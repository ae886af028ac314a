/** The longest name a default takes, in characters (the name field itself allows 60). */
const DEFAULT_NAME_MAX = 40;

/**
 * A new asset's name when the person gave none: the words they asked for ("A bearded old wizard in a blue
 * robe"), first letter up, cut at a word with an ellipsis when long; '' when the input has no words (music made
 * from its choices alone), which the library shows as untitled.
 */
export function nameFromInput(input: unknown): string {
  const prompt = typeof input === 'object' && input !== null && 'prompt' in input ? (input as { prompt: unknown }).prompt : undefined;
  if (typeof prompt !== 'string') return '';
  const words = prompt.replace(/\s+/g, ' ').trim();
  if (!words) return '';
  const first = words[0]!.toLocaleUpperCase() + words.slice(1);
  const chars = Array.from(first);
  if (chars.length <= DEFAULT_NAME_MAX) return first;
  const cut = chars.slice(0, DEFAULT_NAME_MAX - 1).join('');
  // Cut inside a word only when the last word boundary is too far back to keep a useful name.
  const endsAWord = /[\s,.;:!?]/u.test(chars[DEFAULT_NAME_MAX - 1]!);
  const space = cut.lastIndexOf(' ');
  const kept = endsAWord || space <= DEFAULT_NAME_MAX / 2 ? cut : cut.slice(0, space);
  return `${kept.replace(/[\s,.;:!?-]+$/u, '')}…`;
}
