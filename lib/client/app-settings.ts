'use client';

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** App settings kept on this device (seed §3 "App settings"): restored on load, never sent anywhere. */
interface AppSettings {
  /** Spoken replies stay silent while muted, whatever the account's auto-play setting. */
  audioMute: boolean;
  setAudioMute(muted: boolean): void;
}

export const useAppSettings = create<AppSettings>()(
  persist((set) => ({ audioMute: false, setAudioMute: (audioMute) => set({ audioMute }) }), {
    name: 'koko-app-settings',
    storage: createJSONStorage(() => localStorage),
  }),
);
