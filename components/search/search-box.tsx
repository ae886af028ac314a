'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/lib/client/stores';
import { SearchIcon } from './empty-state';
import { searchResultPath } from '@/lib/routes';
import { MAX_KEYWORD_LENGTH, normaliseKeyword } from './keyword';
import { useRecentSearches } from './use-recent-searches';

/**
 * The search field of /search and the results page: Enter submits, a blank keyword gets the toast
 * "Please enter keywords" (seed §5), newlines are stripped (seed §2) and the keyword joins the recent list.
 */
export function SearchBox({ initial = '', autoFocus = false }: { initial?: string; autoFocus?: boolean }) {
  const t = useTranslations('Search');
  const router = useRouter();
  const recent = useRecentSearches();
  const [value, setValue] = useState(initial);

  const submit = () => {
    const keyword = normaliseKeyword(value);
    if (!keyword) {
      toast(t('emptyKeyword'), { tone: 'warning' });
      return;
    }
    recent.add(keyword);
    setValue(keyword);
    router.push(searchResultPath(keyword));
  };

  return (
    // Before the page is interactive the form still works: /search turns ?keyword= into the results path.
    <form
      role="search"
      action="/search"
      method="get"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      className="relative flex items-center"
    >
      <label htmlFor="koko-search" className="sr-only">
        {t('label')}
      </label>
      <span aria-hidden className="pointer-events-none absolute left-4 text-ink-soft">
        <SearchIcon className="h-5 w-5" />
      </span>
      <input
        id="koko-search"
        name="keyword"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        // The person came here to type: the field takes the focus (seed §2 search page).
        autoFocus={autoFocus}
        value={value}
        maxLength={MAX_KEYWORD_LENGTH * 2}
        placeholder={t('placeholder')}
        onChange={(e) => setValue(e.target.value.replace(/[\r\n]+/g, ' '))}
        className="h-12 w-full rounded-full bg-white pl-12 pr-28 text-[15px] text-ink shadow-sm ring-1 ring-ink/15 placeholder:text-ink-soft/70 focus:outline-none focus:ring-2 focus:ring-brand-500 [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <button
          type="button"
          onClick={() => setValue('')}
          aria-label={t('clearText')}
          className="absolute right-[5.5rem] grid h-8 w-8 place-items-center rounded-full text-ink-soft hover:bg-ink/5 hover:text-ink"
        >
          <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      )}
      <button type="submit" className="absolute right-1.5 h-9 rounded-full bg-brand-600 px-4 text-sm font-bold text-white shadow-sm transition hover:bg-brand-700">
        {t('submit')}
      </button>
    </form>
  );
}
