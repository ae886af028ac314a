'use client';

import { api, ApiFailure } from '@/lib/client/api';
import type { RoleDraft, RoleDraftPatch, TagCreated } from '@/lib/contracts/role-create';
import { RoleCreatePath } from '@/lib/contracts/role-create-rules';

/** Waits between the tries of a save that met a network or server failure (seed §7: pipeSave retries by itself). */
const SAVE_RETRY_DELAYS_MS = [600, 1_500, 4_000];

/** A failure worth trying again: the network, a timeout, the server (5xx); never a refusal of what was sent. */
export const isTransient = (error: unknown): boolean => error instanceof ApiFailure && (error.code === -1 || error.code === 408 || error.code === 429 || error.code >= 500);

async function withRetry<T>(call: () => Promise<T>, delays: readonly number[] = SAVE_RETRY_DELAYS_MS): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      const wait = delays[attempt];
      if (wait === undefined || !isTransient(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** The create-friend flow's calls (seed §7 app/role/*, app/character/create). */
export const roleCreateApi = {
  create: (roleName: string) => api<RoleDraft>(RoleCreatePath.createAiRole, { body: { roleName } }),
  draft: (roleId: number, signal?: AbortSignal) => api<RoleDraft>(RoleCreatePath.getDraft, { body: { roleId }, signal }),
  /** Saves what changed; tried again by itself on a passing failure (the save is idempotent). */
  save: (roleId: number, patch: RoleDraftPatch) => withRetry(() => api<RoleDraft>(RoleCreatePath.pipeSave, { body: { roleId, ...patch } })),
  publish: (roleId: number) => api<RoleDraft>(RoleCreatePath.publish, { body: { roleId } }),
  push: (roleId: number) => api<RoleDraft>(RoleCreatePath.push, { body: { roleId } }),
  remove: (roleId: number) => api<{ roleId: number }>(RoleCreatePath.delete, { body: { roleId } }),
  /** A role tag by its title: made when the server has none of that title in any case, else the one it has. */
  tag: (title: string) => api<TagCreated>(RoleCreatePath.tagCreate, { body: { title } }),
};

export const roleDraftKey = (roleId: number) => ['role-draft', roleId] as const;
export { withRetry as retryTransient };
