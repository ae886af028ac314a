'use client';

import { useTranslations } from 'next-intl';
import { LoadError } from '@/components/ui/load-error';

/** Grey placeholder rows while a list loads. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <ul aria-hidden className="divide-y divide-ink/5">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="flex items-center gap-3 px-4 py-4">
          <span className="h-10 w-10 animate-pulse rounded-full bg-ink/10" />
          <span className="flex flex-1 flex-col gap-2">
            <span className="h-3.5 w-36 animate-pulse rounded-full bg-ink/10" />
            <span className="h-3 w-48 animate-pulse rounded-full bg-ink/5" />
          </span>
        </li>
      ))}
    </ul>
  );
}

export function ListLoadError({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('Admin');
  return (
    <div className="p-3">
      <LoadError message={t('loadFailed')} retryLabel={t('retry')} onRetry={onRetry} />
    </div>
  );
}

export function ListEmpty({ children }: { children: React.ReactNode }) {
  return <p className="px-5 py-10 text-center text-sm text-ink-soft">{children}</p>;
}

/** A white card holding a list, with a title row. */
export function ListCard({ title, titleId, aside, children, busy, className = '' }: { title: string; titleId: string; aside?: React.ReactNode; children: React.ReactNode; busy?: boolean; className?: string }) {
  return (
    <section aria-labelledby={titleId} aria-busy={busy || undefined} className={`overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink/10 ${className}`}>
      <div className="flex items-center justify-between gap-3 border-b border-ink/5 px-5 py-4">
        <h2 id={titleId} className="text-lg font-extrabold tracking-tight text-ink">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
