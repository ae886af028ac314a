import type { Logger } from '@/server/log';
import type { ChatRequest, PersonaCard } from '@/server/providers/llm/chat-model';
import { mayFold, type ConversationContext } from './conversation-context';
import { conversationKey, type ConversationQueues } from './conversation-queues';
import type { ConversationSnapshots } from './conversation-snapshots';
import type { Topic } from './message-repository';
import type { ReplyRunner } from './reply-runner';

/** How long writing one summary may take. */
const FOLD_TIMEOUT_MS = 120_000;

/**
 * Folding a conversation's older turns into its rolling summary after a reply (ConversationContext.fold): the check
 * waits its turn behind the replies, so memory is never written by two hands at once, and nobody waits for it.
 */
export class SummaryFolds {
  /** Conversations whose check for a due summary is queued and has not started. */
  private readonly queued = new Set<string>();
  /** Aborted by `stop`: the summaries being written end, and no new one starts. */
  private readonly stopping = new AbortController();

  constructor(
    private readonly deps: {
      context: ConversationContext;
      runner: ReplyRunner;
      queues: ConversationQueues;
      snapshots: ConversationSnapshots;
      log: Logger;
    },
  ) {}

  /**
   * A reply was stored: checks whether a summary is due, given the turns past the summary when the reply was
   * prepared (`turnsPastSummary`) and who the user chats as (`partner`, from the reply's request).
   */
  afterReply(topic: Topic, role: PersonaCard, turnsPastSummary: number | undefined, partner: ChatRequest['partner']): void {
    if (!mayFold(turnsPastSummary)) return;
    const key = conversationKey(topic);
    // A check already queued counts this reply too when it runs: one check for the replies that finish before it.
    if (this.queued.has(key)) return;
    this.queued.add(key);
    void this.deps.queues
      .run(key, async () => {
        this.queued.delete(key);
        if (this.stopping.signal.aborted) return;
        // Every turn past the summary, as this instance last saw them: the fold then reads nothing.
        const snapshot = this.deps.snapshots.complete(key);
        const seen = snapshot && { memory: snapshot.state.participant.memory, turns: snapshot.state.turns };
        const hint = { past: turnsPastSummary, partner, seen };
        const signal = AbortSignal.any([AbortSignal.timeout(FOLD_TIMEOUT_MS), this.stopping.signal]);
        const folded = await this.deps.context.fold(topic, role, this.deps.runner.model, signal, hint);
        if (folded?.fromSeen) this.deps.snapshots.folded(key, snapshot!, folded);
        else if (folded) this.deps.snapshots.forget(key);
      })
      .catch((error: unknown) => this.deps.log.warn('chat summary failed', { error }));
  }

  /** The server is stopping: the summaries being written end, and the ones queued are dropped. */
  stop(): void {
    this.stopping.abort();
  }
}
