'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { chatSocket } from '@/lib/chat';
import { ApiFailure } from '@/lib/client/api';
import { DataType } from '@/lib/contracts/chat-codes';
import { PROGRESS_EVENT, taskProgressPayloadSchema, type GenerateResult, type PropertyTask } from '@/lib/contracts/property';
import type { GeneratorKind } from './generator-kinds';
import { propertyApi } from './property-api';
import { propertyKeys } from './property-keys';
import { eventFromTask, pollDelay, reduceTask, reportOfTask, viewOfTask, type TaskView } from './task-progress';

/** A call's failure in words for the page: the server's message, or the page's own when there is none. */
const reasonOf = (error: unknown, fallback: string) => (error instanceof ApiFailure && error.message ? error.message : fallback);

/**
 * One generation on a page: start, follow, cancel, retry. Progress comes from the socket's Notify `progress`
 * frames; `app/property/taskProcess` is polled as the fallback (often while the socket is silent, seldom while it pushes).
 */
export function useGenerateTask(kind: GeneratorKind, initialTask: PropertyTask | null, failedWords: string) {
  const [view, dispatch] = useReducer(reduceTask, initialTask, (task) => viewOfTask(task && reportOfTask(task)));
  const client = useQueryClient();
  const lastPush = useRef<number | undefined>(undefined);
  const taskId = view.phase === 'running' ? view.taskId : undefined;

  useEffect(() => {
    if (taskId === undefined) return;
    const socket = chatSocket();
    const off = socket.onFrame((frame) => {
      if (frame.dataType !== DataType.Notify || !frame.data) return;
      let data: unknown;
      try {
        data = JSON.parse(frame.data);
      } catch {
        return;
      }
      const payload = taskProgressPayloadSchema.safeParse(data);
      if (!payload.success || payload.data.event !== PROGRESS_EVENT || payload.data.taskId !== taskId) return;
      lastPush.current = Date.now();
      dispatch(eventFromTask(payload.data));
    });
    void socket.connect().catch(() => undefined);
    return () => void off();
  }, [taskId]);

  useEffect(() => {
    if (taskId === undefined) return;
    let timer: ReturnType<typeof setTimeout>;
    const abort = new AbortController();
    const poll = () => {
      timer = setTimeout(async () => {
        try {
          dispatch(eventFromTask(reportOfTask(await propertyApi.taskProcess(taskId, abort.signal))));
        } catch {
          // A missed poll is retried at the next tick; the socket may carry the progress meanwhile.
        }
        if (!abort.signal.aborted) poll();
      }, pollDelay(lastPush.current, Date.now()));
    };
    poll();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [taskId]);

  const finished = view.phase === 'done' || view.phase === 'failed' || view.phase === 'cancelled';
  useEffect(() => {
    if (!finished) return;
    void client.invalidateQueries({ queryKey: propertyKeys.all });
  }, [finished, client]);

  const follow = useCallback((result: Pick<GenerateResult, 'task'>) => {
    dispatch({ type: 'accepted', taskId: result.task.id, assetId: result.task.assetId });
    dispatch(eventFromTask(reportOfTask(result.task)));
  }, []);

  const start = useCallback(
    async (body: () => Promise<Record<string, unknown>>) => {
      dispatch({ type: 'start' });
      try {
        follow(await propertyApi.generate(kind, await body()));
      } catch (error) {
        dispatch({ type: 'failed', reason: reasonOf(error, failedWords) });
      }
      void client.invalidateQueries({ queryKey: propertyKeys.price(kind) });
    },
    [kind, failedWords, follow, client],
  );

  const cancel = useCallback(async () => {
    if (view.phase !== 'running') return;
    dispatch({ type: 'cancel' });
    try {
      dispatch(eventFromTask(reportOfTask(await propertyApi.cancel(view.taskId))));
    } catch (error) {
      dispatch({ type: 'failed', taskId: view.taskId, reason: reasonOf(error, failedWords) });
    }
  }, [view, failedWords]);

  const retry = useCallback(async () => {
    if ((view.phase !== 'failed' && view.phase !== 'cancelled') || view.taskId === undefined) return false;
    const { taskId: previous } = view;
    dispatch({ type: 'start' });
    try {
      follow({ task: await propertyApi.retry(previous) });
    } catch (error) {
      dispatch({ type: 'failed', reason: reasonOf(error, failedWords) });
    }
    void client.invalidateQueries({ queryKey: propertyKeys.price(kind) });
    return true;
  }, [view, failedWords, follow, client, kind]);

  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  return { view: view as TaskView, start, cancel, retry, reset };
}
