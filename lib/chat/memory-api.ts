'use client';

import { api } from '@/lib/client/api';
import type { Relation } from '@/lib/contracts/friend';
import type { ChatMemoryView, FactKind } from '@/lib/contracts/memory';

/** The calls of what a character remembers about the user (lib/contracts/memory.ts), and of where they stand. */
export const memoryApi = {
  get: (roleId: number, signal?: AbortSignal) => api<ChatMemoryView>('/app/memory/get', { body: { roleId }, signal }),
  editFact: (roleId: number, kind: FactKind, value: string, newValue: string) => api<ChatMemoryView>('/app/memory/editFact', { body: { roleId, kind, value, newValue } }),
  deleteFact: (roleId: number, kind: FactKind, value: string) => api<ChatMemoryView>('/app/memory/deleteFact', { body: { roleId, kind, value } }),
  saveSummary: (roleId: number, summary: string) => api<ChatMemoryView>('/app/memory/saveSummary', { body: { roleId, summary } }),
  forget: (roleId: number) => api<ChatMemoryView>('/app/memory/forget', { body: { roleId } }),
  relation: (roleId: number, signal?: AbortSignal) => api<Relation>('/app/relation/getAiRelation', { body: { roleId }, signal }),
};

export const memoryKey = (roleId: number) => ['chat-memory', roleId] as const;
export const relationKey = (roleId: number) => ['relation', roleId] as const;
