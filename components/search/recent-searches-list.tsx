'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { ClockIcon } from './empty-state';
import { searchResultPath } from '@/lib/routes';
import { useRecentSearches } from './use-recent-searches';

/** The recent searches of this browser, each a link again, removable one by one or all at once. */
export function RecentSearchesList() {
  const t = useTranslations('Search');
  const { list, remove, clear } = useRecentSearches();
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="recent-searches" className="mt-8" data-testid="recent-searches">
      <div className="mb-3 flex items-center justify-between">
        <h2 id="recent-searches" className="text-sm font-bold uppercase tracking-wider text-ink-soft">
          {t('recent')}
        </h2>
        <button type="button" onClick={clear} className="rounded-full px-3 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50">
          {t('clearRecent')}
        </button>
      </div>
      <ul className="flex flex-wrap gap-2">
        {list.map((keyword) => (
          <li key={keyword} className="flex items-center rounded-full bg-white shadow-sm ring-1 ring-black/10">
            <Link href={searchResultPath(keyword)} className="flex items-center gap-1.5 rounded-l-full py-1.5 pl-3 pr-1 text-sm font-medium text-ink hover:text-brand-700">
              <ClockIcon className="h-3.5 w-3.5 text-ink-soft" />
              {keyword}
            </Link>
            <button
              type="button"
              onClick={() => remove(keyword)}
              aria-label={t('removeRecent', { keyword })}
              className="grid h-8 w-8 place-items-center rounded-r-full text-ink-soft hover:text-ink"
            >
              <svg aria-hidden viewBox="0 0 24 24" className="h-3.5 w-3.5" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
