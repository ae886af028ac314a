import { compareMessageIds, createMessageIdFactory, nextMessageId } from './message-id';

describe('message ids', () => {
  it('are unique, increasing decimal strings over 100,000 calls', () => {
    const ids = Array.from({ length: 100_000 }, () => nextMessageId());
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^\d{1,20}$/.test(id))).toBe(true);
    expect(ids.every((id, i) => i === 0 || BigInt(id) > BigInt(ids[i - 1]!))).toBe(true);
  });

  it('keep increasing when the clock steps back', () => {
    let now = Date.UTC(2025, 5, 1);
    const next = createMessageIdFactory(() => now, 3);
    const before = next();
    now -= 60_000;
    expect(BigInt(next()) > BigInt(before)).toBe(true);
  });

  it('carry the time, so ids of later milliseconds are larger', () => {
    const next = createMessageIdFactory(() => Date.UTC(2025, 5, 1), 1023);
    const later = createMessageIdFactory(() => Date.UTC(2025, 5, 1) + 1, 0);
    expect(BigInt(later()) > BigInt(next())).toBe(true);
  });

  it('compare numerically, beyond 2^53 and across lengths', () => {
    expect(compareMessageIds('9', '10')).toBeLessThan(0);
    expect(compareMessageIds('9007199254740993', '9007199254740992')).toBeGreaterThan(0);
    expect(compareMessageIds('0042', '42')).toBe(0);
  });
});
