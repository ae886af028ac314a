import { KOIN_PER_MESSAGE } from '@/lib/contracts/chat';
import type { MessagePlot } from '@/lib/contracts/role-plot-rules';
import type { WalletService } from '@/server/domains/wallet/wallet-service';
import type { PersonaCard } from '@/server/providers/llm/chat-model';
import { UnheardVoiceReply } from '@/server/providers/stt/unheard-voice-reply';
import { conversationIdOf } from './chat-frames';
import type { ConversationContext, PreparedRequest } from './conversation-context';
import type { MessageIds } from './message-ids';
import type { MessageRow, Topic } from './message-repository';
import type { ReplyRunner } from './reply-runner';
import type { SummaryFolds } from './summary-folds';

/** Answers a voice message whose words nobody heard. */
const unheardVoice = new UnheardVoiceReply();

/** What a reply answers and on which terms. */
export interface ReplyTerms {
  /** The user message it answers (its id). */
  replyTo?: string;
  seed: number;
  /** The idempotency key of the koin paid for it: its refund is `refund:{chargeKey}`. */
  chargeKey: string;
  /** A rephrase: the reply rewritten, which rewrite this is, and the wording it replaces. */
  rewrite?: { id: bigint; count: number; replacing?: string };
  /** The message is a voice clip nobody could make out: the character says so. */
  unheard?: boolean;
  /** The request, when the caller built it (else it is read now). */
  prepared?: PreparedRequest;
  /** The message's payment when the model is asked ahead of it (ReplyJob.paid). */
  paid?: Promise<boolean>;
  /** The plot the message was sent in (ReplyJob.plot). */
  plot?: MessagePlot;
}

/**
 * A reply someone paid for (a message, a rephrase): written by ReplyRunner, its koin given back when none could be
 * written, and followed by a check whether older turns are due to be folded into the summary (SummaryFolds).
 */
export class PaidReplies {
  constructor(
    private readonly deps: {
      context: ConversationContext;
      runner: ReplyRunner;
      wallet: WalletService;
      ids: MessageIds;
      folds: SummaryFolds;
    },
  ) {}

  /** Writes the reply; answers it as stored, or undefined when none was written (refunded, or not paid for). */
  async answer(topic: Topic, role: PersonaCard, terms: ReplyTerms): Promise<MessageRow | undefined> {
    const prepared = terms.prepared ?? (await this.deps.context.prepare(topic, role, { seed: terms.seed, until: terms.rewrite ? terms.rewrite.id - 1n : undefined }));
    const { info, turnsPastSummary } = prepared;
    const request = terms.rewrite?.replacing ? { ...prepared.request, replacing: terms.rewrite.replacing } : prepared.request;
    const stored = await this.deps.runner.run({
      topic,
      conversationId: conversationIdOf(topic.userId, topic.topicType, topic.topicId),
      role,
      replyId: terms.rewrite?.id ?? (terms.replyTo ? this.deps.ids.after(BigInt(terms.replyTo)) : this.deps.ids.next()),
      replyTo: terms.replyTo,
      request,
      rewriteCount: terms.rewrite?.count ?? 0,
      speak: info.autoAudio,
      model: terms.unheard ? unheardVoice : undefined,
      paid: terms.paid,
      plot: terms.plot,
      refund: async () => {
        await this.deps.wallet.move([{ userId: topic.userId, amount: KOIN_PER_MESSAGE, reason: 'chat_refund', refType: 'message', refId: terms.replyTo }], `refund:${terms.chargeKey}`);
      },
    });
    if (stored) this.deps.folds.afterReply(topic, role, turnsPastSummary, request.partner);
    return stored;
  }
}
