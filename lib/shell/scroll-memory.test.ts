import { KEPT_ALIVE_PAGES, ScrollMemory } from './scroll-memory';

describe('scroll memory of recently visited pages (seed §2, §9: 10 kept alive)', () => {
  it('recalls where each page was left', () => {
    const memory = new ScrollMemory();
    memory.remember('/', 1200);
    memory.remember('/?tab=Anime', 300.6);
    expect(memory.recall('/')).toBe(1200);
    expect(memory.recall('/?tab=Anime')).toBe(301);
    expect(memory.recall('/foryou')).toBeUndefined();
  });

  it('forgets the least recently left page beyond ten', () => {
    const memory = new ScrollMemory();
    for (let i = 0; i < KEPT_ALIVE_PAGES; i++) memory.remember(`/p${i}`, i * 10);
    memory.remember('/p0', 5);
    memory.remember('/new', 1);
    expect(memory.recall('/p1')).toBeUndefined();
    expect(memory.recall('/p0')).toBe(5);
    expect(memory.recall('/new')).toBe(1);
    expect(memory.toJSON()).toHaveLength(KEPT_ALIVE_PAGES);
  });

  it('survives a round trip through storage', () => {
    const memory = new ScrollMemory(3, [['/a', 1], ['/b', 2]]);
    const again = new ScrollMemory(3, JSON.parse(JSON.stringify(memory)) as [string, number][]);
    expect(again.recall('/b')).toBe(2);
    expect(new ScrollMemory(3, [['/a', -4]]).recall('/a')).toBe(0);
  });
});
