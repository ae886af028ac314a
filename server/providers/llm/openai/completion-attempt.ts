import { ChatModelError } from '../chat-model';
import { postJson, type PostAnswer } from '../http/http-post';

/** Where and how to reach an OpenAI-compatible endpoint. */
export interface CompletionEndpoint {
  /** Up to and including `/v1` (`https://api.openai.com/v1`, `http://127.0.0.1:11434/v1`). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** The wait for the first token, and then between tokens (a whole answer when not streaming). */
  timeoutMs: number;
  /** The wait before the first retry; the second waits twice as long. */
  retryDelayMs?: number;
  /** The longest `Retry-After` honoured. */
  maxRetryAfterMs?: number;
}

/** Retries after the first attempt, only ever before the first token (DESIGN §5.1). */
export const MAX_RETRIES = 2;
const RETRY_DELAY_MS = 400;
const MAX_RETRY_AFTER_MS = 10_000;
/**
 * Why a finished attempt's controller is aborted: given as the reason, so that no DOMException (with its stack
 * trace) is made for every completion; nothing reads the reason.
 */
const DISPOSED = Object.freeze(new Error('the completion attempt is over'));

/**
 * One HTTP attempt: its own abort controller, linked to the caller's signal, and a watchdog that
 * aborts it when the endpoint stays silent for longer than the timeout.
 */
export class CompletionAttempt {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  /** When the endpoint's silence runs out, unless the watchdog is paused. */
  private deadline = 0;
  private paused = false;
  private timedOut = false;
  private retryAfterMs: number | undefined;
  private readonly onAbort = () => this.controller.abort();

  constructor(
    private readonly endpoint: CompletionEndpoint,
    private readonly signal: AbortSignal,
  ) {
    signal.addEventListener('abort', this.onAbort, { once: true });
    this.arm();
  }

  /**
   * Restarts the watchdog: called when a token arrives. The deadline moves and the timer stays: it looks again when
   * it fires, so a streamed reply sets one timer per timeout period instead of one per token.
   */
  arm(): void {
    this.paused = false;
    this.deadline = performance.now() + this.endpoint.timeoutMs;
    this.timer ??= setTimeout(this.watch, this.endpoint.timeoutMs);
  }

  /** Stops the watchdog while the caller, not the endpoint, is the one taking time. */
  pause(): void {
    this.paused = true;
  }

  private readonly watch = () => {
    this.timer = undefined;
    if (this.paused) return;
    const left = this.deadline - performance.now();
    if (left > 0) return void (this.timer = setTimeout(this.watch, left));
    this.timedOut = true;
    this.controller.abort();
  };

  dispose(): void {
    this.paused = true;
    clearTimeout(this.timer);
    this.signal.removeEventListener('abort', this.onAbort);
    this.controller.abort(DISPOSED);
  }

  async post(body: Record<string, unknown>): Promise<PostAnswer> {
    if (this.signal.aborted) throw new ChatModelError('aborted', 'the chat was left');
    const { baseUrl, apiKey } = this.endpoint;
    const answer = await postJson(`${baseUrl}/chat/completions`, JSON.stringify({ model: this.endpoint.model, ...body }), apiKey ? { authorization: `Bearer ${apiKey}` } : {}, this.controller.signal);
    if (answer.status >= 200 && answer.status < 300) return answer;
    const detail = await errorDetail(answer);
    if (answer.status === 429) {
      this.retryAfterMs = retryAfter(answer.header('retry-after'));
      throw new ChatModelError('rate-limited', `the chat model is rate limited: ${detail}`, 429);
    }
    throw new ChatModelError('http', `the chat model answered ${answer.status}: ${detail}`, answer.status);
  }

  /** Whatever went wrong, as a ChatModelError; `afterText` once the user has seen part of the reply. */
  failure(error: unknown, afterText: boolean): ChatModelError {
    if (this.signal.aborted) return new ChatModelError('aborted', 'the chat was left');
    if (this.timedOut) return new ChatModelError('timeout', afterText ? 'the chat model went silent in the middle of the reply' : 'the chat model did not answer in time');
    if (error instanceof ChatModelError) return error;
    const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    return afterText ? new ChatModelError('interrupted', `the reply broke off: ${cause}`) : new ChatModelError('http', `could not reach the chat model: ${cause}`);
  }

  /** How long to wait before attempt number `attempt + 1`. */
  retryDelay(attempt: number): number {
    if (this.retryAfterMs !== undefined) return Math.min(this.retryAfterMs, this.endpoint.maxRetryAfterMs ?? MAX_RETRY_AFTER_MS);
    return (this.endpoint.retryDelayMs ?? RETRY_DELAY_MS) * 2 ** attempt;
  }
}

/** Worth another attempt: the endpoint was busy, slow or unreachable, not wrong about the request. */
export function isRetryable(failure: ChatModelError): boolean {
  if (failure.failure === 'timeout' || failure.failure === 'rate-limited' || failure.failure === 'interrupted') return true;
  return failure.failure === 'http' && (failure.status === undefined || failure.status >= 500);
}

export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new ChatModelError('aborted', 'the chat was left'));
    const onAbort = () => {
      clearTimeout(timer);
      reject(new ChatModelError('aborted', 'the chat was left'));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

function retryAfter(header: string | undefined): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

async function errorDetail(answer: PostAnswer): Promise<string> {
  const text = await answer.text().catch(() => '');
  try {
    const message = (JSON.parse(text) as { error?: { message?: unknown } | string }).error;
    if (typeof message === 'string') return message;
    if (typeof message?.message === 'string') return message.message;
  } catch {
    // not JSON: the raw text says it best
  }
  return text.slice(0, 200) || answer.statusText;
}
