import type { ExposedCard, ExposureBatch } from './exposure-rules';
import type { ExposureTracker } from './exposure-tracker';

export type Tracker = Pick<ExposureTracker, 'visibility' | 'forget' | 'dispose'>;

/**
 * The exposure tracker, its code fetched when the first card is seen rather than with the page: until it
 * is in, the latest visibility of each card is kept and then handed over, so no card's time is lost.
 */
export function deferredTracker(send: (batch: ExposureBatch) => void, load = () => import('./exposure-tracker')): Tracker {
  let real: ExposureTracker | undefined;
  let loading = false;
  let disposed = false;
  const latest = new Map<number, [ExposedCard, number]>();
  const start = () => {
    loading = true;
    void load().then(({ ExposureTracker }) => {
      if (disposed) return;
      real = new ExposureTracker(send);
      for (const [card, ratio] of latest.values()) real.visibility(card, ratio);
      latest.clear();
    });
  };
  return {
    visibility(card, ratio) {
      if (real) return real.visibility(card, ratio);
      latest.set(card.feedId, [card, ratio]);
      if (!loading) start();
    },
    forget(feedId) {
      if (real) real.forget(feedId);
      else latest.delete(feedId);
    },
    dispose() {
      disposed = true;
      real?.dispose();
    },
  };
}
