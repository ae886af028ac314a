'use client';

import { useEffect, useRef, useState } from 'react';

/** How long a rise of the number takes to count up. */
export const COUNT_UP_MS = 700;

/**
 * A number that counts up to its new value when it rises (koin just collected), and jumps when it falls
 * or when the person prefers reduced motion.
 */
export function useCountUp(target: number | undefined): number | undefined {
  const [shown, setShown] = useState(target);
  const from = useRef(target);
  useEffect(() => {
    const start = from.current;
    from.current = target;
    if (target === undefined || start === undefined || target <= start || window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      setShown(target);
      return;
    }
    const began = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const progress = Math.min(1, (now - began) / COUNT_UP_MS);
      const eased = 1 - (1 - progress) ** 3;
      setShown(Math.round(start + (target - start) * eased));
      if (progress < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return shown;
}
