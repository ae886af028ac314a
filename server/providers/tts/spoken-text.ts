/** OpenAI's `/audio/speech` takes at most 4096 characters; flite is held to the same, which is minutes of speech. */
export const MAX_SPOKEN_CHARS = 4096;

/**
 * What the character says aloud in a reply: the words, without the `*she smiles*` actions that the
 * avatar acts out, markdown marks and links. Empty when the reply is only actions.
 */
export function spokenText(reply: string): string {
  const words = reply
    .replace(/\*[^*]*\*/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/[*_~`#>|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (words.length <= MAX_SPOKEN_CHARS) return words;
  const cut = words.slice(0, MAX_SPOKEN_CHARS);
  // End on a whole sentence when there is one in the last quarter, else on a whole word.
  const sentence = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('! '), cut.lastIndexOf('? '));
  return sentence > MAX_SPOKEN_CHARS * 0.75 ? cut.slice(0, sentence + 1) : cut.slice(0, cut.lastIndexOf(' ')).trim();
}
