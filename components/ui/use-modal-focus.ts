'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { openModal, type ModalKind } from '@/lib/client/modal-stack';

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keyboard behaviour every modal shares: focus moves into the panel when it opens (its first or last
 * button) and returns where it was when it closes, Escape dismisses, and Tab cycles inside the panel. With
 * two modals open (a dialog over a dialog), only the newest answers the keyboard.
 */
export function useModalFocus(open: boolean, panel: RefObject<HTMLElement | null>, onDismiss: () => void, initial: 'first' | 'last' = 'first', kind: ModalKind = 'person') {
  // The latest handler, so a parent's new callback on every render does not move focus back again.
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  }, [onDismiss]);

  useEffect(() => {
    if (!open) return;
    const modal = openModal(kind);
    const previous = document.activeElement as HTMLElement | null;
    const buttons = panel.current?.querySelectorAll<HTMLElement>('button');
    // The page stays where it is: focusing must not scroll what lies behind the modal.
    buttons?.[initial === 'first' ? 0 : buttons.length - 1]?.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (!modal.isTop()) return;
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
      modal.close();
      previous?.focus?.({ preventScroll: true });
    };
  }, [open, panel, initial, kind]);
}
