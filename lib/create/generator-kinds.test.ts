import { libraryHref, tabKind, TAB_KINDS } from './generator-kinds';

describe('My assets addresses', () => {
  it('opens the tab that lists a kind, on that kind when the tab lists several', () => {
    expect(libraryHref('voice')).toBe('/assets/character?kind=voice');
    expect(libraryHref('bgm')).toBe('/assets/character?kind=bgm');
    expect(libraryHref('cover')).toBe('/assets/character?kind=cover');
    expect(libraryHref('avatar')).toBe('/assets/3d');
    expect(libraryHref('skybox')).toBe('/assets/space');
    expect(libraryHref('song')).toBe('/assets/perform?kind=song');
  });

  it("reads the tab's kind from the address, and falls back to its first kind for anything else", () => {
    expect(tabKind('character', 'bgm')).toBe('bgm');
    expect(tabKind('character', undefined)).toBe(TAB_KINDS.character[0]);
    expect(tabKind('character', 'avatar')).toBe('cover');
    expect(tabKind('character', ['voice', 'bgm'])).toBe('cover');
    expect(tabKind('3d', 'avatar')).toBe('avatar');
  });
});
