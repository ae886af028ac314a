/** The clock and timers the chat state machines run on; tests pass fakes. */
export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  now(): number;
}

type Handle = ReturnType<typeof setTimeout>;

/** Looks the globals up at call time, so replaced globals (fake timers) are honoured. */
export const systemTimers: Timers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as Handle),
  setInterval: (run, ms) => setInterval(run, ms),
  clearInterval: (handle) => clearInterval(handle as Handle),
  now: () => Date.now(),
};
