'use client';

import { useEffect } from 'react';
import { KEPT_ALIVE_PAGES, ScrollMemory } from '@/lib/shell/scroll-memory';

const STORAGE_KEY = 'koko.scroll';
/** How long a restore waits for a page's list (react-query cache, images) to grow tall enough. */
const RESTORE_FOR_MS = 6000;
/** How long a restored position is held before the page is left to the person. */
const SETTLE_MS = 400;

const keyOf = (location: Location) => `${location.pathname}${location.search}`;

function load(): [string, number][] {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][];
  } catch {
    return [];
  }
}

/**
 * Back and forward return to where the page was left (seed §2 keeps 10 pages alive). The App Router
 * re-renders a page from its caches (react-query keeps the feed's loaded pages), so remembering the scroll
 * position of the last ten pages and putting it back once the page is tall enough brings the list back as
 * it was. Positions are read from the URL at scroll time, so a new page's scroll never lands on the old
 * one's entry.
 */
export function ScrollKeeper() {
  useEffect(() => {
    const memory = new ScrollMemory(KEPT_ALIVE_PAGES, load());
    const previous = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    let restoring: { key: string; y: number; until: number; frame: number; settledAt?: number } | null = null;
    let saveTimer: ReturnType<typeof setTimeout> | undefined;

    const persist = () => {
      clearTimeout(saveTimer);
      saveTimer = setTimeout(() => {
        try {
          sessionStorage.setItem(STORAGE_KEY, JSON.stringify(memory));
        } catch {
          // Storage full or blocked: the memory still works for this tab.
        }
      }, 200);
    };
    const stopRestoring = () => {
      if (restoring) cancelAnimationFrame(restoring.frame);
      restoring = null;
    };
    const onScroll = () => {
      if (restoring) return;
      memory.remember(keyOf(location), window.scrollY);
      persist();
    };
    const step = () => {
      if (!restoring) return;
      if (keyOf(location) !== restoring.key || performance.now() > restoring.until) return stopRestoring();
      if (Math.abs(window.scrollY - restoring.y) > 1) window.scrollTo(0, restoring.y);
      if (Math.abs(window.scrollY - restoring.y) <= 1) {
        // Held a moment longer: the router may still move the page once the old one is gone.
        restoring.settledAt ??= performance.now();
        if (performance.now() - restoring.settledAt >= SETTLE_MS) {
          const done = restoring;
          stopRestoring();
          memory.remember(done.key, done.y);
          return;
        }
      } else restoring.settledAt = undefined;
      restoring.frame = requestAnimationFrame(step);
    };
    const onPopState = () => {
      stopRestoring();
      const key = keyOf(location);
      const y = memory.recall(key);
      if (!y) return;
      restoring = { key, y, until: performance.now() + RESTORE_FOR_MS, frame: requestAnimationFrame(step) };
    };
    // The person takes over: never pull the page away from them.
    const onInput = () => stopRestoring();

    window.addEventListener('scroll', onScroll, { passive: true });
    // The keeper comes after the page's first load: where the person scrolled before it came is kept too.
    onScroll();
    window.addEventListener('popstate', onPopState);
    window.addEventListener('wheel', onInput, { passive: true });
    window.addEventListener('touchstart', onInput, { passive: true });
    window.addEventListener('keydown', onInput);
    return () => {
      stopRestoring();
      clearTimeout(saveTimer);
      history.scrollRestoration = previous;
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('wheel', onInput);
      window.removeEventListener('touchstart', onInput);
      window.removeEventListener('keydown', onInput);
    };
  }, []);
  return null;
}
