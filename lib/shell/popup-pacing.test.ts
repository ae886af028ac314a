import { automaticAllowed, gapAllows, isAtRest, MIN_GAP_MS, nextCheckAt, QUIET_GAP_MS, REST_MS, shownBalance, uncollectedKoin, type PacingMoment } from './popup-pacing';

const T0 = 1_700_000_000_000;
const moment = (over: Partial<PacingMoment> = {}): PacingMoment => ({ now: T0, visitStart: T0 - 10_000, lastActivityAt: T0 - 5_000, touching: false, inChat: false, ...over });

describe('popup pacing', () => {
  it('waits for the page to rest: no finger down, no scroll for 800 ms', () => {
    expect(isAtRest({ now: T0, lastActivityAt: T0 - REST_MS, touching: false })).toBe(true);
    expect(isAtRest({ now: T0, lastActivityAt: T0 - REST_MS + 1, touching: false })).toBe(false);
    expect(isAtRest({ now: T0, lastActivityAt: T0 - 60_000, touching: true })).toBe(false);
    expect(automaticAllowed({}, moment({ lastActivityAt: T0 - 100 }))).toBe(false);
    expect(automaticAllowed({}, moment({ touching: true }))).toBe(false);
    expect(automaticAllowed({}, moment())).toBe(true);
  });

  it('never opens two automatic dialogs within a minute, whatever the person did', () => {
    const log = { lastAutomaticAt: T0 - 20_000, lastMeaningfulAt: T0 - 1_000 };
    expect(gapAllows(log, T0)).toBe(false);
    expect(gapAllows(log, T0 - 20_000 + MIN_GAP_MS)).toBe(true);
  });

  it('after the first minute, opens the next one after a meaningful action, else after a few quiet minutes', () => {
    const shown = T0 - 2 * MIN_GAP_MS;
    expect(gapAllows({ lastAutomaticAt: shown }, T0)).toBe(false);
    expect(gapAllows({ lastAutomaticAt: shown, lastMeaningfulAt: shown - 1 }, T0)).toBe(false);
    expect(gapAllows({ lastAutomaticAt: shown, lastMeaningfulAt: shown + 5_000 }, T0)).toBe(true);
    expect(gapAllows({ lastAutomaticAt: T0 - QUIET_GAP_MS }, T0)).toBe(true);
  });

  it('lets the first automatic dialog of a visit open in a chat, and keeps later ones for after it', () => {
    const inChat = moment({ inChat: true });
    expect(automaticAllowed({}, inChat)).toBe(true);
    expect(automaticAllowed({ lastAutomaticAt: inChat.visitStart - QUIET_GAP_MS }, inChat)).toBe(true);
    const earlierThisVisit = { lastAutomaticAt: T0 - QUIET_GAP_MS, lastMeaningfulAt: T0 - 1 };
    expect(automaticAllowed(earlierThisVisit, moment({ visitStart: T0 - 2 * QUIET_GAP_MS, inChat: true }))).toBe(false);
    expect(automaticAllowed(earlierThisVisit, moment({ visitStart: T0 - 2 * QUIET_GAP_MS }))).toBe(true);
  });

  it('tells when time alone will let a waiting dialog through', () => {
    expect(nextCheckAt({}, moment({ lastActivityAt: T0 - 300 }))).toBe(T0 - 300 + REST_MS);
    expect(nextCheckAt({}, moment({ touching: true }))).toBeUndefined();
    expect(nextCheckAt({}, moment())).toBeUndefined();
    expect(nextCheckAt({ lastAutomaticAt: T0 - 1_000 }, moment())).toBe(T0 - 1_000 + QUIET_GAP_MS);
    expect(nextCheckAt({ lastAutomaticAt: T0 - 1_000, lastMeaningfulAt: T0 - 500 }, moment())).toBe(T0 - 1_000 + MIN_GAP_MS);
  });

  it('counts the koin of reward dialogs not yet collected, and shows the balance without them', () => {
    const waiting = [{ kind: 'welcome', amount: 15 }, { kind: 'checkIn', amount: 100 }, { kind: 'anime' }, { kind: 'gateUpdate' }, { kind: 'refill', amount: -3 }];
    expect(uncollectedKoin(waiting)).toBe(115);
    expect(uncollectedKoin([])).toBe(0);
    expect(shownBalance(115, 115)).toBe(0);
    expect(shownBalance(115, 100)).toBe(15);
    expect(shownBalance(10, 100)).toBe(0);
  });
});
