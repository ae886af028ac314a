'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { usePopups } from '@/lib/client/popups';

/**
 * Offers the waiting dialogs a turn when the page loads and on every new page: reward dialogs kept from
 * the page before, and automatic ones the pacing held back while the person was in a chat.
 */
export function PopupPacer() {
  const pathname = usePathname();
  useEffect(() => {
    usePopups.getState().restore();
  }, []);
  useEffect(() => {
    usePopups.getState().schedule();
  }, [pathname]);
  return null;
}
