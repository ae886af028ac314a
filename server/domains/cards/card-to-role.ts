import { NSFW_TAG_TITLE } from '@/lib/contracts/role-rules';
import type { ImportedCharacter } from '@/lib/contracts/character-card';
import type { ParsedCard } from './card-schema';
import type { CardContainer } from './read-card-file';

/** Seed: "A character-name type is valid when it contains at least one Latin letter" (A–Z, as role creation checks). */
const LATIN_LETTER = /[A-Za-z]/;
/** An intro is a line or two on a card (role creation allows 500 characters); longer text is cut at a sentence end. */
const INTRO_CHARS = 500;
/** Tags that mark a card adult besides nsfw itself. */
const ADULT_TAGS = new Set([NSFW_TAG_TITLE, 'adult', '18+', 'r18', 'r-18']);
/** KOKO's own extension on the cards it exports. */
export const KOKO_EXTENSION = 'koko';

/** The old placeholders (<USER>, <BOT>) some programs still write, as KOKO's ({{user}}, {{char}}). */
export const normalizePlaceholders = (text: string) => text.replace(/<user>/gi, '{{user}}').replace(/<(?:bot|char)>/gi, '{{char}}');

/** The opening sentences of a text, within INTRO_CHARS. */
function opening(text: string): string {
  if (text.trim().length <= INTRO_CHARS) return text.trim();
  const flat = text.trim().replace(/\s+/g, ' ');
  let intro = '';
  for (const sentence of flat.match(/[^.!?]+[.!?]+["')\]]*\s*/g) ?? []) {
    if (intro && intro.length + sentence.length > INTRO_CHARS) break;
    intro += sentence;
  }
  return (intro || flat).slice(0, INTRO_CHARS).trim();
}

/** The first paragraph of the creator's notes, or failing that the description's first sentences. */
function introOf(card: ParsedCard): string {
  const notes = card.creator_notes.trim().split(/\n\s*\n/)[0]?.trim();
  return notes ? opening(notes) : opening(card.description);
}

/**
 * A card's example messages (`<START>` blocks, `{{user}}:` / `{{char}}:` or `Name:` lines) as KOKO keeps them:
 * one `{{user}}: …` or `{{char}}: …` line per message; a line without a speaker continues the one before it.
 */
export function exampleDialogueOf(mesExample: string, name: string): string {
  const speaker = new RegExp(`^\\s*(\\{\\{user\\}\\}|\\{\\{char\\}\\}|${escapeRegExp(name.trim())})\\s*:\\s*(.*)$`, 'i');
  const lines: string[] = [];
  for (const raw of normalizePlaceholders(mesExample).split('\n')) {
    const line = raw.trim();
    if (!line || /^<start>$/i.test(line)) continue;
    const match = speaker.exec(line);
    if (match) lines.push(`${match[1]!.toLowerCase() === '{{user}}' ? '{{user}}' : '{{char}}'}: ${match[2]!.trim()}`);
    else if (lines.length > 0) lines[lines.length - 1] += ` ${line}`;
    else lines.push(`{{char}}: ${line}`);
  }
  return lines.join('\n');
}

/** KOKO's example dialogue as a card's mes_example: one `<START>` block. */
export const mesExampleOf = (exampleDialogue: string) => (exampleDialogue.trim() ? `<START>\n${exampleDialogue.trim()}` : '');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const joined = (...parts: string[]) =>
  parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join('\n\n');

/** A card read into KOKO's role fields (app/character/readCard), with the cover made from its picture. */
export function cardToRole(card: ParsedCard, container: CardContainer, coverImage: string | null): ImportedCharacter {
  const name = card.name.trim();
  const koko = card.extensions?.[KOKO_EXTENSION] as { gender?: unknown } | undefined;
  const text = (t: string) => normalizePlaceholders(t).trim();
  const tags = [...new Set(card.tags.map((t) => t.trim()).filter(Boolean))];
  return {
    roleName: name,
    roleNameNeedsLatin: !LATIN_LETTER.test(name),
    intro: text(introOf(card)),
    personality: text(joined(card.description, card.personality)),
    scenario: text(card.scenario),
    roleAppearInfo: text(card.first_mes),
    alternateGreetings: card.alternate_greetings.map(text).filter(Boolean),
    groupOnlyGreetings: card.group_only_greetings.map(text).filter(Boolean),
    exampleDialogue: exampleDialogueOf(card.mes_example, name),
    tags,
    creator: card.creator.trim(),
    characterVersion: card.character_version.trim(),
    nsfw: tags.some((t) => ADULT_TAGS.has(t.toLowerCase())),
    ...(typeof koko?.gender === 'string' ? { gender: koko.gender } : {}),
    systemPrompt: text(card.system_prompt),
    postHistoryInstructions: text(card.post_history_instructions),
    creatorNotes: card.creator_notes.trim(),
    lorebook: card.character_book ?? null,
    source: { spec: card.spec, container },
    coverImage,
  };
}
