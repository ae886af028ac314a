'use client';

import { api } from '@/lib/client/api';
import type { PlotSaveInput, RolePlot, RolePlotList } from '@/lib/contracts/role-plot';
import { RolePlotPath } from '@/lib/contracts/role-plot-rules';
import { retryTransient } from './role-create-api';

/** The calls of a role's plots (lib/contracts/role-plot.ts); a save is tried again by itself on a passing failure, as pipeSave is. */
export const rolePlotApi = {
  list: (roleId: number, signal?: AbortSignal) => api<RolePlotList>(RolePlotPath.list, { body: { roleId }, signal }).then((page) => page.list),
  get: (roleId: number, plotId: number, signal?: AbortSignal) => api<RolePlot>(RolePlotPath.get, { body: { roleId, plotId }, signal }),
  save: (input: PlotSaveInput) => retryTransient(() => api<RolePlot>(RolePlotPath.save, { body: input })),
  remove: (roleId: number, plotId: number) => api<{ plotId: number }>(RolePlotPath.delete, { body: { roleId, plotId } }),
  sort: (roleId: number, plotIds: number[]) => retryTransient(() => api<RolePlotList>(RolePlotPath.sort, { body: { roleId, plotIds } })).then((page) => page.list),
};

export const rolePlotsKey = (roleId: number) => ['role-plots', roleId] as const;
