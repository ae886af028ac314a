import { ChatModelError } from './chat-model';
import type { PostAnswer } from './http-post';
import { readSseData } from './sse-reader';

interface CompletionChoice {
  delta?: { content?: unknown };
  message?: { content?: unknown };
  text?: unknown;
  finish_reason?: unknown;
}

export interface CompletionBody {
  choices?: CompletionChoice[];
  error?: { message?: unknown } | string;
}

/** The text of a completion or of one streamed chunk, whichever shape the server uses. */
export function contentOf(body: CompletionBody): string {
  if (body.error) {
    const message = typeof body.error === 'string' ? body.error : String(body.error.message ?? 'unknown error');
    throw new ChatModelError('bad-response', `the chat model reported an error: ${message}`);
  }
  const choice = body.choices?.[0];
  const text = choice?.delta?.content ?? choice?.message?.content ?? choice?.text;
  return typeof text === 'string' ? text : '';
}

/** A whole (non-streamed) answer's body. */
export function parseJson(text: string): CompletionBody {
  try {
    return JSON.parse(text) as CompletionBody;
  } catch {
    throw new ChatModelError('bad-response', `the chat model answered with something other than JSON: ${text.slice(0, 100)}`);
  }
}

function parseChunk(data: string): CompletionBody | undefined {
  try {
    const parsed: unknown = JSON.parse(data);
    return parsed && typeof parsed === 'object' ? (parsed as CompletionBody) : undefined;
  } catch {
    // One garbled chunk is skipped rather than losing the whole reply.
    return undefined;
  }
}

/**
 * The text deltas of a streamed completion. A stream that ends before `[DONE]` or a finish
 * reason was cut off. Servers that ignore `stream: true` and answer with plain JSON are accepted.
 */
export async function* readDeltas(response: PostAnswer): AsyncGenerator<string, void, void> {
  if ((response.header('content-type') ?? '').includes('application/json')) {
    const text = contentOf(parseJson(await response.text()));
    if (text) yield text;
    return;
  }
  let finished = false;
  for await (const data of readSseData(response.body)) {
    if (data.trim() === '[DONE]') return;
    const chunk = parseChunk(data);
    if (!chunk) continue;
    const text = contentOf(chunk);
    if (text) yield text;
    if (chunk.choices?.[0]?.finish_reason) finished = true;
  }
  if (!finished) throw new ChatModelError('interrupted', 'the reply stream ended before the model finished');
}
