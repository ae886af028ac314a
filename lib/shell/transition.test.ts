import { routeDepth, transitionBetween } from './transition';

describe('page transitions by route depth (seed §2)', () => {
  it('gives the home tabs depth 1 and pages opened from them more', () => {
    expect(routeDepth('/')).toBe(1);
    expect(routeDepth('/foryou')).toBe(1);
    expect(routeDepth('/character/profile/a/1')).toBe(2);
    expect(routeDepth('/chat-play/1')).toBe(3);
    expect(routeDepth('/ddrchallenge')).toBe(3);
    expect(routeDepth('/unknown')).toBe(2);
  });

  it('pushes deeper, pops back up and cross-fades between tabs', () => {
    expect(transitionBetween('/', '/character/profile/a/1', false)).toBe('push');
    expect(transitionBetween('/character/profile/a/1', '/', false)).toBe('pop');
    expect(transitionBetween('/character/profile/a/1', '/chat-play/1', false)).toBe('push');
    expect(transitionBetween('/', '/foryou', false)).toBe('fade');
  });

  it('does not animate the first page, the same page, or for reduced motion', () => {
    expect(transitionBetween(null, '/', false)).toBe('none');
    expect(transitionBetween('/', '/', false)).toBe('none');
    expect(transitionBetween('/', '/chat-play/1', true)).toBe('none');
  });
});
