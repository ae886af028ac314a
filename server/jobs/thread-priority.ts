import fs from 'node:fs';
import os from 'node:os';

/** The nice value of a generator thread: the scheduler gives the chat's threads the cores first. */
export const GENERATOR_NICE = 15;

/** This thread's kernel id on Linux (from /proc/thread-self), or undefined where there is none. */
export function currentThreadId(): number | undefined {
  try {
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(tid) && tid > 0 ? tid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Lowers the priority of the calling thread only (Linux schedules threads one by one, and setpriority on a thread id
 * changes that thread), so rendering on a busy machine waits for chat rather than the other way round. Threads this
 * one starts afterwards (an image library's workers) inherit it. Elsewhere nothing changes. Returns the nice value
 * now in force, or undefined when it could not be set.
 */
export function lowerThreadPriority(nice = GENERATOR_NICE): number | undefined {
  const tid = currentThreadId();
  if (tid === undefined) return undefined;
  try {
    if (os.getPriority(tid) < nice) os.setPriority(tid, nice);
    return os.getPriority(tid);
  } catch {
    return undefined;
  }
}
