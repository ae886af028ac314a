import { TaskState } from '@/lib/contracts/property';
import { eventFromTask, IDLE, pollDelay, POLL_PUSHED_MS, POLL_QUIET_MS, reduceTask, reportOfTask, viewOfTask, type TaskEvent, type TaskView } from './task-progress';

const run = (...events: TaskEvent[]): TaskView => events.reduce(reduceTask, IDLE);
const accepted: TaskEvent = { type: 'accepted', taskId: 7, assetId: 70 };

describe('the task progress reducer', () => {
  it('goes from start through progress to done', () => {
    expect(run({ type: 'start' })).toEqual({ phase: 'starting' });
    expect(run({ type: 'start' }, accepted, { type: 'progress', taskId: 7, percent: 41.6, step: 11 })).toEqual({ phase: 'running', taskId: 7, assetId: 70, percent: 42, step: 11, cancelling: false });
    expect(run({ type: 'start' }, accepted, { type: 'succeeded', taskId: 7, assetId: 70 })).toEqual({ phase: 'done', taskId: 7, assetId: 70 });
  });

  it('never moves the bar back: a stale poll after a fresher push keeps the higher figure', () => {
    const view = run({ type: 'start' }, accepted, { type: 'progress', taskId: 7, percent: 60 }, { type: 'progress', taskId: 7, percent: 30 });
    expect(view).toMatchObject({ percent: 60 });
    expect(run({ type: 'start' }, accepted, { type: 'progress', taskId: 7, percent: 250 })).toMatchObject({ percent: 100 });
    expect(run({ type: 'start' }, accepted, { type: 'progress', taskId: 7, percent: Number.NaN })).toMatchObject({ percent: 0 });
  });

  it('ignores events about another task and anything after the end', () => {
    expect(run({ type: 'start' }, accepted, { type: 'progress', taskId: 8, percent: 90 })).toMatchObject({ percent: 0 });
    expect(run({ type: 'start' }, accepted, { type: 'succeeded', taskId: 8, assetId: 80 })).toMatchObject({ phase: 'running' });
    const done = run({ type: 'start' }, accepted, { type: 'succeeded', taskId: 7, assetId: 70 });
    expect(reduceTask(done, { type: 'progress', taskId: 7, percent: 10 })).toBe(done);
    expect(reduceTask(done, { type: 'failed', taskId: 7, reason: 'late' })).toBe(done);
  });

  it('a second start while one runs does nothing (a double tap starts one task)', () => {
    const running = run({ type: 'start' }, accepted);
    expect(reduceTask(running, { type: 'start' })).toBe(running);
  });

  it('fails with the reason, before or after the task was accepted', () => {
    expect(run({ type: 'start' }, { type: 'failed', reason: 'Not enough koin' })).toEqual({ phase: 'failed', reason: 'Not enough koin' });
    expect(run({ type: 'start' }, accepted, { type: 'failed', taskId: 7, reason: 'The renderer stopped' })).toEqual({ phase: 'failed', taskId: 7, assetId: 70, reason: 'The renderer stopped' });
  });

  it('cancels: marked while the call runs, then cancelled', () => {
    const cancelling = run({ type: 'start' }, accepted, { type: 'cancel' });
    expect(cancelling).toMatchObject({ phase: 'running', cancelling: true });
    expect(reduceTask(cancelling, { type: 'cancelled', taskId: 7 })).toEqual({ phase: 'cancelled', taskId: 7, assetId: 70 });
    expect(reduceTask(IDLE, { type: 'cancel' })).toBe(IDLE);
  });

  it('retry starts over from a failure', () => {
    const failed = run({ type: 'start' }, accepted, { type: 'failed', taskId: 7, reason: 'x' });
    expect(reduceTask(failed, { type: 'start' })).toEqual({ phase: 'starting' });
    expect(reduceTask(failed, { type: 'reset' })).toEqual(IDLE);
  });
});

describe('a task record as an event', () => {
  const base = { taskId: 3, assetId: 30, progress: 55, step: null, error: null, cancelled: false };
  it('maps the seed task states', () => {
    expect(eventFromTask({ ...base, state: TaskState.Doing, step: 12 })).toEqual({ type: 'progress', taskId: 3, percent: 55, step: 12 });
    expect(eventFromTask({ ...base, state: TaskState.Idle })).toEqual({ type: 'progress', taskId: 3, percent: 55, step: undefined });
    expect(eventFromTask({ ...base, state: TaskState.Success })).toEqual({ type: 'succeeded', taskId: 3, assetId: 30 });
    expect(eventFromTask({ ...base, state: TaskState.Fail, error: 'Out of memory' })).toEqual({ type: 'failed', taskId: 3, reason: 'Out of memory' });
    expect(eventFromTask({ ...base, state: TaskState.Fail, cancelled: true })).toEqual({ type: 'cancelled', taskId: 3 });
  });

  it('reads a task record (its id) like a pushed payload (its taskId)', () => {
    const { taskId: _taskId, ...record } = base;
    expect(reportOfTask({ ...record, id: 3, state: TaskState.Doing })).toEqual({ ...base, state: TaskState.Doing });
  });
});

describe('the polling fallback', () => {
  it('polls quickly while the socket is silent and slowly while it pushes', () => {
    expect(pollDelay(undefined, 10_000)).toBe(POLL_QUIET_MS);
    expect(pollDelay(9_000, 10_000)).toBe(POLL_PUSHED_MS);
    expect(pollDelay(1_000, 10_000)).toBe(POLL_QUIET_MS);
  });
});

describe('the view a page opens with', () => {
  const base = { taskId: 4, assetId: 40, progress: 30, step: 11, error: null, cancelled: false };
  it('follows a running task, shows a finished one and says why one failed', () => {
    expect(viewOfTask(null)).toEqual(IDLE);
    expect(viewOfTask({ ...base, state: TaskState.Doing })).toEqual({ phase: 'running', taskId: 4, assetId: 40, percent: 30, step: 11, cancelling: false });
    expect(viewOfTask({ ...base, state: TaskState.Success })).toEqual({ phase: 'done', taskId: 4, assetId: 40 });
    expect(viewOfTask({ ...base, state: TaskState.Fail, error: 'No room left' })).toEqual({ phase: 'failed', taskId: 4, assetId: 40, reason: 'No room left' });
    expect(viewOfTask({ ...base, state: TaskState.Fail, cancelled: true })).toEqual({ phase: 'cancelled', taskId: 4, assetId: 40 });
  });
});
