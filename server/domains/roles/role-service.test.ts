import { RoleStatus } from '@/lib/contracts/role';
import type { RoleRepository, RoleRow } from './role-repository';
import { RoleService } from './role-service';
import type { TranslationRepository } from '@/server/domains/translations/translation-repository';
import { TranslationService } from '@/server/domains/translations/translation-service';

/** No role has a translation: every text shows as written. */
const untranslated = new TranslationService({ roleTexts: async () => new Map(), tagLabels: async () => new Map() } as unknown as TranslationRepository);

/** A repository that answers from a map and counts what was read. */
function fakeRoles(rows: Record<number, Partial<RoleRow>>) {
  const reads: number[] = [];
  /** While set, reads wait for it: a database that is slow to answer. */
  let gate: Promise<void> | undefined;
  const repository = {
    findById: async (id: number) => {
      reads.push(id);
      await gate;
      return rows[id] ? ({ id, name: `Role ${id}`, tagIds: [], nsfw: false, ...rows[id] } as unknown as RoleRow) : undefined;
    },
    tagsOf: async () => new Map(),
  } as unknown as RoleRepository;
  const hold = () => {
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    return () => {
      gate = undefined;
      release();
    };
  };
  return { repository, reads, hold };
}

/** Whether `promise` has settled once pending callbacks ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  return done;
}

describe('RoleService.findRecent', () => {
  afterEach(() => jest.useRealTimers());

  it('reads a role once for many messages, and again once the copy is ten seconds old', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const { repository, reads } = fakeRoles({ 7: { status: RoleStatus.Published, authorId: 1 } });
    const service = new RoleService(repository, untranslated);
    for (let i = 0; i < 5; i += 1) expect((await service.findRecent(7, 2))?.roleId).toBe(7);
    expect(reads).toEqual([7]);
    jest.setSystemTime(1_000_000 + 10_001);
    await service.findRecent(7, 2);
    expect(reads).toEqual([7, 7]);
  });

  it('shares one read among the callers that need it, and answers from an old copy while it is read again', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const { repository, reads, hold } = fakeRoles({ 7: { status: RoleStatus.Published, authorId: 1, name: 'Before' } });
    const service = new RoleService(repository, untranslated);
    let release = hold();
    const first = [service.findRecent(7, 2), service.findRecent(7, 3), service.findRecent(7, 4)];
    release();
    expect((await Promise.all(first)).map((r) => r?.roleId)).toEqual([7, 7, 7]);
    expect(reads).toEqual([7]);

    // Ten seconds on, the copy answers at once while one read refreshes it for everyone.
    jest.setSystemTime(1_000_000 + 10_001);
    release = hold();
    const during = [service.findRecent(7, 2), service.findRecent(7, 3)];
    expect(await settled(Promise.all(during))).toBe(true);
    expect(reads).toEqual([7, 7]);
    release();
    await settled(new Promise(() => undefined)); // the refresh finishes

    // A copy twice that old is not used: the caller waits for the read.
    jest.setSystemTime(1_000_000 + 10_001 + 20_001);
    release = hold();
    const late = service.findRecent(7, 2);
    expect(await settled(late)).toBe(false);
    release();
    expect((await late)?.roleId).toBe(7);
    expect(reads).toEqual([7, 7, 7]);
  });

  it("keeps another author's draft hidden from the cached copy, and shows it to its author", async () => {
    const { repository } = fakeRoles({ 9: { status: RoleStatus.Draft, authorId: 1 } });
    const service = new RoleService(repository, untranslated);
    expect(await service.findRecent(9, 2)).toBeUndefined();
    expect((await service.findRecent(9, 1))?.roleId).toBe(9);
    expect(await service.findRecent(404, 1)).toBeUndefined();
  });
});
