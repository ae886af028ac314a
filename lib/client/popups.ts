'use client';

import { create } from 'zustand';
import type { GateName } from '@/lib/bridge/version-gates';
import { POPUP_SHOWN_EVENT } from '@/lib/shell/events';
import { automaticAllowed, nextCheckAt, uncollectedKoin, type PacingLog, type PacingMoment } from '@/lib/shell/popup-pacing';
import { pickPopup, type PopupRequest, type PopupRule, type ShownLog } from '@/lib/shell/popup-scheduler';
import { isChatPath } from '@/lib/shell/shell-popups';
import { modalsOpen, onModalChange } from './modal-stack';
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
type QueuedPopup = ShellPopup & { seq: number; automatic?: boolean };

interface PopupContext {
  /** The login prompt or another modal the person opened is showing: popups wait until it closes. */
  loginOpen: boolean;
  /** The pacing rules (lib/shell/popup-pacing.ts) let a dialog that opens by itself open now. */
  automaticOk: boolean;
}

/**
 * The kinds that open by themselves unless asked for otherwise: the update reminder, the welcome koin, the
 * daily check-in taken on app start, the review request and the anime promotion. A reward the person
 * claimed, the sign-in bonus and a gated page's update dialog answer what they did and show at once.
 */
const AUTOMATIC_KINDS: ReadonlySet<ShellPopupKind> = new Set<ShellPopupKind>(['appUpdate', 'welcome', 'checkIn', 'review', 'anime']);
const isAutomatic = (request: PopupRequest): boolean => request.automatic ?? AUTOMATIC_KINDS.has(request.kind as ShellPopupKind);

/**
 * Seed §4: the first in this order whose condition holds is shown. An outdated app hears about it first,
 * rewards come before the review request, and the anime promotion is last.
 */
const POPUP_ORDER: readonly ShellPopupKind[] = ['gateUpdate', 'appUpdate', 'welcome', 'loginBonus', 'checkIn', 'refill', 'lowBalance', 'review', 'anime'];
const waitForLogin = (context: PopupContext, request: PopupRequest) => !context.loginOpen && (context.automaticOk || !isAutomatic(request));
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
/** The pacing log (when the last automatic dialog opened, the last meaningful action). */
const PACING_KEY = 'koko.popups.pacing';
/** The reward dialogs still waiting, kept for this tab so a new page (a reload, the way back from sign-in) still offers them. */
const QUEUE_KEY = 'koko.popups.waiting';
const appStart = Date.now();

function readJson<T>(storage: 'localStorage' | 'sessionStorage', key: string, fallback: T): T {
  try {
    const stored = typeof window === 'undefined' ? null : window[storage].getItem(key);
    return stored ? (JSON.parse(stored) as T) : fallback;
  } catch {
    return fallback;
  }
}

function writeJson(storage: 'localStorage' | 'sessionStorage', key: string, value: unknown) {
  try {
    window[storage].setItem(key, JSON.stringify(value));
  } catch {
    // Private mode without storage: pacing and the waiting rewards last as long as the page.
  }
}

/** Scrolls and touches, to open automatic dialogs only when the page is at rest. */
const activity = { lastAt: 0, touching: false, watching: false };
let recheck: ReturnType<typeof setTimeout> | undefined;

function watchActivity() {
  if (activity.watching || typeof window === 'undefined') return;
  activity.watching = true;
  const moved = () => {
    activity.lastAt = Date.now();
  };
  const opts = { capture: true, passive: true } as const;
  window.addEventListener('scroll', moved, opts);
  window.addEventListener('wheel', moved, opts);
  const touched = () => {
    activity.touching = true;
    moved();
  };
  window.addEventListener('touchstart', touched, opts);
  window.addEventListener('touchmove', touched, opts);
  const lifted = () => {
    activity.touching = false;
    moved();
    usePopups.getState().schedule();
  };
  window.addEventListener('touchend', lifted, opts);
  window.addEventListener('touchcancel', lifted, opts);
}

// Watched from the start, so a finger already down when the first dialog is asked for counts.
watchActivity();

const pacingMoment = (now: number): PacingMoment => ({
  now,
  visitStart: appStart,
  lastActivityAt: activity.lastAt,
  touching: activity.touching,
  inChat: isChatPath(window.location.pathname),
});

/** The person did something meaningful (sent a chat message, signed in): a waiting automatic dialog may follow later. */
export function noteMeaningfulAction() {
  if (typeof window === 'undefined') return;
  writeJson('localStorage', PACING_KEY, { ...readJson<PacingLog>('localStorage', PACING_KEY, {}), lastMeaningfulAt: Date.now() });
}

/**
 * The rewards that may wait across pages: those offered by themselves (the welcome, the day's check-in),
 * which the pacing may hold back for minutes. A reward answering what the person did shows at once.
 */
const waitsAcrossPages = (popup: QueuedPopup) => (popup.kind === 'welcome' || popup.kind === 'checkIn') && isAutomatic(popup);

