'use client';

import { useContext, useId, useRef } from 'react';
import { ModalScope } from './modal-scope';
import { useModalFocus } from './use-modal-focus';
import { useScrollLock } from './use-scroll-lock';

interface DialogProps {
  open: boolean;
  title: string;
  children?: React.ReactNode;
  /** Seed §2 confirm dialog: left and right buttons; the right one may be red. */
  leftLabel?: string;
  rightLabel: string;
  rightDanger?: boolean;
  onLeft?: () => void;
  onRight: () => void;
  /** Escape and the backdrop: the left action when there is one, else the right. */
  onDismiss?: () => void;
  busy?: boolean;
  icon?: React.ReactNode;
  testId?: string;
}

/** A modal confirm dialog: focus moves in and returns, Escape dismisses, Tab stays inside. */
export function Dialog({ open, title, children, leftLabel, rightLabel, rightDanger, onLeft, onRight, onDismiss, busy, icon, testId }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const dismiss = onDismiss ?? onLeft ?? onRight;

  useModalFocus(open, panel, dismiss, 'last', useContext(ModalScope));
  useScrollLock(open);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 grid place-items-center overflow-y-auto overscroll-contain bg-ink/45 p-6 backdrop-blur-[2px]" onClick={(e) => e.target === e.currentTarget && dismiss()}>
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid={testId} className="max-h-[calc(100dvh-3rem)] w-full max-w-sm overflow-y-auto rounded-3xl bg-white p-6 text-center shadow-2xl">
        {icon ? <div className="mb-3 flex justify-center">{icon}</div> : null}
        <h2 id={titleId} className="text-lg font-bold text-ink">
          {title}
        </h2>
        {children ? <div className="mt-2 text-sm leading-relaxed text-ink-soft">{children}</div> : null}
        <div className="mt-6 flex gap-3">
          {leftLabel ? (
            <button type="button" onClick={onLeft} disabled={busy} className="h-11 flex-1 rounded-full border border-ink/15 font-semibold text-ink hover:bg-ink/5 disabled:opacity-60">
              {leftLabel}
            </button>
          ) : null}
          <button
            type="button"
            onClick={onRight}
            disabled={busy}
            className={`h-11 flex-1 rounded-full font-semibold text-white shadow-sm disabled:opacity-60 ${rightDanger ? 'bg-red-600 hover:bg-red-700' : 'bg-brand-600 hover:bg-brand-700'}`}
          >
            {rightLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
