'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import type { UserInfo } from '@/lib/contracts/user';
import { LOCALE_COOKIE, type Locale } from '@/lib/i18n/locales';
import { useSaveUserSetting } from './account-queries';
import { queryKeys } from './query-keys';
import { isVisitor } from './session';

/** Seed §9: cookies live 365 days. */
const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

/** The interface language of this browser: the server reads the cookie on every request (DESIGN §4). */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

/**
 * Switches the interface language: this browser remembers it, a signed-in user's account keeps it as
 * `lang`, and the page is rendered again in the new language. Resolves false when the account could not
 * save it (the switch on this browser still happens).
 */
export function useChangeLocale(): (locale: Locale) => Promise<boolean> {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { mutateAsync: save } = useSaveUserSetting();
  return useCallback(
    async (locale: Locale) => {
      rememberLocale(locale);
      const signedIn = !isVisitor(queryClient.getQueryData<UserInfo>(queryKeys.user));
      const saved = signedIn ? await save({ lang: locale }).then(() => true, () => false) : true;
      router.refresh();
      return saved;
    },
    [router, queryClient, save],
  );
}
