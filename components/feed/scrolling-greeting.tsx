'use client';

import { useEffect, useRef, useState } from 'react';
import { RoleText } from '@/components/chat/role-text';

/** Seed §4 and §9: the greeting scrolls two lines every 1200 ms, fades over 600 ms, and resets in 100 ms. */
const STEP_MS = 1200;
const FADE_MS = 600;
const RESET_MS = 100;
const LINES_PER_STEP = 2;

/**
 * Two lines of the greeting; on the spotlit card it scrolls through the rest, two lines at a time, then
 * fades and starts over for the next card. Still (clamped) for readers who asked for less motion.
 */
export function ScrollingGreeting({ text: greeting, active, onDone }: { text: string; active: boolean; onDone: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  const text = useRef<HTMLParagraphElement>(null);
  const [offset, setOffset] = useState(0);
  const [fading, setFading] = useState(false);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    if (!active || !box.current || !text.current) return;
    const line = parseFloat(getComputedStyle(text.current).lineHeight) || 18;
    const step = line * LINES_PER_STEP;
    const steps = Math.max(0, Math.ceil((text.current.scrollHeight - box.current.clientHeight) / step));
    const timers: ReturnType<typeof setTimeout>[] = [];
    for (let i = 1; i <= steps; i++) timers.push(setTimeout(() => setOffset(i * step), i * STEP_MS));
    const fadeAt = (steps + 1) * STEP_MS;
    timers.push(setTimeout(() => setFading(true), fadeAt));
    timers.push(
      setTimeout(() => {
        setOffset(0);
        setFading(false);
      }, fadeAt + FADE_MS),
    );
    timers.push(setTimeout(() => done.current(), fadeAt + FADE_MS + RESET_MS));
    return () => {
      timers.forEach(clearTimeout);
      setOffset(0);
      setFading(false);
    };
  }, [active]);

  return (
    <div ref={box} className="mt-1 h-[2.25rem] overflow-hidden" data-greeting-active={active || undefined}>
      <p
        ref={text}
        className={`text-xs leading-[1.125rem] text-white/95 [hyphens:auto] [overflow-wrap:break-word] ${active ? '' : 'line-clamp-2'}`}
        style={{
          transform: `translateY(-${offset}px)`,
          opacity: fading ? 0 : 1,
          transition: fading ? `opacity ${FADE_MS}ms ease` : offset ? 'transform 400ms ease' : 'none',
        }}
      >
        <RoleText text={greeting} tone="dark" />
      </p>
    </div>
  );
}
