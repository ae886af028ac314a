import { ChatModelError, type ReplyResult } from './chat-model';
import { readDirectedReply } from './director/directed-reply';
import type { DirectedReply } from './director/directed-text-stream';
import { dominantCues } from './director/reply-cues';
import { ReplyStream } from './director/reply-stream';

/**
 * A model's finished answer as the chat keeps it: its text, its director timeline and the emotion and motion that
 * lead it. An empty answer is a failure.
 */
export function directedResult({ text, timeline }: DirectedReply, model: string): ReplyResult {
  if (!text.trim()) throw new ChatModelError('bad-response', `the chat model ${model} answered with no text`);
  return { text, ...dominantCues(timeline), timeline, model };
}

/** A whole answer (a touch's) read in any of the director's forms. */
export const completedResult = (answer: string, model: string): ReplyResult => directedResult(readDirectedReply(answer), model);

/**
 * A model's streamed pieces as the words the user sees (tags and JSON structure held back), ending with the
 * finished, directed reply. What was shown is always the start of the final text.
 */
export async function* streamDirected(pieces: AsyncIterable<string>, model: string): AsyncGenerator<string, ReplyResult, void> {
  const stream = new ReplyStream();
  for await (const piece of pieces) {
    const shown = stream.push(piece);
    if (shown) yield shown;
  }
  const reply = stream.finish();
  if (reply.text.length > stream.text.length && reply.text.startsWith(stream.text)) yield reply.text.slice(stream.text.length);
  return directedResult(reply, model);
}
