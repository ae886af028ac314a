'use client';

import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keyboard behaviour every modal shares: focus moves into the panel when it opens (its first or last
 * button) and returns where it was when it closes, Escape dismisses, and Tab cycles inside the panel.
 */
export function useModalFocus(open: boolean, panel: RefObject<HTMLElement | null>, onDismiss: () => void, initial: 'first' | 'last' = 'first') {
  // The latest handler, so a parent's new callback on every render does not move focus back again.
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  }, [onDismiss]);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const buttons = panel.current?.querySelectorAll<HTMLElement>('button');
    // The page stays where it is: focusing must not scroll what lies behind the modal.
    buttons?.[initial === 'first' ? 0 : buttons.length - 1]?.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss.current();
      if (event.key !== 'Tab' || !panel.current) return;
      const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.({ preventScroll: true });
    };
  }, [open, panel, initial]);
}
