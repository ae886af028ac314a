'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { frameData, type ChatMessage } from '@/lib/chat';
import { OFFLINE_REPLY_MODEL } from '@/lib/contracts/chat-codes';

/** Where the chat's offline note links: how to connect a model. */
export const CONNECT_MODEL_PATH = '/connect-a-model';

/** Whether a character's reply came from the offline engine: its `llmModel` says so. */
export const isOfflineReply = (reply: ChatMessage | undefined) => reply !== undefined && frameData(reply).llmModel === OFFLINE_REPLY_MODEL;

/**
 * Said plainly under the messages while the character's replies come from the offline engine (no language model
 * configured): they are short replies built from the card, and a link says how to get full conversations.
 */
export function OfflineRepliesNote() {
  const t = useTranslations('Chat');
  return (
    <p role="note" data-testid="offline-replies-note" className="self-center rounded-full bg-white/80 px-3 py-1 text-center text-[12px] text-ink-soft shadow-sm">
      {t.rich('offlineReplies', {
        link: (chunks) => (
          <Link href={CONNECT_MODEL_PATH} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500">
            {chunks}
          </Link>
        ),
      })}
    </p>
  );
}
