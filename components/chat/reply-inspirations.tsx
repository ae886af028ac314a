'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { api } from '@/lib/client/api';

/**
 * Reply inspirations (seed §7 chat/suggestion): two lines the user might send, one tap to use. Ideas are
 * for the moment they were asked for: once one is used or the person sends a message of their own
 * (`sentCount` grows), they go until new ones are asked for.
 */
export function ReplyInspirations({ roleId, onPick, sentCount }: { roleId: number; onPick(text: string): void; sentCount: number }) {
  const t = useTranslations('Chat');
  const [ideas, setIdeas] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  const [askedAt, setAskedAt] = useState(sentCount);
  // Ideas asked for before the last message was sent are out of date.
  const shown = askedAt === sentCount ? ideas : [];

  async function load() {
    setLoading(true);
    setAskedAt(sentCount);
    try {
      setIdeas([]);
      const { list } = await api<{ list: string[] }>(`/chat/suggestion?roleId=${roleId}&num=2`, { method: 'GET' });
      setIdeas(list);
    } catch {
      setIdeas([]);
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={() => void load()}
        aria-busy={loading}
        className="inline-flex items-center gap-1.5 rounded-full bg-white/90 px-3 py-1.5 text-[13px] font-semibold text-brand-700 shadow-sm ring-1 ring-brand-500/20 hover:bg-white"
      >
        <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.3 1 2.3h6c0-1 .4-1.8 1-2.3A7 7 0 0 0 12 2z" />
        </svg>
        {loading ? t('ideasLoading') : t('ideas')}
      </button>
      {shown.map((idea) => (
        <button
          key={idea}
          type="button"
          onClick={() => {
            onPick(idea);
            setIdeas([]);
          }}
          className="max-w-full truncate rounded-full bg-brand-50 px-3 py-1.5 text-[13px] text-ink ring-1 ring-brand-500/20 hover:bg-brand-100"
        >
          {idea}
        </button>
      ))}
    </div>
  );
}
