'use client';

import { useEffect, useRef } from 'react';

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
  label: string;
  loadingLabel: string;
  /** Loads by itself when the button nears the viewport (infinite scroll); the button stays for keyboards. */
  auto?: boolean;
}

/** The end of a paged list: a Load more button that infinite scroll also presses. */
export function LoadMore({ hasMore, loading, onLoad, label, loadingLabel, auto = false }: LoadMoreProps) {
  const button = useRef<HTMLButtonElement>(null);
  const latest = useRef({ hasMore, loading, onLoad });
  useEffect(() => {
    latest.current = { hasMore, loading, onLoad };
  });

  useEffect(() => {
    const el = button.current;
    if (!auto || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const now = latest.current;
        if (entry?.isIntersecting && now.hasMore && !now.loading) now.onLoad();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [auto, hasMore]);

  if (!hasMore) return null;
  return (
    <div className="mt-8 flex justify-center">
      <button
        ref={button}
        type="button"
        onClick={onLoad}
        disabled={loading}
        aria-busy={loading || undefined}
        className="inline-flex items-center gap-2 rounded-full bg-white px-6 py-2.5 text-sm font-semibold text-ink shadow-sm ring-1 ring-black/10 transition hover:bg-brand-50 disabled:opacity-70"
      >
        {loading && <span aria-hidden className="h-4 w-4 animate-spin rounded-full border-2 border-brand-500 border-t-transparent" />}
        {loading ? loadingLabel : label}
      </button>
    </div>
  );
}
