import { createRecentSearchStore, MAX_RECENT_SEARCHES, parseRecentSearches, RECENT_SEARCHES_KEY, withRecentSearch } from './recent-searches';

class MemoryStorage {
  readonly data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
  removeItem = (k: string) => void this.data.delete(k);
}

describe('withRecentSearch', () => {
  it('puts the newest first and keeps one of each, whatever the case', () => {
    expect(withRecentSearch(['elf', 'Fox', 'idol'], 'fox')).toEqual(['fox', 'elf', 'idol']);
  });

  it('ignores a blank keyword and normalises the others', () => {
    expect(withRecentSearch(['elf'], ' \n ')).toEqual(['elf']);
    expect(withRecentSearch([], ' sword\ndojo ')).toEqual(['sword dojo']);
  });

  it(`keeps at most ${MAX_RECENT_SEARCHES}`, () => {
    let list: string[] = [];
    for (let i = 0; i < MAX_RECENT_SEARCHES + 5; i++) list = withRecentSearch(list, `k${i}`);
    expect(list).toHaveLength(MAX_RECENT_SEARCHES);
    expect(list[0]).toBe(`k${MAX_RECENT_SEARCHES + 4}`);
    expect(list).not.toContain('k0');
  });
});

describe('parseRecentSearches', () => {
  it.each([null, '', 'not json', '{"a":1}', '42'])('reads %p as empty', (raw) => {
    expect(parseRecentSearches(raw)).toEqual([]);
  });

  it('drops entries that are not keywords and duplicates', () => {
    expect(parseRecentSearches(JSON.stringify(['elf', 3, '  ', 'ELF', null, 'fox']))).toEqual(['elf', 'fox']);
  });
});

describe('createRecentSearchStore', () => {
  it('saves, removes and clears, telling its listeners each time', () => {
    const storage = new MemoryStorage();
    const store = createRecentSearchStore(storage);
    const heard = jest.fn();
    store.subscribe(heard);
    store.add('elf');
    store.add('fox');
    expect(store.getSnapshot()).toEqual(['fox', 'elf']);
    expect(JSON.parse(storage.getItem(RECENT_SEARCHES_KEY)!)).toEqual(['fox', 'elf']);
    store.remove('fox');
    expect(store.getSnapshot()).toEqual(['elf']);
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(storage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
    expect(heard).toHaveBeenCalledTimes(4);
  });

  it('keeps the same snapshot until something changes', () => {
    const store = createRecentSearchStore(new MemoryStorage());
    store.add('elf');
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  it('starts from what the storage holds and reloads what another tab wrote', () => {
    const storage = new MemoryStorage();
    storage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['idol']));
    const store = createRecentSearchStore(storage);
    expect(store.getSnapshot()).toEqual(['idol']);
    storage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['dragon', 'idol']));
    store.reload();
    expect(store.getSnapshot()).toEqual(['dragon', 'idol']);
  });

  it('works in memory when the storage refuses', () => {
    const store = createRecentSearchStore({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    });
    store.add('elf');
    expect(store.getSnapshot()).toEqual(['elf']);
  });
});
