'use client';

import { useEffect } from 'react';

let locks = 0;
let saved = '';

/** While a modal is open the page behind it does not scroll (nested modals share one lock). */
export function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    if (locks++ === 0) {
      saved = root.style.overflow;
      root.style.overflow = 'hidden';
    }
    return () => {
      if (--locks === 0) root.style.overflow = saved;
    };
  }, [locked]);
}
