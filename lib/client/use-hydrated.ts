'use client';

import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the server's HTML and during hydration, true once React owns the page. A button rendered on the
 * server is disabled until then, so a tap that comes before its handler is attached is not silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
