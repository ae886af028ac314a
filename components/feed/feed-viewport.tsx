'use client';

import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type RefObject } from 'react';
import { deferredTracker, type Tracker } from './deferred-tracker';
import { EXPOSURE_VISIBILITY, type ExposedCard } from './exposure-rules';
import { reportExposure, type FeedSource } from './feed-api';
import { GreetingSpotlight } from './greeting-spotlight';

type Listener = (ratio: number) => void;

/** What a feed list shares with its cards: one observer, the exposure tracker and the greeting spotlight. */
interface FeedViewport {
  watch(element: Element, listener: Listener): () => void;
  tracker: Tracker;
  spotlight: GreetingSpotlight;
}

const Context = createContext<FeedViewport | null>(null);

/** Thresholds around the exposure ratio, so entering and leaving it are both heard. */
const THRESHOLDS = [0, 0.5, EXPOSURE_VISIBILITY, 1];

/** One page view of one list: a new tab or a new visit reports its cards again. */
export function FeedViewportProvider({ source, tagTitle, children }: { source: FeedSource; tagTitle: string; children: React.ReactNode }) {
  const viewport = useMemo<FeedViewport>(() => {
    const listeners = new Map<Element, Listener>();
    let observer: IntersectionObserver | undefined;
    const observe = () =>
      (observer ??= new IntersectionObserver((entries) => {
        for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting ? entry.intersectionRatio : 0);
      }, { threshold: THRESHOLDS }));
    return {
      watch(element, listener) {
        listeners.set(element, listener);
        observe().observe(element);
        return () => {
          listeners.delete(element);
          observer?.unobserve(element);
        };
      },
      tracker: deferredTracker((batch) => reportExposure(batch, source, tagTitle)),
      spotlight: new GreetingSpotlight(),
    };
  }, [source, tagTitle]);

  useEffect(() => () => viewport.tracker.dispose(), [viewport]);

  return <Context.Provider value={viewport}>{children}</Context.Provider>;
}

/**
 * Watches a card: reports its exposure (when it has a feed entry) and tells the spotlight whether it is
 * visible enough to scroll its greeting. Returns whether its greeting scrolls now.
 */
export function useCardInView(ref: RefObject<Element | null>, index: number, exposure: ExposedCard | null): boolean {
  const viewport = useContext(Context);
  const feedId = exposure?.feedId;
  useEffect(() => {
    const element = ref.current;
    if (!viewport || !element) return;
    const stop = viewport.watch(element, (ratio) => {
      if (exposure) viewport.tracker.visibility(exposure, ratio);
      viewport.spotlight.setVisible(index, ratio >= EXPOSURE_VISIBILITY);
    });
    return () => {
      stop();
      if (feedId !== undefined) viewport.tracker.forget(feedId);
      viewport.spotlight.setVisible(index, false);
    };
    // The card's exposure data is fixed for its feed id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewport, ref, index, feedId]);
  return useSyncExternalStore(
    viewport?.spotlight.subscribe ?? noSubscribe,
    () => viewport?.spotlight.active === index,
    () => false,
  );
}

/** The card's greeting finished scrolling: the next card's turn. */
export function useGreetingDone(index: number) {
  const viewport = useContext(Context);
  return () => viewport?.spotlight.done(index);
}

const noSubscribe = () => () => undefined;
