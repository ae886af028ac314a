import { ChatModelError } from '../chat-model';
import type { PostAnswer } from '../http/http-post';
import { SseDataReader } from './sse-reader';

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

/** The text of a whole (non-streamed) answer. */
export async function wholeText(response: PostAnswer): Promise<string> {
  return contentOf(parseJson(await response.text()));
}

function parseJson(text: string): CompletionBody {
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
 * The text deltas of a streamed completion, read from its body's bytes as they arrive (`push`) and checked when the
 * body ends (`end`): a stream that ends before `[DONE]` or a finish reason was cut off. After `[DONE]`, `done` is
 * true and nothing more is read.
 */
export class CompletionDeltas {
  private readonly events = new SseDataReader();
  private finished = false;
  done = false;

  push(bytes: Uint8Array): string[] {
    return this.read(this.events.push(bytes));
  }

  end(): string[] {
    const rest = this.read(this.events.end());
    if (!this.done && !this.finished) throw new ChatModelError('interrupted', 'the reply stream ended before the model finished');
    return rest;
  }

  private read(events: string[]): string[] {
    const texts: string[] = [];
    for (const data of events) {
      if (this.done) break;
      if (data.trim() === '[DONE]') {
        this.done = true;
        break;
      }
      const chunk = parseChunk(data);
      if (!chunk) continue;
      const text = contentOf(chunk);
      if (text) texts.push(text);
      if (chunk.choices?.[0]?.finish_reason) this.finished = true;
    }
    return texts;
  }
}

/** Servers that ignore `stream: true` answer with plain JSON: the whole text at once. */
export function isWholeAnswer(response: PostAnswer): boolean {
  return (response.header('content-type') ?? '').includes('application/json');
}
