'use client';

import { RoleText } from '@/components/chat/role-text';

/** What the character said when touched, in a bubble over it (the words are also kept in the history). */
export function TouchWords({ words, roleName }: { words: string | null; roleName: string }) {
  return (
    <div aria-live="polite" className="pointer-events-none absolute inset-x-4 top-[4.5rem] z-10 flex justify-center md:top-6">
      {words ? (
        <p data-testid="avatar-touch-words" className="koko-sheet max-w-sm rounded-3xl rounded-bl-md bg-white/95 px-4 py-3 text-[15px] leading-snug text-ink shadow-lg ring-1 ring-black/5">
          <span className="sr-only">{roleName}: </span>
          <RoleText text={words} />
        </p>
      ) : null}
    </div>
  );
}
