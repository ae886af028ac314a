'use client';

import { useTranslations } from 'next-intl';

/** Previous / next between pages, with "page x of y"; hidden when everything fits on one page. */
export function Pager({ page, pages, onChange, busy }: { page: number; pages: number; onChange: (page: number) => void; busy?: boolean }) {
  const t = useTranslations('Admin');
  if (pages <= 1) return null;
  const button = 'h-9 rounded-full px-4 text-sm font-semibold ring-1 ring-ink/15 transition hover:bg-ink/5 disabled:opacity-40 disabled:hover:bg-transparent';
  return (
    <nav aria-label={t('pager.label')} className="flex items-center justify-between gap-3 px-4 py-3">
      <button type="button" className={button} disabled={page <= 1 || busy} onClick={() => onChange(page - 1)}>
        {t('pager.previous')}
      </button>
      <span className="text-sm tabular-nums text-ink-soft" aria-live="polite">
        {t('pager.status', { page, pages })}
      </span>
      <button type="button" className={button} disabled={page >= pages || busy} onClick={() => onChange(page + 1)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
