'use client';

import { useMediaQuery } from '@/lib/client/use-media-query';

/** Whether the reader asked for less motion: carousels stop, greetings stay still. */
export const useReducedMotion = (): boolean => useMediaQuery('(prefers-reduced-motion: reduce)', true);
