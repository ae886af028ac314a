import { GreetingSpotlight } from './greeting-spotlight';

describe('GreetingSpotlight', () => {
  it('lights the first visible card and only one at a time', () => {
    const s = new GreetingSpotlight();
    s.setVisible(2, true);
    s.setVisible(0, true);
    expect(s.active).toBe(2);
    s.setVisible(5, true);
    expect(s.active).toBe(2);
  });

  it('moves on when the active card is done, skipping its neighbours', () => {
    const s = new GreetingSpotlight();
    for (const i of [0, 1, 2, 3, 4]) s.setVisible(i, true);
    expect(s.active).toBe(0);
    s.done(0);
    expect(s.active).toBe(2);
    s.done(2);
    expect(s.active).toBe(4);
    s.done(4);
    expect(s.active).toBe(0);
  });

  it('moves on when the active card scrolls out of view, and goes dark with none visible', () => {
    const s = new GreetingSpotlight();
    const seen: (number | null)[] = [];
    s.subscribe(() => seen.push(s.active));
    s.setVisible(3, true);
    s.setVisible(6, true);
    s.setVisible(3, false);
    s.setVisible(6, false);
    expect(seen).toEqual([3, 6, null]);
  });

  it('ignores a done from a card that is not active', () => {
    const s = new GreetingSpotlight();
    s.setVisible(1, true);
    s.setVisible(4, true);
    s.done(4);
    expect(s.active).toBe(1);
  });
});
