'use client';

import { useRef, useState } from 'react';

/** Degrees turned per arrow-key press. */
const KEY_STEP = 15;

/**
 * A space's equirectangular panorama as a window to look around in: drag, swipe or the arrow keys turn the
 * view, and the picture wraps all the way round. Plain CSS, so the page carries no 3D engine.
 */
export function PanoramaPreview({ src, label }: { src: string; label: string }) {
  const [turn, setTurn] = useState(0);
  const drag = useRef<{ x: number; turn: number } | null>(null);
  const box = useRef<HTMLDivElement>(null);

  const onMove = (clientX: number) => {
    if (!drag.current || !box.current) return;
    const width = box.current.getBoundingClientRect().width;
    setTurn(drag.current.turn - ((clientX - drag.current.x) / width) * 120);
  };

  return (
    <div
      ref={box}
      role="img"
      aria-label={label}
      tabIndex={0}
      data-testid="panorama-preview"
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') setTurn((v) => v - KEY_STEP);
        else if (e.key === 'ArrowRight') setTurn((v) => v + KEY_STEP);
        else return;
        e.preventDefault();
      }}
      onPointerDown={(e) => {
        drag.current = { x: e.clientX, turn };
        e.currentTarget.setPointerCapture(e.pointerId);
      }}
      onPointerMove={(e) => onMove(e.clientX)}
      onPointerUp={() => (drag.current = null)}
      onPointerCancel={() => (drag.current = null)}
      className="relative aspect-[16/9] w-full cursor-grab touch-pan-y select-none overflow-hidden rounded-3xl bg-ink/10 shadow-sm ring-1 ring-ink/10 [container-type:size] active:cursor-grabbing"
    >
      <div
        aria-hidden
        className="absolute inset-0"
        style={{
          backgroundImage: `url("${src}")`,
          backgroundRepeat: 'repeat-x',
          // An equirectangular panorama is twice as wide as it is tall: at the box's height one turn is 200cqh.
          backgroundSize: 'auto 100%',
          backgroundPositionX: `calc(${-turn / 360} * 200cqh)`,
        }}
      />
      <span aria-hidden className="pointer-events-none absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-black/45 px-3 py-1 text-xs font-semibold text-white">
        ⟵ 360° ⟶
      </span>
    </div>
  );
}
