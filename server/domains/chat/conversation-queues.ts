import type { Topic } from './message-repository';

/** The key a conversation goes by in this instance's queues and snapshots. */
export const conversationKey = (topic: Topic): string => `${topic.userId}:${topic.topicType}:${topic.topicId}`;

/**
 * One conversation answers one message at a time, in the order they came: each conversation's work (replies,
 * rephrases, greetings, summaries) runs after the work queued before it has settled, whether that succeeded or not.
 */
export class ConversationQueues {
  /** The last work queued in each conversation with work under way or queued. */
  private readonly queues = new Map<string, Promise<unknown>>();

  /** Whether nothing is under way or queued in the conversation. */
  idle(key: string): boolean {
    return !this.queues.has(key);
  }

  /** Runs `work` in the conversation's turn; answers its result. */
  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const run = (this.queues.get(key) ?? Promise.resolve()).then(work, work);
    const tail = run.catch(() => undefined);
    this.queues.set(key, tail);
    void tail.then(() => {
      if (this.queues.get(key) === tail) this.queues.delete(key);
    });
    return run;
  }

  /** Resolves once no conversation has work under way or queued. */
  async settled(): Promise<void> {
    while (this.queues.size > 0) await Promise.all([...this.queues.values()]);
  }
}