function saveWaiting(queue: readonly QueuedPopup[], active: QueuedPopup | undefined) {
  if (typeof window === 'undefined') return;
  // One showing when the page closed was paced already: the next page shows it again at once.
  const showing = active && (active.kind === 'welcome' || active.kind === 'checkIn') ? [{ ...active, automatic: false }] : [];
  writeJson('sessionStorage', QUEUE_KEY, [...showing, ...queue.filter(waitsAcrossPages)]);
}

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
  /** `automatic` overrides the kind's default (see AUTOMATIC_KINDS). */
  request(popup: ShellPopup, options?: { automatic?: boolean }): void;
  /** Takes back the waiting requests of a kind (their page was left); one already showing stays. */
  withdraw(kind: ShellPopupKind): void;
  /** The active popup was answered: the next in line may show. */
  close(): void;
  /** Picks again (after the context changed). */
  schedule(): void;
  /** Takes back the reward dialogs this tab had not collected when its last page closed (once, after hydration). */
  restore(): void;
}

let nextPopup = 0;
let restored = false;

export const usePopups = create<PopupState>((set, get) => ({
  queue: [],
  restore() {
    if (restored) return;
    restored = true;
    const { active, queue } = get();
    // Requested again on this page already (the same start-up reward): kept once.
    const waiting = readJson<QueuedPopup[]>('sessionStorage', QUEUE_KEY, []).filter((p) => (p.kind === 'welcome' || p.kind === 'checkIn') && ![active, ...queue].some((q) => q?.kind === p.kind));
    if (waiting.length > 0) set({ queue: [...waiting.map((popup) => ({ ...popup, seq: ++nextPopup })), ...queue] });
    else saveWaiting(queue, active);
  },
  request(popup, options) {
    // The welcome and the day's check-in come once: a second request (a retried start-up call) is the same reward.
    const { active, queue } = get();
    if ((popup.kind === 'welcome' || popup.kind === 'checkIn') && [active, ...queue].some((p) => p?.kind === popup.kind)) return;
    set({ queue: [...get().queue, { ...popup, ...(options?.automatic === undefined ? {} : { automatic: options.automatic }), seq: ++nextPopup }] });
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
    if (get().active || typeof window === 'undefined') return;
    watchActivity();
    clearTimeout(recheck);
    const log = readShownLog();
    const now = Date.now();
    const pacing = readJson<PacingLog>('localStorage', PACING_KEY, {});
    const moment = pacingMoment(now);
    const context = { loginOpen: useLoginPrompt.getState().open || modalsOpen('person') + modalsOpen('question') > 0, automaticOk: automaticAllowed(pacing, moment) };
    const { show, queue } = pickPopup(get().queue, POPUP_RULES, POPUP_ORDER, context, log, now);
    if (!show) {
      set({ queue });
      // An automatic dialog held back by the pacing: look again when time alone can let it through.
      const at = queue.some(isAutomatic) ? nextCheckAt(pacing, moment) : undefined;
      if (at !== undefined) recheck = setTimeout(() => get().schedule(), Math.max(50, at - now));
      return;
    }
    set({ active: show, queue: queue.filter((p) => p !== show) });
    if (isAutomatic(show)) writeJson('localStorage', PACING_KEY, { ...pacing, lastAutomaticAt: now });
    try {
      localStorage.setItem(SHOWN_LOG_KEY, JSON.stringify({ ...log.lastShown, [show.kind]: now }));
    } catch {
      // Private mode without storage: the popup still shows, only its frequency is not remembered.
    }
    window.dispatchEvent(new CustomEvent(POPUP_SHOWN_EVENT, { detail: { kind: show.kind } }));
  },
}));

// A modal the person opened over a popup sends the popup back to the front of the line (its pacing already
// passed: it comes back as soon as the way is clear, not after the next gap); any modal closing
// (theirs, or the popup before) lets the next one be looked for.
if (typeof window !== 'undefined') {
  onModalChange((change, kind) => {
    const { active, queue } = usePopups.getState();
    if (change === 'opened' && kind === 'person' && active) usePopups.setState({ active: undefined, queue: [{ ...active, automatic: false }, ...queue] });
    if (change === 'closed') usePopups.getState().schedule();
  });
}

usePopups.subscribe((state, previous) => {
  // Not before the waiting rewards of the last page were taken back, which this would overwrite.
  if (restored && (state.queue !== previous.queue || state.active !== previous.active)) saveWaiting(state.queue, state.active);
});

/** Koin the person has not collected yet (reward dialogs waiting or showing): the header leaves them out. */
export const useUncollectedKoin = (): number => usePopups((s) => uncollectedKoin(s.active ? [s.active, ...s.queue] : s.queue));

useLoginPrompt.subscribe((state, previous) => {
  if (previous.open && !state.open) usePopups.getState().schedule();
});

const isKoinDialog = (popup: QueuedPopup | undefined): popup is QueuedPopup & KoinDialog => !!popup && KOIN_DIALOG_KINDS.has(popup.kind);

/** The koin dialogs' view of the scheduler: `queue[0]` is the koin dialog showing now, `next()` answers it. */
interface KoinDialogState {
  queue: KoinDialog[];
  /** `automatic`: the dialog opens by itself (the app-start check-in) rather than answering a claim. */
  enqueue(dialog: KoinDialog, options?: { automatic?: boolean }): void;
  next(): void;
}

export const useKoinDialogs = create<KoinDialogState>(() => ({
  queue: [],
  enqueue: (dialog, options) => usePopups.getState().request(dialog, options),
  next: () => usePopups.getState().close(),
}));

usePopups.subscribe((state, previous) => {
  if (state.active === previous.active) return;
  useKoinDialogs.setState({ queue: isKoinDialog(state.active) ? [state.active] : [] });
});
