'use client';

import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, following its changes; `serverValue` is what server rendering assumes. */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  return useSyncExternalStore(
    (notify) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', notify);
      return () => media.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
