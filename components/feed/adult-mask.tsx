'use client';

import { useTranslations } from 'next-intl';
import { FeedIcon } from './feed-icons';

/** Covers an adult card until this browser has answered the age question (seed §4 adult content). */
export function AdultMask({ roleName, onReveal }: { roleName: string; onReveal: () => void }) {
  const t = useTranslations('Feed');
  return (
    <div className="absolute inset-0 z-[1] flex flex-col items-center justify-center gap-2 bg-ink/25 p-3 text-center text-white">
      <button
        type="button"
        onClick={onReveal}
        aria-label={t('revealAdult', { name: roleName })}
        className="grid h-12 w-12 place-items-center rounded-full bg-white/20 ring-1 ring-white/50 backdrop-blur-md transition hover:bg-white/30"
      >
        <FeedIcon name="eyeOff" className="h-6 w-6" />
      </button>
      <span className="text-xs font-semibold drop-shadow">{t('adultContent')}</span>
    </div>
  );
}
