'use client';

import { api } from '@/lib/client/api';
import { generatePath, PropertyPath, type AssetKind, type GenerateResult, type Price, type Property, type PropertyList, type PropertyTask } from '@/lib/contracts/property';
import type { GeneratorKind } from './generator-kinds';

/** The asset library and generation calls (seed §7 app/property/*, ugc/property/taskCancel, app/{kind}/generate). */
export const propertyApi = {
  list: (body: { kind?: AssetKind; status: number; current: number; size: number }, signal?: AbortSignal) => api<PropertyList>(PropertyPath.getList, { body, signal }),
  get: (id: number, signal?: AbortSignal) => api<Property>(PropertyPath.get, { body: { id }, signal }),
  price: (kind: AssetKind, signal?: AbortSignal) => api<Price>(PropertyPath.getPrice, { body: { kind }, signal }),
  taskProcess: (taskId: number, signal?: AbortSignal) => api<PropertyTask>(PropertyPath.taskProcess, { body: { taskId }, signal }),
  retry: (taskId: number) => api<PropertyTask>(PropertyPath.retryGenerate, { body: { taskId } }),
  cancel: (taskId: number) => api<PropertyTask>(PropertyPath.taskCancel, { body: { taskId } }),
  generate: (kind: GeneratorKind, body: Record<string, unknown>) => api<GenerateResult>(generatePath(kind), { body }),
};
