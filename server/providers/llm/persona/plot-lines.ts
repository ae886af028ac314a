import type { ChatRequest } from '../chat-model';
import { readExchanges } from './card-lines';
import { readCardVoice } from './card-voice';
import { stem, tokens } from './persona-words';

/**
 * What keeps a reply in the plot being played: when the reply does not touch the scene at all, the character's
 * next line of the plot's own dialogue example (as its author wrote it, placeholders filled), one the chat has not
 * heard yet, going round with the rounds. Undefined outside a plot, when the reply is in the scene already, or when
 * every line was said.
 */
export function plotLine(request: ChatRequest, reply: string, recentReplies: readonly string[], userName: string | undefined): string | undefined {
  const { plot, role } = request;
  if (!plot) return undefined;
  const firstName = role.name.trim().split(/\s+/)[0] || role.name;
  const fill = (text: string) => text.replace(/\{\{\s*char\s*\}\}/gi, firstName).replace(/\{\{\s*user\s*\}\}/gi, userName ?? 'you');
  // The scene's things, as the engine reads a card's: what the plot is about, not every word of it.
  const things = readCardVoice({ ...role, intro: '', greeting: '', personality: '', tags: [], scenario: plot.scene, exampleDialogue: plot.dialogueExample }).nouns;
  const heads = new Set(things.map((n) => n.head));
  if (tokens(reply).some((word) => heads.has(stem(word)))) return undefined;
  const lines = readExchanges(plot.dialogueExample, [role.name, firstName]).map((e) => fill(e.char).trim()).filter(Boolean);
  const start = (plot.round - 1) % Math.max(lines.length, 1);
  const inTurn = [...lines.slice(start), ...lines.slice(0, start)];
  return inTurn.find((line) => !reply.includes(line) && !recentReplies.some((said) => said.includes(line)));
}
