'use client';

import { create } from 'zustand';
import type { GateName } from '@/lib/bridge/version-gates';
import { POPUP_SHOWN_EVENT } from '@/lib/shell/events';
import { pickPopup, type PopupRule, type ShownLog } from '@/lib/shell/popup-scheduler';
import { useLoginPrompt } from './stores';

/** Koin reward dialogs (seed §2 app shell): requested by the session and the koin page, shown by the popup scheduler. */
export type KoinDialog =
  | { kind: 'welcome'; amount: number }
  | { kind: 'loginBonus'; amount: number; merged: number }
  | { kind: 'checkIn'; amount: number; balance: number }
  | { kind: 'refill'; amount: number; balance: number }
  | { kind: 'lowBalance' };

const KOIN_DIALOG_KINDS: ReadonlySet<string> = new Set<KoinDialog['kind']>(['welcome', 'loginBonus', 'checkIn', 'refill', 'lowBalance']);

/**
 * Every popup the shell schedules: the update dialogs (seed §5, §6, §8: the app below the update minimum,
 * or a page behind a version gate), the koin dialogs, and the review and anime popups (seed §2, §4; their
 * conditions are in lib/shell/shell-popups.ts and are checked before they are asked for).
 */
export type ShellPopup = { kind: 'appUpdate' } | { kind: 'gateUpdate'; gate: GateName } | KoinDialog | { kind: 'review' } | { kind: 'anime' };
export type ShellPopupKind = ShellPopup['kind'];
type QueuedPopup = ShellPopup & { seq: number };

interface PopupContext {
  /** The login prompt is a modal too: popups wait until it closes. */
  loginOpen: boolean;
}

/**
 * Seed §4: the first in this order whose condition holds is shown. An outdated app hears about it first,
 * rewards come before the review request, and the anime promotion is last.
 */
const POPUP_ORDER: readonly ShellPopupKind[] = ['gateUpdate', 'appUpdate', 'welcome', 'loginBonus', 'checkIn', 'refill', 'lowBalance', 'review', 'anime'];
const waitForLogin = (context: PopupContext) => !context.loginOpen;
const POPUP_RULES: Record<ShellPopupKind, PopupRule<PopupContext>> = {
  // "Later" dismisses the start-up reminder until the app starts again; a gated page asks on every visit.
  appUpdate: { frequency: 'session', condition: waitForLogin },
  gateUpdate: { frequency: 'always', condition: waitForLogin },
  welcome: { frequency: 'always', condition: waitForLogin },
  loginBonus: { frequency: 'always', condition: waitForLogin },
  checkIn: { frequency: 'always', condition: waitForLogin },
  refill: { frequency: 'always', condition: waitForLogin },
  lowBalance: { frequency: 'always', condition: waitForLogin },
  // Seed §4: the review popup shows once ever (its answer is also kept in the app settings); the anime popup once a day.
  review: { frequency: 'once', condition: waitForLogin },
  anime: { frequency: 'daily', condition: waitForLogin },
};

const SHOWN_LOG_KEY = 'koko.popups.shown';
const appStart = Date.now();

function readShownLog(): ShownLog {
  try {
    const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(SHOWN_LOG_KEY);
    return { lastShown: stored ? (JSON.parse(stored) as ShownLog['lastShown']) : {}, sessionStart: appStart };
  } catch {
    return { lastShown: {}, sessionStart: appStart };
  }
}

interface PopupState {
  queue: QueuedPopup[];
  active?: QueuedPopup;
  request(popup: ShellPopup): void;
  /** Takes back the waiting requests of a kind (their page was left); one already showing stays. */
  withdraw(kind: ShellPopupKind): void;
  /** The active popup was answered: the next in line may show. */
  close(): void;
  /** Picks again (after the context changed). */
  schedule(): void;
}

let nextPopup = 0;
export const usePopups = create<PopupState>((set, get) => ({
  queue: [],
  request(popup) {
    set({ queue: [...get().queue, { ...popup, seq: ++nextPopup }] });
    get().schedule();
  },
  withdraw(kind) {
    const queue = get().queue;
    if (queue.some((p) => p.kind === kind)) set({ queue: queue.filter((p) => p.kind !== kind) });
  },
  close() {
    set({ active: undefined });
    get().schedule();
  },
  schedule() {
    if (get().active) return;
    const log = readShownLog();
    const now = Date.now();
    const { show, queue } = pickPopup(get().queue, POPUP_RULES, POPUP_ORDER, { loginOpen: useLoginPrompt.getState().open }, log, now);
    if (!show) {
      set({ queue });
      return;
    }
    set({ active: show, queue: queue.filter((p) => p !== show) });
    try {
      localStorage.setItem(SHOWN_LOG_KEY, JSON.stringify({ ...log.lastShown, [show.kind]: now }));
    } catch {
      // Private mode without storage: the popup still shows, only its frequency is not remembered.
    }
    window.dispatchEvent(new CustomEvent(POPUP_SHOWN_EVENT, { detail: { kind: show.kind } }));
  },
}));

useLoginPrompt.subscribe((state, previous) => {
  if (previous.open && !state.open) usePopups.getState().schedule();
});

const isKoinDialog = (popup: QueuedPopup | undefined): popup is QueuedPopup & KoinDialog => !!popup && KOIN_DIALOG_KINDS.has(popup.kind);

/** The koin dialogs' view of the scheduler: `queue[0]` is the koin dialog showing now, `next()` answers it. */
interface KoinDialogState {
  queue: KoinDialog[];
  enqueue(dialog: KoinDialog): void;
  next(): void;
}

export const useKoinDialogs = create<KoinDialogState>(() => ({
  queue: [],
  enqueue: (dialog) => usePopups.getState().request(dialog),
  next: () => usePopups.getState().close(),
}));

usePopups.subscribe((state, previous) => {
  if (state.active === previous.active) return;
  useKoinDialogs.setState({ queue: isKoinDialog(state.active) ? [state.active] : [] });
});
