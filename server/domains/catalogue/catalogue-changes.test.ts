import { createLogger } from '@/server/log';
import { createMemoryBus } from '@/server/providers/bus/memory-bus';
import { applyCatalogueChange, CatalogueChanges, readCatalogueChange, type CatalogueChange } from './catalogue-changes';

describe('catalogue changes', () => {
  it('reads what it writes, and nothing else', () => {
    expect(readCatalogueChange('role 42')).toEqual({ kind: 'role', roleId: 42, listed: false });
    expect(readCatalogueChange('listed-role 42')).toEqual({ kind: 'role', roleId: 42, listed: true });
    expect(readCatalogueChange('tags')).toEqual({ kind: 'tags' });
    for (const other of ['', 'role', 'role -1', 'listed-role', 'listed- role 1', 'role 1.5', 'role 12345678901', 'roles 1', '{"kind":"tags"}']) expect(readCatalogueChange(other)).toBeUndefined();
  });

  it('applies a change here at once, and on every instance listening to the bus', async () => {
    const bus = createMemoryBus();
    const here: CatalogueChange[] = [];
    const there: CatalogueChange[] = [];
    const log = createLogger('silent');
    const mine = new CatalogueChanges(bus, (c) => here.push(c), log);
    const other = new CatalogueChanges(bus, (c) => there.push(c), log);
    await other.listen();
    mine.tell({ kind: 'role', roleId: 7, listed: true });
    expect(here).toEqual([{ kind: 'role', roleId: 7, listed: true }]);
    await new Promise((resolve) => setImmediate(resolve));
    mine.tell({ kind: 'tags' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(there).toEqual([{ kind: 'role', roleId: 7, listed: true }, { kind: 'tags' }]);
  });

  it("drops the role's copy always, and the ranked Discover pages only when what Discover lists changed", () => {
    const dropped: string[] = [];
    const kept = { roles: { forget: (id: number) => void dropped.push(`role ${id}`) }, tags: { invalidate: () => void dropped.push('tags') }, feed: { forgetDiscover: () => void dropped.push('discover') } };
    applyCatalogueChange({ kind: 'role', roleId: 3, listed: false }, kept);
    expect(dropped).toEqual(['role 3']);
    applyCatalogueChange({ kind: 'role', roleId: 4, listed: true }, kept);
    applyCatalogueChange({ kind: 'tags' }, kept);
    expect(dropped).toEqual(['role 3', 'role 4', 'discover', 'tags', 'discover']);
  });
});
