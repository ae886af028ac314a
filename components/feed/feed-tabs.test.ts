import { buildTabs, DANCE_TAB_ID, resolveTab, tabHref } from './feed-tabs';

const tag = (id: number, title: string) => ({ id, title, background: null });
const tags = [tag(1, 'Anime'), tag(2, 'Romance'), tag(8, 'dance'), tag(9, 'NSFW')];

describe('discover tabs', () => {
  it('puts every role first and the Dance tab second, without a second Dance tab', () => {
    expect(buildTabs(tags).map((t) => `${t.kind}:${t.id}`)).toEqual(['all:', 'dance:Dance', 'tag:Anime', 'tag:Romance', 'tag:NSFW']);
  });

  it('finds the tab an address names, in any case', () => {
    const tabs = buildTabs(tags);
    expect(resolveTab('romance', tabs)).toEqual({ kind: 'tag', id: 'Romance', label: 'Romance' });
    expect(resolveTab('DANCE', tabs)).toEqual({ kind: 'dance', id: DANCE_TAB_ID });
  });

  it('falls back to the first tab for an unknown or missing tab (the adult tab without adult content)', () => {
    const tabs = buildTabs([tag(1, 'Anime')]);
    expect(resolveTab('NSFW', tabs).kind).toBe('all');
    expect(resolveTab(null, tabs).kind).toBe('all');
    expect(resolveTab('', tabs).kind).toBe('all');
  });

  it('gives the first tab the plain address and the others a tab parameter', () => {
    const tabs = buildTabs(tags);
    expect(tabHref('/', tabs[0]!)).toBe('/');
    expect(tabHref('/discover', tabs[3]!)).toBe('/discover?tab=Romance');
    expect(tabHref('/', { kind: 'tag', id: 'Slice of Life', label: 'Tranche de vie' })).toBe('/?tab=Slice%20of%20Life');
  });
});
