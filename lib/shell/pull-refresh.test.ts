import { PULL_MAX_PX, PULL_REFRESH_THRESHOLD_PX, pullDistance, pullPhase, startsPull } from './pull-refresh';

describe('pull-down refresh (seed §2, §9: 30 px)', () => {
  it('arms at the threshold: "Pull to refresh" before, "Release to refresh" from it', () => {
    expect(PULL_REFRESH_THRESHOLD_PX).toBe(30);
    expect(pullPhase(0)).toBe('idle');
    expect(pullPhase(29)).toBe('pulling');
    expect(pullPhase(30)).toBe('armed');
  });

  it('follows the finger elastically, up to a cap', () => {
    expect(pullDistance(-10)).toBe(0);
    expect(pullDistance(40)).toBe(20);
    expect(pullDistance(60)).toBe(30);
    expect(pullDistance(10_000)).toBe(PULL_MAX_PX);
  });

  it('starts only at the top of the page and for a downward drag', () => {
    expect(startsPull(0, 2, 12)).toBe(true);
    expect(startsPull(1, 2, 12)).toBe(false);
    expect(startsPull(0, 0, -12)).toBe(false);
    expect(startsPull(0, 30, 12)).toBe(false);
  });
});
