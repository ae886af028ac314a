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
      <span aria-hidden className="pointer-events-none absolute left-3.5 text-ink-soft sm:left-4">
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
        className="h-12 w-full min-w-0 text-ellipsis rounded-full bg-white pl-11 pr-14 text-[15px] sm:pl-12 sm:pr-28 text-ink shadow-sm ring-1 ring-ink/15 placeholder:text-ink-soft/70 focus:outline-none focus:ring-2 focus:ring-brand-500 [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <button
          type="button"
          onClick={() => setValue('')}
          aria-label={t('clearText')}
          className="absolute right-12 grid h-8 w-8 sm:right-[5.5rem] place-items-center rounded-full text-ink-soft hover:bg-ink/5 hover:text-ink"
        >
          <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      )}
      {/* Narrow screens: the button is its icon, so the field keeps the room its placeholder needs. */}
      <button
        type="submit"
        aria-label={t('submit')}
        className="absolute right-1.5 grid h-9 w-9 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white shadow-sm transition hover:bg-brand-700 sm:w-auto sm:px-4"
      >
        <span aria-hidden className="sm:hidden">
          <SearchIcon className="h-[18px] w-[18px]" />
        </span>
        <span aria-hidden className="hidden sm:inline">
          {t('submit')}
        </span>
      </button>
    </form>
  );
}
