import { canStartWith, priceNote } from './price-note';

const price = { available: true, freePerDay: 3, freeLeft: 2, nextCost: 0, balance: 10 };

describe('the price note', () => {
  it('is free while free generations are left today', () => {
    expect(priceNote(price)).toEqual({ kind: 'free', left: 2, perDay: 3 });
    expect(canStartWith(priceNote(price))).toBe(true);
  });

  it('names the koin cost once the free ones are used', () => {
    expect(priceNote({ ...price, freeLeft: 0, nextCost: 5 })).toEqual({ kind: 'koin', cost: 5, balance: 10 });
    expect(priceNote({ ...price, freeLeft: 0, nextCost: 10 })).toEqual({ kind: 'koin', cost: 10, balance: 10 });
  });

  it('says when the balance is short, and then cannot start', () => {
    const note = priceNote({ ...price, freeLeft: 0, nextCost: 12 });
    expect(note).toEqual({ kind: 'short', cost: 12, balance: 10 });
    expect(canStartWith(note)).toBe(false);
  });

  it('cannot start a kind this server does not offer', () => {
    expect(priceNote({ ...price, available: false })).toEqual({ kind: 'unavailable' });
    expect(canStartWith(priceNote({ ...price, available: false }))).toBe(false);
  });
});
