/**
 * A small grammar check for a reply of the offline engine: the faults that give away text spliced from fragments
 * ("The nowhere else could use some attention.", "…on the worn paperback I-I'll try"). The engine drops a sentence
 * that fails it rather than send it, and the conversation tests hold every reply to it.
 */
const TERMINAL = /[.!?…]["'”’)]*$/u;
const START = /^(?:\.\.\.|…)?["'“‘(]?(?:\p{Lu}|\p{N})/u;
/** Words a sentence cannot end on: it was cut off. */
const DANGLING = new Set(
  'the a an my your their our every each of into onto than and or but nor because'.split(' '),
);
/** A determiner cannot stand before these: "the nowhere", "a you". */
const NOT_AFTER_DETERMINER = new Set('nowhere anywhere somewhere everywhere else you me i he she they we it him them is are was were be the a an very not'.split(' '));
const DETERMINERS = new Set(['the', 'a', 'an', 'my', 'your', 'his', 'their', 'our', 'every', 'each']);
/** "I runs", "I has": the first person with a third-person verb. */
/** A stammer ("I-I'll") opens a sentence; in the middle of one it shows two fragments run together. */
const MID_STAMMER = /[\p{L},]\s+(\p{Lu})-\1/u;
const I_THIRD_PERSON = /\bI\s+(?:is|has|does|goes|runs|leaves|makes|loves|likes|wants|needs|knows|says|sells|keeps|lives|works)\b/;

const words = (text: string) => text.toLowerCase().replace(/[’‘]/g, "'").match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [];

function sentenceProblems(sentence: string): string[] {
  const problems: string[] = [];
  const bare = sentence.replace(/^["'“‘(]+|["'”’)]+$/gu, '');
  if (!START.test(sentence)) problems.push(`starts without a capital: "${sentence}"`);
  if (!TERMINAL.test(sentence)) problems.push(`has no end punctuation: "${sentence}"`);
  const list = words(bare);
  for (let i = 1; i < list.length; i++) {
    if (list[i] === list[i - 1]) problems.push(`doubles "${list[i]}": "${sentence}"`);
    if (DETERMINERS.has(list[i - 1]!) && NOT_AFTER_DETERMINER.has(list[i]!)) problems.push(`"${list[i - 1]} ${list[i]}": "${sentence}"`);
  }
  const last = list.at(-1);
  if (last && DANGLING.has(last) && list.length > 1) problems.push(`ends on "${last}": "${sentence}"`);
  if (MID_STAMMER.test(bare)) problems.push(`a stammer mid-sentence: "${sentence}"`);
  if (I_THIRD_PERSON.test(bare)) problems.push(`"I" with a third-person verb: "${sentence}"`);
  return problems;
}

/** What is wrong with a reply's wording; empty when nothing is. `*actions*` are checked as phrases, speech as sentences. */
export function grammarProblems(text: string): string[] {
  const problems: string[] = [];
  if (/\{\w*\}|\{\{|\}\}/.test(text)) problems.push(`an unfilled slot: "${text}"`);
  if ((text.match(/\*/g) ?? []).length % 2 !== 0) problems.push(`unbalanced asterisks: "${text}"`);
  if ((text.match(/"/g) ?? []).length % 2 !== 0) problems.push(`unbalanced quotes: "${text}"`);
  if (/\s[,.!?]|[,;:]\s*[.!?]|,,|\.\.(?!\.)/.test(text.replace(/\.\.\.|…/g, '…'))) problems.push(`stray punctuation: "${text}"`);
  const parts = text.split(/(\*[^*]*\*)/).map((p) => p.trim()).filter(Boolean);
  for (const part of parts) {
    if (part.startsWith('*')) {
      const action = part.slice(1, -1).trim();
      const list = words(action);
      if (list.length === 0) problems.push('an empty action');
      for (let i = 1; i < list.length; i++) if (list[i] === list[i - 1]) problems.push(`doubles "${list[i]}": "${part}"`);
      continue;
    }
    for (const sentence of part.split(/(?<=(?<![.…])[.!?]["'”’)]*)\s+/u).filter(Boolean)) problems.push(...sentenceProblems(sentence));
  }
  return problems;
}
