'use client';

import { useSyncExternalStore } from 'react';

/** The app shell's sticky header: the tabs stick right under it, whatever its height on this screen. */
const header = () => document.querySelector<HTMLElement>('header');

export function useHeaderHeight(): number {
  return useSyncExternalStore(
    (notify) => {
      const element = header();
      if (!element) return () => undefined;
      const observer = new ResizeObserver(notify);
      observer.observe(element);
      return () => observer.disconnect();
    },
    () => header()?.offsetHeight ?? 0,
    () => 56,
  );
}
