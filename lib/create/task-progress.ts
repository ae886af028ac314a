import { TaskState } from '@/lib/contracts/property';

/**
 * What a generator page shows about its task, as one reducer: the socket's pushes and the polled
 * `app/property/taskProcess` answers feed the same events, so whichever arrives first moves the bar and a
 * late or stale one cannot move it back.
 */
export type TaskView =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'running'; taskId: number; assetId: number; percent: number; step?: number; cancelling: boolean }
  | { phase: 'done'; taskId: number; assetId: number }
  | { phase: 'failed'; taskId?: number; assetId?: number; reason: string }
  | { phase: 'cancelled'; taskId: number; assetId: number };

export type TaskEvent =
  | { type: 'start' }
  | { type: 'accepted'; taskId: number; assetId: number }
  | { type: 'progress'; taskId: number; percent: number; step?: number }
  | { type: 'succeeded'; taskId: number; assetId: number }
  | { type: 'failed'; taskId?: number; reason: string }
  | { type: 'cancel' }
  | { type: 'cancelled'; taskId: number }
  | { type: 'reset' };

export const IDLE: TaskView = { phase: 'idle' };

const clampPercent = (percent: number) => (Number.isFinite(percent) ? Math.min(100, Math.max(0, Math.round(percent))) : 0);

/** The task this view follows, if any: events about another task (an earlier attempt) are ignored. */
const followed = (view: TaskView): number | undefined => ('taskId' in view ? view.taskId : undefined);

export function reduceTask(view: TaskView, event: TaskEvent): TaskView {
  switch (event.type) {
    case 'start':
      return view.phase === 'starting' || view.phase === 'running' ? view : { phase: 'starting' };
    case 'accepted':
      return view.phase === 'starting' ? { phase: 'running', taskId: event.taskId, assetId: event.assetId, percent: 0, cancelling: false } : view;
    case 'progress':
      if (view.phase !== 'running' || view.taskId !== event.taskId) return view;
      return { ...view, percent: Math.max(view.percent, clampPercent(event.percent)), step: event.step ?? view.step };
    case 'succeeded':
      return view.phase === 'running' && view.taskId === event.taskId ? { phase: 'done', taskId: view.taskId, assetId: event.assetId } : view;
    case 'failed':
      if (view.phase === 'starting') return { phase: 'failed', reason: event.reason };
      if (view.phase !== 'running' || (event.taskId !== undefined && view.taskId !== event.taskId)) return view;
      return { phase: 'failed', taskId: view.taskId, assetId: view.assetId, reason: event.reason };
    case 'cancel':
      return view.phase === 'running' ? { ...view, cancelling: true } : view;
    case 'cancelled':
      return view.phase === 'running' && followed(view) === event.taskId ? { phase: 'cancelled', taskId: view.taskId, assetId: view.assetId } : view;
    case 'reset':
      return IDLE;
  }
}

/** A task as the socket pushes it and taskProcess answers it (the payload's `taskId`, the record's `id`). */
export interface TaskReport {
  taskId: number;
  assetId: number;
  state: number;
  progress: number;
  step: number | null;
  error: string | null;
  cancelled: boolean;
}

export const reportOfTask = (task: Omit<TaskReport, 'taskId'> & { id: number }): TaskReport => ({
  taskId: task.id,
  assetId: task.assetId,
  state: task.state,
  progress: task.progress,
  step: task.step,
  error: task.error,
  cancelled: task.cancelled,
});

/** A polled or pushed task turned into the event it means for the view (seed §4 task state). */
export function eventFromTask(task: TaskReport): TaskEvent {
  if (task.state === TaskState.Success) return { type: 'succeeded', taskId: task.taskId, assetId: task.assetId };
  if (task.state === TaskState.Fail) return task.cancelled ? { type: 'cancelled', taskId: task.taskId } : { type: 'failed', taskId: task.taskId, reason: task.error ?? '' };
  return { type: 'progress', taskId: task.taskId, percent: task.progress, step: task.step ?? undefined };
}

/** Polling is the fallback: quick while the socket is silent, slow while its pushes keep coming. */
export const POLL_QUIET_MS = 2_000;
export const POLL_PUSHED_MS = 8_000;
/** A push younger than this counts as the socket carrying the progress. */
export const PUSH_FRESH_MS = 5_000;

export function pollDelay(lastPushAt: number | undefined, now: number): number {
  return lastPushAt !== undefined && now - lastPushAt < PUSH_FRESH_MS ? POLL_PUSHED_MS : POLL_QUIET_MS;
}

/** The view of a task the page opens with (an asset still generating, finished or failed). */
export function viewOfTask(task: TaskReport | null | undefined): TaskView {
  if (!task) return IDLE;
  const running: TaskView = { phase: 'running', taskId: task.taskId, assetId: task.assetId, percent: 0, cancelling: false };
  return reduceTask(running, eventFromTask(task));
}
