/** Seed §4 and §9: a card counts as seen when at least 80 % of it stays visible for 800 ms. */
export const EXPOSURE_VISIBILITY = 0.8;
export const EXPOSURE_DELAY_MS = 800;
/** Seed §9: exposure reports are debounced by 200 ms, so cards seen together go in one call. */
export const EXPOSURE_DEBOUNCE_MS = 200;

/** What a card reports about itself (seed §3 impression report). */
export interface ExposedCard {
  feedId: number;
  recommendationId: string;
  pageNum: number;
  impressions: number[];
}

/** One expose call: the cards of one batch of one page seen within the debounce. */
export interface ExposureBatch {
  feedIdList: number[];
  recommendationId: string;
  pageNum: number;
  impressions: number[];
}
