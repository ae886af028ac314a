/** Seed §2, §9: the pull-down distance that refreshes the feed. */
export const PULL_REFRESH_THRESHOLD_PX = 30;
/** How far the indicator follows the finger at most. */
export const PULL_MAX_PX = 96;
/** The finger moves further than the indicator, so the pull feels elastic. */
const RESISTANCE = 0.5;

export type PullPhase = 'idle' | 'pulling' | 'armed' | 'refreshing';

/** How far the indicator shows for a finger that moved `dy` pixels down from where it touched. */
export function pullDistance(dy: number): number {
  if (dy <= 0) return 0;
  return Math.min(PULL_MAX_PX, dy * RESISTANCE);
}

/** "Pull to refresh" until the threshold, then "Release to refresh". */
export function pullPhase(distance: number): PullPhase {
  if (distance <= 0) return 'idle';
  return distance >= PULL_REFRESH_THRESHOLD_PX ? 'armed' : 'pulling';
}

/**
 * Whether a touch that started at the top should become a pull: only when the page is scrolled to the
 * top and the finger moves mostly downward, so ordinary scrolling and sideways swipes (tabs, banners)
 * are left alone.
 */
export function startsPull(scrollTop: number, dx: number, dy: number): boolean {
  return scrollTop <= 0 && dy > 0 && Math.abs(dy) > Math.abs(dx);
}
