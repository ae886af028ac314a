'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FeedbackItem } from '@/lib/contracts/feedback';
import type { ListPage, PageInfo } from '@/lib/contracts/paging';
import type { LedgerEntry } from '@/lib/contracts/wallet';
import type { ManagedUser } from '@/lib/contracts/whitelist';
import { api } from './api';

/** Seed §9: feedback pages hold 10. */
export const FEEDBACK_PAGE_SIZE = 10;
export const USER_PAGE_SIZE = 20;
export const LEDGER_PAGE_SIZE = 20;

/** react-query keys of the whitelist pages, in one place. */
export const adminKeys = {
  all: ['admin'] as const,
  users: (keyword: string, current: number) => ['admin', 'users', keyword, current] as const,
  whiteList: ['admin', 'whiteList'] as const,
  ledger: (userId: number, current: number) => ['admin', 'ledger', userId, current] as const,
  feedback: (current: number) => ['admin', 'feedback', current] as const,
};

export const pageCount = (page: PageInfo | undefined) => (page ? Math.max(1, Math.ceil(page.total / page.size)) : 1);

export function useFoundUsers(keyword: string, current: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: adminKeys.users(keyword, current),
    queryFn: () => api<ListPage<ManagedUser>>('/user/findUsers', { body: { keyword, current, size: USER_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export function useWhiteList() {
  return useQuery({ queryKey: adminKeys.whiteList, queryFn: () => api<{ list: ManagedUser[] }>('/user/getWhiteList'), staleTime: 10_000 });
}

export function useUserLedger(userId: number | undefined, current: number) {
  return useQuery({
    queryKey: adminKeys.ledger(userId ?? 0, current),
    queryFn: () => api<ListPage<LedgerEntry>>('/app/wallet/getUserLedger', { body: { userId, current, size: LEDGER_PAGE_SIZE } }),
    enabled: userId !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

export function useFeedbackPage(current: number) {
  return useQuery({
    queryKey: adminKeys.feedback(current),
    queryFn: () => api<ListPage<FeedbackItem>>('/user/getFeedbackPage', { body: { current, size: FEEDBACK_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
