/** Turns the user's words round to the character's side: "my exam" → "your exam", "you" → "I"/"me". */
const SWAP: Readonly<Record<string, string>> = {
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  am: 'are',
  "i'm": "you're",
  "i've": "you've",
  "i'll": "you'll",
  "i'd": "you'd",
  your: 'my',
  yours: 'mine',
  yourself: 'myself',
  "you're": "I'm",
  "you've": "I've",
  "you'll": "I'll",
  "you'd": "I'd",
};
const SUBJECT_BEFORE = new Set(['and', 'but', 'or', 'if', 'when', 'because', 'that', 'do', 'did', 'can', 'could', 'will', 'would', 'should', 'are', 'were']);

export function reflect(text: string): string {
  const words = text.split(/\s+/).filter(Boolean);
  return words
    .map((word, i) => {
      const lower = word.toLowerCase();
      if (lower === 'you') return i === 0 || SUBJECT_BEFORE.has(words[i - 1]!.toLowerCase()) ? 'I' : 'me';
      if ((lower === 'are' || lower === 'were') && words[i - 1]?.toLowerCase() === 'you') return lower === 'are' ? 'am' : 'was';
      return SWAP[lower] ?? word;
    })
    .join(' ');
}
