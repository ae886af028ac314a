import { ChatModelError, type ChatModel, type ChatRequest, type ChatTurn, type ReplyProgress, type ReplyResult, type TouchRequest } from '../chat-model';
import { completedResult, streamDirected } from '../reply-result';
import { parseSuggestions } from '../openai/suggestion-parser';
import { buildChatMessages, type ChatMessage } from '../prompt';
import { buildSuggestMessages, buildSummaryMessages, buildTouchMessages, capWords, SUMMARY_WORD_LIMIT } from '../task-prompts';
import { generate, generateText, type GenerationLimits } from './local-generation';
import type { LocalRuntime } from './local-runtime';
import { ReplyLine } from './reply-line';

export interface LocalChatModelOptions extends GenerationLimits {
  /** Replies waiting for their turn before one more is refused as busy. */
  queue: number;
}

/**
 * The chat model served in-process from a `.gguf` file (node-llama-cpp): the same prompts as a remote endpoint,
 * written in the model's own chat template, one reply per context sequence while the others wait in line.
 */
export class LocalChatModel implements ChatModel {
  readonly name: string;
  private readonly line: ReplyLine;

  constructor(
    private readonly runtime: LocalRuntime,
    private readonly options: LocalChatModelOptions,
  ) {
    this.name = runtime.modelName;
    this.line = new ReplyLine(runtime.options.sequences, options.queue);
  }

  reply(request: ChatRequest, signal: AbortSignal, progress?: ReplyProgress): AsyncGenerator<string, ReplyResult, void> {
    return streamDirected(generate(this.runtime, this.line, buildChatMessages(request), this.options, signal, progress), this.name);
  }

  async suggest(request: ChatRequest, num: number, signal: AbortSignal): Promise<string[]> {
    const suggestions = parseSuggestions(await this.complete(buildSuggestMessages(request, num), signal), num);
    if (suggestions.length === 0) throw new ChatModelError('bad-response', 'the local model suggested nothing usable');
    return suggestions;
  }

  async touch(request: TouchRequest, signal: AbortSignal): Promise<ReplyResult> {
    return completedResult(await this.complete(buildTouchMessages(request), signal), this.name);
  }

  async summarize(previous: string, turns: ChatTurn[], request: Pick<ChatRequest, 'role' | 'partner'>, signal: AbortSignal): Promise<string> {
    if (turns.length === 0) return previous;
    return capWords(await this.complete(buildSummaryMessages(previous, turns, request), signal), SUMMARY_WORD_LIMIT);
  }

  /** Frees the model's memory (the server is stopping). */
  close(): Promise<void> {
    return this.runtime.close();
  }

  private complete(messages: ChatMessage[], signal: AbortSignal): Promise<string> {
    return generateText(this.runtime, this.line, messages, this.options, signal);
  }
}
