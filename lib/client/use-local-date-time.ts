'use client';

import { useFormatter } from 'next-intl';
import { useCallback, useMemo } from 'react';

/** Formats a timestamp in the reader's language and time zone; for lists drawn only in the browser. */
export function useLocalDateTime(): (iso: string) => string {
  const format = useFormatter();
  const timeZone = useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone, []);
  return useCallback((iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone }), [format, timeZone]);
}
