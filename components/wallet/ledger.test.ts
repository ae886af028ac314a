import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@/lib/i18n/locales';
import { LEDGER_REASONS, type LedgerEntry } from '@/lib/contracts/wallet';
import { hasMoreLedger, ledgerReasonKey, mergeLedgerPages, type LedgerPage } from './ledger';

const entry = (id: number, amount = 1): LedgerEntry => ({ id, amount, reason: 'chat', refType: null, refId: null, note: null, createdAt: '2025-01-01T00:00:00.000Z' });
const page = (current: number, ids: number[], total: number, size = 2): LedgerPage => ({ list: ids.map((id) => entry(id)), page: { current, size, total } });

describe('mergeLedgerPages', () => {
  it('joins pages newest first', () => {
    expect(mergeLedgerPages([page(1, [9, 8], 4), page(2, [7, 6], 4)]).map((e) => e.id)).toEqual([9, 8, 7, 6]);
  });

  it('shows an entry once when a new move pushed it onto the next page', () => {
    expect(mergeLedgerPages([page(1, [10, 9], 5), page(2, [9, 8], 5)]).map((e) => e.id)).toEqual([10, 9, 8]);
  });

  it('skips pages still loading', () => {
    expect(mergeLedgerPages([page(1, [3, 2], 3), undefined]).map((e) => e.id)).toEqual([3, 2]);
  });
});

describe('hasMoreLedger', () => {
  it('is true while fewer entries than the total are covered', () => {
    expect(hasMoreLedger([page(1, [5, 4], 5)])).toBe(true);
    expect(hasMoreLedger([page(1, [5, 4], 5), page(2, [3, 2], 5)])).toBe(true);
  });

  it('is false on the last page, and with nothing loaded', () => {
    expect(hasMoreLedger([page(1, [5, 4], 4), page(2, [3, 2], 4)])).toBe(false);
    expect(hasMoreLedger([page(1, [], 0)])).toBe(false);
    expect(hasMoreLedger([])).toBe(false);
  });
});

describe('ledgerReasonKey', () => {
  it('keeps known reasons and names the rest "other"', () => {
    expect(ledgerReasonKey('daily_sign')).toBe('daily_sign');
    expect(ledgerReasonKey('lottery')).toBe('other');
  });

  it.each([...LOCALES])('%s names every reason', (locale) => {
    const file = path.join(process.cwd(), 'messages', locale, 'KoinPage.json');
    const reasons = (JSON.parse(fs.readFileSync(file, 'utf8')) as { reasons: Record<string, string> }).reasons;
    for (const reason of [...LEDGER_REASONS, 'other']) expect([reason, typeof reasons[reason]]).toEqual([reason, 'string']);
  });
});
