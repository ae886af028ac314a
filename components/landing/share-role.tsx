'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { getBridge } from '@/lib/bridge';
import { toast } from '@/lib/client/stores';

/**
 * Shares a role's profile: the app's share sheet inside the native wrapper, the Web Share API where the
 * browser has it, and otherwise a copied link.
 */
export function ShareRole({ url, title, text }: { url: string; title: string; text: string }) {
  const t = useTranslations('Landing');
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast(t('share.copied'), { tone: 'success' });
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast(t('share.copyFailed'), { tone: 'error' });
    }
  };

  const share = async () => {
    const bridge = getBridge();
    if (bridge.app.inApp) {
      await bridge.common.share({ type: 'link', title, url });
      return;
    }
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
      } catch (error) {
        // Closing the share sheet is not a failure; anything else falls back to the link.
        if (!(error instanceof DOMException && error.name === 'AbortError')) await copy();
      }
      return;
    }
    await copy();
  };

  return (
    <div className="flex w-full flex-col gap-3 sm:flex-row">
      <button type="button" onClick={() => void share()} className="inline-flex h-12 flex-1 items-center justify-center gap-2 rounded-full bg-gradient-to-r from-brand-600 to-indigo-600 px-6 text-sm font-bold text-white shadow-lg shadow-brand-500/25 transition hover:opacity-90">
        <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
          <path d="M12 3v13M7 8l5-5 5 5M5 14v5a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-5" />
        </svg>
        {t('share.action')}
      </button>
      <button type="button" onClick={() => void copy()} className="inline-flex h-12 flex-1 items-center justify-center gap-2 rounded-full bg-white px-6 text-sm font-bold text-ink shadow-sm ring-1 ring-black/10 transition hover:bg-ink/5">
        <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
          <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
        </svg>
        {copied ? t('share.copiedShort') : t('share.copy')}
      </button>
    </div>
  );
}
