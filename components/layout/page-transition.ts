import { transitionBetween, type PageTransition } from '@/lib/shell/transition';

const EASE = 'cubic-bezier(0.2, 0.8, 0.2, 1)';
const KEYFRAMES: Record<Exclude<PageTransition, 'none'>, { frames: Keyframe[]; ms: number }> = {
  push: { frames: [{ transform: 'translateX(24%)', opacity: 0.35 }, { transform: 'translateX(0)', opacity: 1 }], ms: 280 },
  pop: { frames: [{ transform: 'translateX(-18%)', opacity: 0.35 }, { transform: 'translateX(0)', opacity: 1 }], ms: 260 },
  fade: { frames: [{ opacity: 0 }, { opacity: 1 }], ms: 200 },
};

/**
 * Slides the page area in by route depth (seed §2) after a navigation from `from` to `to`; `data-transition`
 * names the motion while it runs. Returns what cancels it, or nothing when there is no motion to make.
 */
export function animatePage(area: HTMLElement, from: string | null, to: string): (() => void) | undefined {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const kind = transitionBetween(from, to, reduced);
  if (kind === 'none' || !area.animate) return undefined;
  const { frames, ms } = KEYFRAMES[kind];
  area.dataset.transition = kind;
  const animation = area.animate(frames, { duration: ms, easing: EASE });
  animation.onfinish = () => delete area.dataset.transition;
  return () => animation.cancel();
}
