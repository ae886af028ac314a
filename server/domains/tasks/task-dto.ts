import { TaskState, type AssetKind, type PropertyTask, type TaskProgressPayload } from '@/lib/contracts/property';
import type { TaskRow } from './task-repository';

const STEPS = new Set([11, 12, 13]);
const stepOf = (row: TaskRow) => (row.step !== null && STEPS.has(row.step) && row.status === TaskState.Doing ? (row.step as 11 | 12 | 13) : null);

/** A task row as its owner reads it (the one mapping: the API and the socket frame both come from here). */
export function toTaskDto(row: TaskRow, maxAttempts: number, queuePosition: number | null = null): PropertyTask {
  return {
    id: row.id,
    kind: row.kind as AssetKind,
    assetId: row.assetId ?? 0,
    state: row.status as PropertyTask['state'],
    progress: Math.max(0, Math.min(100, row.progress)),
    step: stepOf(row),
    error: row.status === TaskState.Fail ? row.error : null,
    cancelled: row.cancelled,
    attempts: row.attempts,
    maxAttempts,
    koin: row.koin,
    refunded: row.refunded,
    queuePosition: row.status === TaskState.Idle ? queuePosition : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toProgressPayload(row: TaskRow, assetStatus: number): TaskProgressPayload {
  return {
    event: 'progress',
    taskId: row.id,
    assetId: row.assetId ?? 0,
    kind: row.kind as AssetKind,
    state: row.status as TaskProgressPayload['state'],
    progress: Math.max(0, Math.min(100, row.progress)),
    step: stepOf(row),
    error: row.status === TaskState.Fail ? row.error : null,
    cancelled: row.cancelled,
    assetStatus: assetStatus as TaskProgressPayload['assetStatus'],
  };
}
