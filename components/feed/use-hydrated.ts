'use client';

import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => undefined;

/** False while the server's HTML is being hydrated, true after: for state that only this browser knows. */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
