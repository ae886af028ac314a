import { ChatModelError, type ChatModel, type ChatRequest, type ChatTurn, type ReplyResult, type TouchRequest } from '../chat-model';
import { completeText, streamCompletion } from './completion-client';
import type { CompletionEndpoint } from './completion-attempt';
import { completedResult, streamDirected } from '../reply-result';
import { buildChatMessages } from '../prompt';
import { parseSuggestions } from './suggestion-parser';
import { buildSuggestMessages, buildSummaryMessages, buildTouchMessages, capWords, SUMMARY_WORD_LIMIT } from '../task-prompts';

/**
 * The chat model behind any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM,
 * llama.cpp server, OpenRouter). Replies stream; the model directs them with inline tags before its
 * sentences (`[joy|wave|gaze:user]`), which the user never sees and which become the reply's timeline.
 */
export class OpenAiChatModel implements ChatModel {
  readonly name: string;

  constructor(private readonly endpoint: CompletionEndpoint) {
    this.name = endpoint.model;
  }

  reply(request: ChatRequest, signal: AbortSignal): AsyncGenerator<string, ReplyResult, void> {
    return streamDirected(streamCompletion(this.endpoint, buildChatMessages(request), signal), this.endpoint.model);
  }

  async suggest(request: ChatRequest, num: number, signal: AbortSignal): Promise<string[]> {
    const answer = await completeText(this.endpoint, buildSuggestMessages(request, num), signal);
    const suggestions = parseSuggestions(answer, num);
    if (suggestions.length === 0) throw new ChatModelError('bad-response', 'the chat model suggested nothing usable');
    return suggestions;
  }

  async touch(request: TouchRequest, signal: AbortSignal): Promise<ReplyResult> {
    return completedResult(await completeText(this.endpoint, buildTouchMessages(request), signal), this.endpoint.model);
  }

  async summarize(previous: string, turns: ChatTurn[], request: Pick<ChatRequest, 'role' | 'partner'>, signal: AbortSignal): Promise<string> {
    if (turns.length === 0) return previous;
    const answer = await completeText(this.endpoint, buildSummaryMessages(previous, turns, request), signal);
    return capWords(answer, SUMMARY_WORD_LIMIT);
  }
}
