'use client';

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * Seed §3 app settings clearShowNSFW: this browser's answer to the age question. Adult cards (which reach
 * only users with adult content on) stay masked until it is given; it is kept on this device only.
 */
interface AdultConsent {
  clearShowNSFW: boolean;
  confirm(): void;
}

export const useAdultConsent = create<AdultConsent>()(
  persist((set) => ({ clearShowNSFW: false, confirm: () => set({ clearShowNSFW: true }) }), {
    name: 'koko-adult-consent',
    storage: createJSONStorage(() => localStorage),
  }),
);
