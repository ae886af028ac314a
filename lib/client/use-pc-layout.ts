'use client';

import { useSyncExternalStore } from 'react';

const QUERY = '(min-width: 768px)';

/** PC layout (navigation bar, dialogs) from 768 px; phones get sheets and the bottom nav (DESIGN §4). */
export function usePcLayout(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const media = window.matchMedia(QUERY);
      media.addEventListener('change', notify);
      return () => media.removeEventListener('change', notify);
    },
    () => window.matchMedia(QUERY).matches,
    () => true,
  );
}
