'use client';

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** App settings kept on this device (seed §3 "App settings"): restored on load, never sent anywhere. */
interface AppSettings {
  /** Spoken replies stay silent while muted, whatever the account's auto-play setting. */
  audioMute: boolean;
  setAudioMute(muted: boolean): void;
  /** The auto-audio tip (voices play by themselves, and how to mute them) was seen and dismissed; shown once. */
  autoAudioTip: boolean;
  dismissAutoAudioTip(): void;
}

export const useAppSettings = create<AppSettings>()(
  persist((set) => ({ audioMute: false, setAudioMute: (audioMute) => set({ audioMute }), autoAudioTip: false, dismissAutoAudioTip: () => set({ autoAudioTip: true }) }), {
    name: 'koko-app-settings',
    storage: createJSONStorage(() => localStorage),
  }),
);
