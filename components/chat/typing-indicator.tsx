'use client';

import { useTranslations } from 'next-intl';

/** Seed §4: "AI inputting" after a send, until the reply starts to arrive. */
export function TypingIndicator({ roleName }: { roleName: string }) {
  const t = useTranslations('Chat');
  return (
    <li className="flex items-center gap-2 pl-10" role="status" aria-live="polite">
      <span className="flex rounded-3xl rounded-bl-md bg-white px-4 py-3 shadow-sm ring-1 ring-ink/5">
        <TypingDots className="flex items-center gap-1" />
      </span>
      <span className="text-[12px] text-ink-soft">{t('inputting', { name: roleName })}</span>
    </li>
  );
}

/** The three bouncing dots of a character that is writing. */
export function TypingDots({ className }: { className: string }) {
  return (
    <span aria-hidden className={className}>
      {[0, 1, 2].map((i) => (
        <span key={i} className="h-1.5 w-1.5 animate-bounce rounded-full bg-brand-500" style={{ animationDelay: `${i * 150}ms` }} />
      ))}
    </span>
  );
}
