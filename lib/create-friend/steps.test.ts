import { ASSET_STEPS, createFriendHref, nextStep, parseCreateFriendPath, STEP_ORDER } from './steps';

describe('the create-friend addresses', () => {
  it('reads the start, a draft and every step, with and without a role', () => {
    expect(parseCreateFriendPath([])).toEqual({ view: 'start' });
    expect(parseCreateFriendPath(['12'])).toEqual({ view: 'overview', roleId: 12 });
    expect(parseCreateFriendPath(['character'])).toEqual({ view: 'step', step: 'character', roleId: undefined });
    expect(parseCreateFriendPath(['create-friend-avatar', '7'])).toEqual({ view: 'step', step: 'avatar', roleId: 7 });
    expect(parseCreateFriendPath(['space', '7'])).toEqual({ view: 'step', step: 'space', roleId: 7 });
    expect(parseCreateFriendPath(['guide'])).toEqual({ view: 'guide', roleId: undefined });
    expect(parseCreateFriendPath(['guide', '7'])).toEqual({ view: 'guide', roleId: 7 });
  });

  it('refuses what is not an address of the flow', () => {
    for (const bad of [['0'], ['-1'], ['x'], ['voice', 'x'], ['voice', '1', '2'], ['guide', 'x'], ['guide', '0'], ['12', '3'], ['99999999999'], ['character', '2147483648']]) {
      expect(parseCreateFriendPath(bad)).toBeNull();
    }
  });

  it('writes each place so that reading it gives the same place back', () => {
    for (const step of STEP_ORDER) {
      const href = createFriendHref(5, step);
      expect(parseCreateFriendPath(href.split('/').slice(2))).toEqual({ view: 'step', step, roleId: 5 });
    }
    expect(createFriendHref(5)).toBe('/create-friend/5');
    expect(createFriendHref()).toBe('/create-friend');
  });

  it('walks the steps in order, the character first and the cover last', () => {
    expect(STEP_ORDER[0]).toBe('character');
    expect(nextStep('character')).toBe('avatar');
    expect(nextStep('cover')).toBeUndefined();
    expect(ASSET_STEPS.filter((s) => s.multiple).map((s) => s.id)).toEqual(['bgm']);
  });
});
