'use client';

import { create } from 'zustand';

/** The login prompt (seed §2 overlay): opened by any auth-only action, from anywhere. */
interface LoginPromptState {
  open: boolean;
  redirectUrl?: string;
  refresh?: boolean;
  show(options?: { redirectUrl?: string; refresh?: boolean }): void;
  hide(): void;
}

export const useLoginPrompt = create<LoginPromptState>((set) => ({
  open: false,
  show: (options = {}) => set({ open: true, ...options }),
  hide: () => set({ open: false, redirectUrl: undefined, refresh: undefined }),
}));

export interface Toast {
  id: number;
  message: string;
  tone: 'info' | 'success' | 'warning' | 'error';
  /** Seed §4: toasts close after 2000 ms; the login-invalid warning stays 5 s. */
  durationMs: number;
}

interface ToastState {
  toasts: Toast[];
  push(message: string, options?: { tone?: Toast['tone']; durationMs?: number }): void;
  dismiss(id: number): void;
}

let nextToast = 0;
export const useToasts = create<ToastState>((set, get) => ({
  toasts: [],
  push(message, options = {}) {
    const toast: Toast = { id: ++nextToast, message, tone: options.tone ?? 'info', durationMs: options.durationMs ?? 2000 };
    set({ toasts: [...get().toasts.slice(-2), toast] });
    setTimeout(() => get().dismiss(toast.id), toast.durationMs);
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((t) => t.id !== id) }),
}));

export const toast = (message: string, options?: { tone?: Toast['tone']; durationMs?: number }) => useToasts.getState().push(message, options);
