'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FeedIcon } from './feed-icons';
import { useReducedMotion } from './use-reduced-motion';

/** Seed §2 and §9: the banner loops, moves on every 3000 ms and slides in 300 ms. */
const AUTOPLAY_MS = 3000;
const SLIDE_MS = 300;
/** A horizontal drag this long (px) turns the slide. */
const SWIPE_PX = 40;

/** A slide as the server drew it (banner-slide.tsx), under its banner's id. */
export interface CarouselSlide {
  id: number;
  node: React.ReactNode;
}

/**
 * The home banner carousel: looped (a copy of the last slide sits before the first and of the first after
 * the last, so it always slides forward), autoplay that pauses on hover, focus, touch, a hidden tab and
 * for readers who asked for less motion; indicators, arrow buttons and arrow keys, swipe on touch. The
 * slides themselves are drawn by the server; this moves them.
 */
export function BannerCarousel({ slides: banners }: { slides: CarouselSlide[] }) {
  const t = useTranslations('Feed');
  const reducedMotion = useReducedMotion();
  const count = banners.length;
  const [position, setPosition] = useState(1);
  const [animate, setAnimate] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [drag, setDrag] = useState<{ x: number; dx: number; width: number } | null>(null);
  /** A swipe is not a click on the slide's link. */
  const swiped = useRef(false);
  const active = (position - 1 + count) % count;
  const paused = hovered || focused || drag !== null || reducedMotion;

  const go = useCallback(
    (to: number) => {
      setAnimate(!reducedMotion);
      setPosition(reducedMotion ? ((to - 1 + count) % count) + 1 : to);
    },
    [count, reducedMotion],
  );
  const next = useCallback(() => go(position + 1), [go, position]);
  const previous = useCallback(() => go(position - 1), [go, position]);

  // Landing on a copy, jump without motion to the slide it copies.
  const settle = () => {
    if (position === 0 || position === count + 1) {
      setAnimate(false);
      setPosition(position === 0 ? count : 1);
    }
  };

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') setPosition((p) => (p >= count + 1 ? p : p + 1));
      setAnimate(true);
    }, AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [paused, count]);

  if (count === 0) return null;

  const slides: CarouselSlide[] = count > 1 ? [banners[count - 1]!, ...banners, banners[0]!] : banners;
  const offset = count > 1 ? position : 0;
  const dragShift = drag ? (drag.dx / drag.width) * 100 : 0;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('bannersLabel')}
      className="group/banner relative mt-3 overflow-hidden rounded-3xl bg-ink/5 shadow-sm ring-1 ring-black/5 sm:mt-5"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setFocused(false)}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') next();
        else if (e.key === 'ArrowLeft') previous();
      }}
    >
      <div
        aria-live={paused ? 'polite' : 'off'}
        className="flex touch-pan-y"
        style={{
          transform: `translateX(calc(${-offset * 100}% + ${dragShift}%))`,
          transition: animate && !drag ? `transform ${SLIDE_MS}ms ease-out` : 'none',
        }}
        onTransitionEnd={settle}
        onPointerDown={(e) => e.pointerType !== 'mouse' && count > 1 && setDrag({ x: e.clientX, dx: 0, width: e.currentTarget.clientWidth || 1 })}
        onPointerMove={(e) => drag && setDrag({ ...drag, dx: e.clientX - drag.x })}
        onPointerUp={() => {
          swiped.current = drag !== null && Math.abs(drag.dx) > SWIPE_PX;
          if (drag && swiped.current) (drag.dx < 0 ? next : previous)();
          setDrag(null);
        }}
        onPointerCancel={() => setDrag(null)}
        onClickCapture={(e) => {
          if (!swiped.current) return;
          swiped.current = false;
          e.preventDefault();
        }}
      >
        {slides.map((banner, i) => {
          const copy = count > 1 && (i === 0 || i === slides.length - 1);
          const index = count > 1 ? (i - 1 + count) % count : i;
          return (
            <div
              key={`${banner.id}-${i}`}
              role={copy ? undefined : 'group'}
              aria-roledescription={copy ? undefined : 'slide'}
              aria-label={copy ? undefined : t('slideOf', { index: index + 1, count })}
              aria-hidden={copy || index !== active || undefined}
              inert={copy || index !== active}
              className="relative aspect-[5/2] w-full shrink-0 md:aspect-[16/5]"
            >
              {banner.node}
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <>
          <div className="absolute bottom-2.5 right-3 flex items-center gap-1.5 sm:bottom-4 sm:right-5">
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                aria-label={t('showSlide', { index: i + 1, count })}
                aria-current={i === active || undefined}
                onClick={() => go(i + 1)}
                className="grid h-6 min-w-6 place-items-center"
              >
                <span className={`block h-1.5 rounded-full transition-all motion-reduce:transition-none ${i === active ? 'w-5 bg-white' : 'w-1.5 bg-white/55'}`} />
              </button>
            ))}
          </div>
          <button
            type="button"
            aria-label={t('previousSlide')}
            onClick={previous}
            className="absolute left-3 top-1/2 hidden h-10 w-10 -translate-y-1/2 place-items-center rounded-full bg-white/80 text-ink opacity-0 shadow-md backdrop-blur transition hover:bg-white focus-visible:opacity-100 group-hover/banner:opacity-100 md:grid"
          >
            <FeedIcon name="chevronLeft" />
          </button>
          <button
            type="button"
            aria-label={t('nextSlide')}
            onClick={next}
            className="absolute right-3 top-1/2 hidden h-10 w-10 -translate-y-1/2 place-items-center rounded-full bg-white/80 text-ink opacity-0 shadow-md backdrop-blur transition hover:bg-white focus-visible:opacity-100 group-hover/banner:opacity-100 md:grid"
          >
            <FeedIcon name="chevronRight" />
          </button>
        </>
      ) : null}
    </section>
  );
}
