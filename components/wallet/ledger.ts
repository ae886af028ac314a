import type { ListPage } from '@/lib/contracts/paging';
import { LEDGER_REASONS, type LedgerEntry, type LedgerReason } from '@/lib/contracts/wallet';

/** Entries per page of the koin history (the API allows up to 100). */
export const LEDGER_PAGE_SIZE = 20;

export type LedgerPage = ListPage<LedgerEntry>;

/**
 * The loaded pages as one list, newest first. New koin moves shift later pages while they load, so an
 * entry may arrive on two pages; it is shown once.
 */
export function mergeLedgerPages(pages: readonly (LedgerPage | undefined)[]): LedgerEntry[] {
  const byId = new Map<number, LedgerEntry>();
  for (const page of pages) for (const entry of page?.list ?? []) byId.set(entry.id, entry);
  return [...byId.values()].sort((a, b) => b.id - a.id);
}

/** Whether another page exists after the pages loaded so far (the newest total counts). */
export function hasMoreLedger(pages: readonly (LedgerPage | undefined)[]): boolean {
  const last = pages.at(-1);
  if (!last) return false;
  const total = Math.max(...pages.map((p) => p?.page.total ?? 0));
  return pages.length * last.page.size < total;
}

/** A reason the history has a name for; anything newer than this client is shown as "other". */
export const ledgerReasonKey = (reason: string): LedgerReason | 'other' => ((LEDGER_REASONS as readonly string[]).includes(reason) ? (reason as LedgerReason) : 'other');
