'use client';

import { useMediaQuery } from './use-media-query';

/** PC layout (navigation bar, dialogs) from 768 px; phones get sheets and the bottom nav (DESIGN §4). */
export const usePcLayout = (): boolean => useMediaQuery('(min-width: 768px)', true);
