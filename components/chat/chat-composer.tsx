'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { MAX_MESSAGE_LENGTH } from '@/lib/contracts/chat';

const count = new Intl.NumberFormat('en');

interface ChatComposerProps {
  roleName: string;
  draft: string;
  onDraft(text: string): void;
  onSend(text: string): void;
  disabled: boolean;
}

/** The message box (seed §2, §5): Enter sends, Shift+Enter breaks the line, a counter against the limit. */
export function ChatComposer({ roleName, draft, onDraft, onSend, disabled }: ChatComposerProps) {
  const t = useTranslations('Chat');
  const [composing, setComposing] = useState(false);
  const over = draft.length > MAX_MESSAGE_LENGTH;
  const canSend = draft.trim().length > 0 && !over && !disabled;

  function submit() {
    if (!canSend) return;
    onSend(draft.trim());
    onDraft('');
  }

  return (
    <form
      className="flex items-end gap-2 rounded-[28px] bg-white p-2 pl-4 shadow-lg ring-1 ring-ink/10 focus-within:ring-2 focus-within:ring-brand-500"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="flex min-w-0 flex-1 flex-col py-1.5">
        <label htmlFor="chat-input" className="sr-only">
          {t('inputLabel', { name: roleName })}
        </label>
        <textarea
          id="chat-input"
          rows={1}
          value={draft}
          onChange={(e) => onDraft(e.target.value)}
          onCompositionStart={() => setComposing(true)}
          onCompositionEnd={() => setComposing(false)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !composing) {
              e.preventDefault();
              submit();
            }
          }}
          placeholder={t('placeholder', { name: roleName })}
          aria-invalid={over}
          aria-describedby={draft ? 'chat-counter' : undefined}
          className="max-h-40 min-h-[24px] w-full resize-none bg-transparent focus-visible:outline-none text-[15px] leading-6 text-ink outline-none placeholder:text-ink-soft/80 [field-sizing:content]"
        />
        {draft ? (
          <span id="chat-counter" className={`mt-0.5 text-right text-[11px] tabular-nums ${over ? 'font-bold text-red-700' : 'text-ink-soft'}`}>
            {count.format(draft.length)}/{count.format(MAX_MESSAGE_LENGTH)}
          </span>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={!canSend}
        aria-label={t('send')}
        className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-brand-600 text-white shadow transition hover:bg-brand-700 disabled:bg-ink/15 disabled:text-ink-soft"
      >
        <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
          <path d="M3.4 20.4 21 12 3.4 3.6l-.01 6.53L15 12 3.39 13.87z" />
        </svg>
      </button>
    </form>
  );
}
