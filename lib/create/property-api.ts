'use client';

import { api } from '@/lib/client/api';
import type { AssetKind, GenerateResult, Price, Property, PropertyList, PropertyTask } from '@/lib/contracts/property';
import type { GeneratorKind } from './generator-kinds';

/** The asset library and generation calls (seed §7 app/property/*, ugc/property/taskCancel, app/{kind}/generate). */
export const propertyApi = {
  list: (body: { kind?: AssetKind; status: number; current: number; size: number }, signal?: AbortSignal) => api<PropertyList>('/app/property/getList', { body, signal }),
  get: (id: number, signal?: AbortSignal) => api<Property>('/app/property/get', { body: { id }, signal }),
  price: (kind: AssetKind, signal?: AbortSignal) => api<Price>('/app/property/getPrice', { body: { kind }, signal }),
  taskProcess: (taskId: number, signal?: AbortSignal) => api<PropertyTask>('/app/property/taskProcess', { body: { taskId }, signal }),
  retry: (taskId: number) => api<PropertyTask>('/app/property/retryGenerate', { body: { taskId } }),
  cancel: (taskId: number) => api<PropertyTask>('/ugc/property/taskCancel', { body: { taskId } }),
  generate: (kind: GeneratorKind, body: Record<string, unknown>) => api<GenerateResult>(`/app/${kind}/generate`, { body }),
};
