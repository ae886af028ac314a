'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { RenderLevel } from '@/lib/bridge/engine-commands';
import { useStage } from './avatar-stage-provider';
import { useSceneStore } from './scene-store';
import { FillImage } from '@/components/ui/fill-image';

export interface AvatarStageProps {
  /** The role's 2D cover: shown while the character loads, and instead of it at render level none. */
  cover: string | null;
  coverAlt: string;
  /** 0–1: how far up the frame the character stands on phones, where the chat covers the lower part. */
  phoneLift?: number;
  className?: string;
  children?: React.ReactNode;
}

/** Tailwind's md breakpoint: from here on the chat stands beside the character, not over it. */
const WIDE = '(min-width: 768px)';
const subscribeWide = (onChange: () => void) => {
  const query = matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isWide = () => matchMedia(WIDE).matches;

/** Where a page shows the 3D character: the app's one canvas moves in here while the page is open. */
export function AvatarStage({ cover, coverAlt, phoneLift = 0, className = '', children }: AvatarStageProps) {
  const { attach, level } = useStage();
  const slot = useRef<HTMLDivElement>(null);
  const ready = useSceneStore((s) => s.ready);
  const failed = useSceneStore((s) => s.failed);
  const threeD = level !== RenderLevel.none;
  const wide = useSyncExternalStore(subscribeWide, isWide, () => false);
  const lift = wide ? 0 : phoneLift;

  useEffect(() => (threeD && slot.current ? attach(slot.current, lift) : undefined), [attach, lift, threeD]);

  return (
    <div className={`relative overflow-hidden bg-brand-100 ${className}`} data-testid="avatar-stage" data-render-level={level} data-avatar-ready={threeD && ready ? 'true' : 'false'}>
      {threeD ? <div ref={slot} className="absolute inset-0 z-0" role="img" aria-label={coverAlt} /> : null}
      {cover ? (
        <FillImage
          src={cover}
          alt={threeD ? '' : coverAlt}
          priority
          elementTiming="avatar-placeholder"
          className={`pointer-events-none object-cover object-top transition-opacity duration-700 ${threeD && ready ? 'opacity-0' : 'opacity-100'} ${threeD && !ready && !failed ? 'scale-105 blur-md' : ''}`}
        />
      ) : null}
      {children}
    </div>
  );
}
