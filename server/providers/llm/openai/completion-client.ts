import { ChatModelError } from '../chat-model';
import { CompletionDeltas, isWholeAnswer, wholeText } from './completion-chunks';
import { CompletionAttempt, isRetryable, MAX_RETRIES, sleep, type CompletionEndpoint } from './completion-attempt';
import type { ChatMessage } from '../prompt';

/**
 * Streams the text of a chat completion. Before the first token a busy, slow or unreachable
 * endpoint is tried again; once text has been handed out it never is, since the user has seen it.
 */
export async function* streamCompletion(endpoint: CompletionEndpoint, messages: ChatMessage[], signal: AbortSignal): AsyncGenerator<string, void, void> {
  for (let attempt = 0; ; attempt++) {
    const call = new CompletionAttempt(endpoint, signal);
    let yielded = false;
    let failure: ChatModelError;
    try {
      const response = await call.post({ messages, stream: true });
      if (isWholeAnswer(response)) {
        const text = await wholeText(response);
        yielded = text !== '';
        if (yielded) yield text;
        return;
      }
      // The body's bytes are read here and its pieces handed out from here: one generator between the socket and the
      // reply for every piece, which runs on the event loop every other conversation waits on.
      const deltas = new CompletionDeltas();
      for await (const bytes of response.body) {
        for (const piece of deltas.push(bytes)) {
          call.pause();
          yielded = true;
          yield piece;
          call.arm();
        }
        if (deltas.done) break;
      }
      for (const piece of deltas.end()) {
        yielded = true;
        yield piece;
      }
      return;
    } catch (error) {
      failure = call.failure(error, yielded);
    } finally {
      call.dispose();
    }
    if (yielded || attempt >= MAX_RETRIES || !isRetryable(failure)) throw failure;
    await sleep(call.retryDelay(attempt), signal);
  }
}

/** A whole (non-streamed) completion, with the same retries. */
export async function completeText(endpoint: CompletionEndpoint, messages: ChatMessage[], signal: AbortSignal): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const call = new CompletionAttempt(endpoint, signal);
    let failure: ChatModelError;
    try {
      const response = await call.post({ messages, stream: false });
      const text = await wholeText(response);
      if (!text.trim()) throw new ChatModelError('bad-response', 'the chat model answered with no text');
      return text;
    } catch (error) {
      failure = call.failure(error, false);
    } finally {
      call.dispose();
    }
    if (attempt >= MAX_RETRIES || !isRetryable(failure)) throw failure;
    await sleep(call.retryDelay(attempt), signal);
  }
}
