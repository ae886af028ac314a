import { RoleStatus } from '@/lib/contracts/role';
import type { RoleRepository, RoleRow } from './role-repository';
import { RoleService } from './role-service';

/** A repository that answers from a map and counts what was read. */
function fakeRoles(rows: Record<number, Partial<RoleRow>>) {
  const reads: number[] = [];
  const repository = {
    findById: async (id: number) => {
      reads.push(id);
      return rows[id] ? ({ id, name: `Role ${id}`, tagIds: [], nsfw: false, ...rows[id] } as unknown as RoleRow) : undefined;
    },
    tagsOf: async () => new Map(),
  } as unknown as RoleRepository;
  return { repository, reads };
}

describe('RoleService.findRecent', () => {
  afterEach(() => jest.useRealTimers());

  it('reads a role once for many messages, and again once the copy is ten seconds old', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const { repository, reads } = fakeRoles({ 7: { status: RoleStatus.Published, authorId: 1 } });
    const service = new RoleService(repository);
    for (let i = 0; i < 5; i += 1) expect((await service.findRecent(7, 2))?.roleId).toBe(7);
    expect(reads).toEqual([7]);
    jest.setSystemTime(1_000_000 + 10_001);
    await service.findRecent(7, 2);
    expect(reads).toEqual([7, 7]);
  });

  it("keeps another author's draft hidden from the cached copy, and shows it to its author", async () => {
    const { repository } = fakeRoles({ 9: { status: RoleStatus.Draft, authorId: 1 } });
    const service = new RoleService(repository);
    expect(await service.findRecent(9, 2)).toBeUndefined();
    expect((await service.findRecent(9, 1))?.roleId).toBe(9);
    expect(await service.findRecent(404, 1)).toBeUndefined();
  });
});
