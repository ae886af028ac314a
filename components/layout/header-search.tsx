'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/lib/client/stores';
import { searchResultPath } from '@/lib/routes';
import { normalizeKeyword } from '@/lib/shell/search-keyword';
import { HeaderIcon } from './header-icons';

/** The PC navigation bar's search box (seed §2): Enter or the button searches; a blank keyword is refused. */
export function HeaderSearch() {
  const t = useTranslations('Shell');
  const router = useRouter();
  const [text, setText] = useState('');

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const keyword = normalizeKeyword(text);
    if (keyword === null) {
      toast(t('emptyKeyword'), { tone: 'warning' });
      return;
    }
    router.push(searchResultPath(keyword));
  }

  return (
    <form role="search" onSubmit={submit} className="group relative w-full max-w-md">
      <label htmlFor="shell-search" className="sr-only">
        {t('searchLabel')}
      </label>
      <input
        id="shell-search"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('searchPlaceholder')}
        enterKeyHint="search"
        autoComplete="off"
        className="h-10 w-full rounded-full border-0 bg-ink/[0.05] pl-4 pr-12 text-sm text-ink ring-1 ring-transparent transition placeholder:text-ink-soft/80 hover:bg-ink/[0.07] focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-500 [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        aria-label={t('searchSubmit')}
        className="absolute right-1 top-1 grid h-8 w-10 place-items-center rounded-full bg-gradient-to-r from-brand-500 to-brand-600 text-white shadow-sm transition hover:brightness-110"
      >
        <HeaderIcon name="search" className="h-[18px] w-[18px]" />
      </button>
    </form>
  );
}
