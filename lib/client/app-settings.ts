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
  /** Chat messages sent from the composer on this device, ever (seed §4: the review popup needs 10). */
  sentChatCount: number;
  countSentChat(): void;
  /** The review popup was answered, rated or put off (seed §3 "firstReview"): it is not asked again. */
  reviewAnswered: boolean;
  answerReview(): void;
}

export const useAppSettings = create<AppSettings>()(
  persist(
    (set, get) => ({
      audioMute: false,
      setAudioMute: (audioMute) => set({ audioMute }),
      autoAudioTip: false,
      dismissAutoAudioTip: () => set({ autoAudioTip: true }),
      sentChatCount: 0,
      countSentChat: () => set({ sentChatCount: get().sentChatCount + 1 }),
      reviewAnswered: false,
      answerReview: () => set({ reviewAnswered: true }),
    }),
    {
      name: 'koko-app-settings',
      storage: createJSONStorage(() => localStorage),
    },
  ),
);
