import fc from 'fast-check';
import { sameData } from './same-data';

describe('sameData', () => {
  it('agrees with comparing the JSON of any two values built alike', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const copy = JSON.parse(JSON.stringify(value)) as unknown;
        expect(sameData(value, copy)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(sameData(a, b)).toBe(JSON.stringify(a) === JSON.stringify(b));
      }),
    );
  });

  it('tells apart what differs in a value, a key, a length or a kind', () => {
    const request = { partner: { name: 'Ann', age: 30 }, history: [{ speaker: 'user', text: 'Hi' }], seed: 1 };
    expect(sameData(request, structuredClone(request))).toBe(true);
    expect(sameData(request, { ...request, seed: 2 })).toBe(false);
    expect(sameData(request, { ...request, partner: { name: 'Ann', years: 30 } })).toBe(false);
    expect(sameData(request, { ...request, history: [...request.history, { speaker: 'user', text: 'Hi' }] })).toBe(false);
    expect(sameData([], {})).toBe(false);
    expect(sameData({}, [])).toBe(false);
    expect(sameData(null, {})).toBe(false);
    expect(sameData('1', 1)).toBe(false);
  });
});
