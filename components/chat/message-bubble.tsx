'use client';

import { useTranslations } from 'next-intl';
import { FillImage } from '@/components/ui/fill-image';
import { ContentType, DataType } from '@/lib/contracts/chat-codes';
import { frameData, stillTyping, type ChatMessage } from '@/lib/chat';
import { RoleText } from './role-text';
import { TypingDots } from './typing-indicator';
import { VoiceBubble } from './voice-bubble';

interface MessageBubbleProps {
  message: ChatMessage;
  mine: boolean;
  /** The part typed out so far, for a reply being revealed. */
  typed?: string;
  roleName: string;
  roleCover: string | null;
  canRephrase: boolean;
  onRetry(): void;
  onRephrase(): void;
  onPlay(url: string): void;
}

/** One line of the chat: the user's on the right, the character's on the left with its portrait. */
export function MessageBubble({ message, mine, typed, roleName, roleCover, canRephrase, onRetry, onRephrase, onPlay }: MessageBubbleProps) {
  const t = useTranslations('Chat');
  const data = frameData(message);
  const full = String(data.content ?? '');
  const content = typed ?? full;
  const typing = stillTyping(typed, full, data.pending === true);
  if (message.dataType === DataType.Intro) {
    return (
      <li className="mx-auto my-2 max-w-md rounded-2xl bg-white/70 px-4 py-3 text-center text-[13px] leading-relaxed text-ink-soft ring-1 ring-ink/5 backdrop-blur">
        <span className="mb-1 block text-[11px] font-bold uppercase tracking-wider text-brand-700">{t('introLabel')}</span>
        <RoleText text={content} />
      </li>
    );
  }
  if (mine) {
    return (
      <li className="flex flex-col items-end gap-1">
        <div className="max-w-[82%] rounded-3xl rounded-br-md bg-brand-600 px-4 py-2.5 text-[15px] leading-relaxed text-white shadow-sm">
          {data.contentType === ContentType.Voice && data.voice ? (
            <VoiceBubble url={data.voice} durationSec={data.duration ?? 0} transcript={full} mine />
          ) : (
            <p className="whitespace-pre-wrap break-words">{content}</p>
          )}
        </div>
        {message.status === 'sending' ? <span className="text-[11px] text-ink-soft">{t('sending')}</span> : null}
        {message.status === 'fail' ? (
          <button type="button" onClick={onRetry} className="rounded-full px-2 text-[12px] font-semibold text-red-700 hover:underline">
            {t('failedRetry')}
          </button>
        ) : null}
      </li>
    );
  }
  return (
    <li className="flex items-end gap-2" data-typing={typing}>
      <span className="relative h-8 w-8 shrink-0 overflow-hidden rounded-full bg-brand-100 ring-2 ring-white">
        {roleCover ? <FillImage src={roleCover} alt="" sizes="32px" className="object-cover object-top" /> : null}
      </span>
      <div className="flex max-w-[82%] flex-col items-start gap-1">
        <span className="sr-only">{roleName}:</span>
        <div data-testid="message-text" className="rounded-3xl rounded-bl-md bg-white px-4 py-2.5 text-[15px] leading-relaxed text-ink shadow-sm ring-1 ring-ink/5">
          {data.pending && data.waiting && !full ? (
            // A busy local model: the reply's place in line (seed waiting_model) until its first words.
            <span role="status" className="flex items-center gap-2 text-[13px] text-ink-soft">
              <TypingDots className="flex h-[26px] items-center gap-1" />
              {t('waitingForModel', { place: data.waiting })}
            </span>
          ) : typed === '' && full ? (
            // Waiting for its turn behind a reply still being typed: the dots, not the whole text at once.
            <TypingDots className="flex h-[26px] items-center gap-1" />
          ) : (
            <RoleText text={content} className="block" />
          )}
        </div>
        {/* The reply's actions come once all of it is shown. */}
        <div className={`flex items-center gap-1 ${typing ? 'hidden' : ''}`}>
          {data.voice ? (
            <button type="button" onClick={() => onPlay(data.voice!)} className="inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[12px] font-semibold text-ink-soft hover:bg-white/70 hover:text-brand-700">
              <svg aria-hidden viewBox="0 0 24 24" className="h-3.5 w-3.5" fill="currentColor">
                <path d="M8 5v14l11-7z" />
              </svg>
              {t('playVoice', { seconds: Math.max(1, Math.round(data.duration ?? 0)) })}
            </button>
          ) : null}
          {canRephrase ? (
            <button type="button" onClick={onRephrase} className="inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[12px] font-semibold text-ink-soft hover:bg-white/70 hover:text-brand-700">
              <svg aria-hidden viewBox="0 0 24 24" className="h-3.5 w-3.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
                <path d="M21 12a9 9 0 1 1-3-6.7L21 8" />
                <path d="M21 3v5h-5" />
              </svg>
              {t('rephrase')}
            </button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
