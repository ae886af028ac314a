import type { Price } from '@/lib/contracts/property';

/**
 * What the page says before a start: free (and how many free ones are left today), its koin price, or why
 * it cannot start (not enough koin, not offered here). One decision, so the button and the note agree.
 */
export type PriceNote =
  | { kind: 'free'; left: number; perDay: number }
  | { kind: 'koin'; cost: number; balance: number }
  | { kind: 'short'; cost: number; balance: number }
  | { kind: 'unavailable' };

export function priceNote(price: Pick<Price, 'available' | 'freeLeft' | 'freePerDay' | 'nextCost' | 'balance'>): PriceNote {
  if (!price.available) return { kind: 'unavailable' };
  if (price.nextCost <= 0) return { kind: 'free', left: Math.max(0, price.freeLeft), perDay: price.freePerDay };
  if (price.balance < price.nextCost) return { kind: 'short', cost: price.nextCost, balance: price.balance };
  return { kind: 'koin', cost: price.nextCost, balance: price.balance };
}

export const canStartWith = (note: PriceNote) => note.kind === 'free' || note.kind === 'koin';
