'use client';

import { useQueryClient } from '@tanstack/react-query';
import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useState, useTransition } from 'react';
import { SHELL_REFRESH_EVENT } from '@/lib/shell/events';

/**
 * Refreshes what the open page shows: the react-query data its components use and its server-rendered
 * part (router.refresh). `refreshing` holds until both are back.
 */
export function useShellRefresh() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const pathname = usePathname();
  const [routerPending, startTransition] = useTransition();
  const [queriesPending, setQueriesPending] = useState(false);

  const refresh = useCallback(async () => {
    setQueriesPending(true);
    startTransition(() => router.refresh());
    try {
      await queryClient.refetchQueries({ type: 'active' });
    } finally {
      setQueriesPending(false);
    }
    window.dispatchEvent(new CustomEvent(SHELL_REFRESH_EVENT, { detail: { pathname } }));
  }, [queryClient, router, pathname]);

  return { refresh, refreshing: routerPending || queriesPending };
}
