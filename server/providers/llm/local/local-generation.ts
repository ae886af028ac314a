import type { ChatHistoryItem } from 'node-llama-cpp';
import { ChatModelError, type ReplyProgress } from '../chat-model';
import type { ChatMessage } from '../prompt';
import { messageOf, type LocalRuntime } from './local-runtime';
import type { ReplyLine } from './reply-line';

export interface GenerationLimits {
  maxTokens: number;
  /** The longest wait for the first token once the reply's turn has come, and between tokens. */
  timeoutMs: number;
}

/** The messages as node-llama-cpp's chat history, ending with the model's turn to speak. */
export function chatHistory(messages: readonly ChatMessage[]): ChatHistoryItem[] {
  const items: ChatHistoryItem[] = messages.map((m) =>
    m.role === 'system' ? { type: 'system', text: m.content } : m.role === 'user' ? { type: 'user', text: m.content } : { type: 'model', response: [m.content] },
  );
  items.push({ type: 'model', response: [] });
  return items;
}

/**
 * Generates one answer with the local model, streamed in the pieces the model writes. The answer waits its turn
 * in the line (telling `progress` its place), is written in the model's own chat template (node-llama-cpp reads
 * it from the GGUF), and stops when `signal` aborts, when it stalls past the timeout, or at the token limit.
 */
export async function* generate(
  runtime: LocalRuntime,
  line: ReplyLine,
  messages: readonly ChatMessage[],
  limits: GenerationLimits,
  signal: AbortSignal,
  progress?: ReplyProgress,
): AsyncGenerator<string, void, void> {
  const release = await line.enter(signal, (position) => progress?.waiting(position));
  const stop = new AbortController();
  let stalled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const watch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      stalled = true;
      stop.abort();
    }, limits.timeoutMs);
  };
  const onAbort = () => stop.abort();
  signal.addEventListener('abort', onAbort, { once: true });
  const pieces: string[] = [];
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  let finished = false;
  let failure: unknown;
  let chat: { dispose(): void } | undefined;
  let running: Promise<unknown> | undefined;
  try {
    const { context, lib } = await runtime.load(limits.timeoutMs);
    if (signal.aborted) throw new ChatModelError('aborted', 'the reply was stopped');
    const llamaChat = new lib.LlamaChat({ contextSequence: context.getSequence(), autoDisposeSequence: true });
    chat = llamaChat;
    watch();
    running = llamaChat
      .generateResponse(chatHistory(messages), {
        maxTokens: limits.maxTokens,
        signal: stop.signal,
        stopOnAbortSignal: true,
        onTextChunk: (text) => {
          watch();
          if (text) pieces.push(text);
          notify();
        },
      })
      .then(
        () => (finished = true),
        (error: unknown) => (failure = error),
      )
      .finally(notify);
    for (;;) {
      while (pieces.length > 0) yield pieces.shift()!;
      if (failure !== undefined) throw failure;
      if (finished) break;
      await new Promise<void>((resolve) => (wake = resolve));
    }
    if (signal.aborted) throw new ChatModelError('aborted', 'the reply was stopped');
    if (stalled) throw new ChatModelError('timeout', `the local model wrote nothing for ${limits.timeoutMs} ms`);
  } catch (error) {
    if (error instanceof ChatModelError) throw error;
    if (signal.aborted) throw new ChatModelError('aborted', 'the reply was stopped');
    throw new ChatModelError('unavailable', `the local model ${runtime.modelName} stopped: ${messageOf(error)}`);
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
    // A reply left early (its reader stopped) stops the model too, before its sequence is given back.
    if (!finished && failure === undefined) stop.abort();
    await running;
    chat?.dispose();
    release();
  }
}

/** The whole answer at once (suggestions, touches, summaries). */
export async function generateText(runtime: LocalRuntime, line: ReplyLine, messages: readonly ChatMessage[], limits: GenerationLimits, signal: AbortSignal): Promise<string> {
  let text = '';
  for await (const piece of generate(runtime, line, messages, limits, signal)) text += piece;
  return text;
}
