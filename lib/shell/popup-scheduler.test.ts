import { isDue, pickPopup, type PopupRule } from './popup-scheduler';

type Kind = 'update' | 'welcome' | 'anime';
interface Ctx {
  firstScreen: boolean;
}
const RULES: Record<Kind, PopupRule<Ctx>> = {
  update: { frequency: 'session' },
  welcome: { frequency: 'always' },
  anime: { frequency: 'daily', condition: (c) => c.firstScreen },
};
const ORDER: Kind[] = ['update', 'welcome', 'anime'];
const NOW = new Date(2025, 5, 10, 12).getTime();
const HOUR = 3600_000;
const fresh = { lastShown: {}, sessionStart: NOW - HOUR };

describe('the popup scheduler (seed §4)', () => {
  it('shows the first in order, not the first asked for', () => {
    const queue = [
      { seq: 1, kind: 'welcome' as const },
      { seq: 2, kind: 'update' as const },
    ];
    expect(pickPopup(queue, RULES, ORDER, { firstScreen: true }, fresh, NOW).show?.seq).toBe(2);
  });

  it('keeps asking order within one kind', () => {
    const queue = [
      { seq: 4, kind: 'welcome' as const },
      { seq: 3, kind: 'welcome' as const },
    ];
    expect(pickPopup(queue, RULES, ORDER, { firstScreen: true }, fresh, NOW).show?.seq).toBe(3);
  });

  it('skips a popup whose condition fails, and keeps it waiting', () => {
    const queue = [{ seq: 1, kind: 'anime' as const }];
    const pick = pickPopup(queue, RULES, ORDER, { firstScreen: false }, fresh, NOW);
    expect(pick.show).toBeUndefined();
    expect(pick.queue).toEqual(queue);
    expect(pickPopup(queue, RULES, ORDER, { firstScreen: true }, fresh, NOW).show?.kind).toBe('anime');
  });

  it('drops what was already shown as often as allowed', () => {
    const queue = [
      { seq: 1, kind: 'update' as const },
      { seq: 2, kind: 'anime' as const },
      { seq: 3, kind: 'welcome' as const },
    ];
    const log = { lastShown: { update: NOW - 10, anime: NOW - HOUR * 2, welcome: NOW - 10 }, sessionStart: NOW - HOUR };
    const pick = pickPopup(queue, RULES, ORDER, { firstScreen: true }, log, NOW);
    expect(pick.show?.kind).toBe('welcome');
    expect(pick.queue.map((p) => p.kind)).toEqual(['welcome']);
  });

  it('knows when each frequency is due again', () => {
    const start = NOW - HOUR;
    expect(isDue('always', NOW, NOW, start)).toBe(true);
    expect(isDue('once', undefined, NOW, start)).toBe(true);
    expect(isDue('once', 1, NOW, start)).toBe(false);
    expect(isDue('session', start - 1, NOW, start)).toBe(true);
    expect(isDue('session', start + 1, NOW, start)).toBe(false);
    expect(isDue('daily', NOW - HOUR, NOW, start)).toBe(false);
    expect(isDue('daily', NOW - 24 * HOUR, NOW, start)).toBe(true);
  });
});
