import { eq } from 'drizzle-orm';
import { instanceOwner, users, whitelist } from '@/server/db/schema';
import { DATABASE_KINDS, openTestDatabase } from '@/server/test/test-database';
import type { DatabaseHandle } from '@/server/db/client';
import { claimOwnerIfFirst, OwnerRepository } from './owner-repository';

describe.each(DATABASE_KINDS)('claimOwnerIfFirst [%s]', (kind) => {
  let handle: DatabaseHandle;
  let owners: OwnerRepository;
  let n = 0;
  const newUser = async () => {
    const [row] = await handle.db.insert(users).values({ source: 'password', subject: `owner-${kind}-${++n}`, name: `User ${n}` }).returning({ id: users.id });
    return row!.id;
  };

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    owners = new OwnerRepository(handle.db);
  });
  afterAll(() => handle.close());
  afterEach(async () => {
    await handle.db.delete(instanceOwner);
    await handle.db.delete(whitelist);
  });

  it('makes exactly one of ten accounts claiming at once the owner, an internal admin', async () => {
    const ids = await Promise.all(Array.from({ length: 10 }, newUser));
    const claims = await Promise.all(ids.map((id) => handle.db.transaction((tx) => claimOwnerIfFirst(id, tx))));
    expect(claims.filter(Boolean)).toHaveLength(1);
    const winner = ids[claims.indexOf(true)]!;
    expect(await owners.ownerId()).toBe(winner);
    expect(await handle.db.select({ userId: whitelist.userId, level: whitelist.level }).from(whitelist)).toEqual([{ userId: winner, level: 1 }]);
  });

  it('leaves the instance without an owner when the claiming transaction rolls back', async () => {
    const id = await newUser();
    await expect(
      handle.db.transaction(async (tx) => {
        expect(await claimOwnerIfFirst(id, tx)).toBe(true);
        throw new Error('account not made');
      }),
    ).rejects.toThrow('account not made');
    expect(await owners.hasOwner()).toBe(false);
    expect(await handle.db.select().from(whitelist).where(eq(whitelist.userId, id))).toEqual([]);
  });

  it('moves the ownership on transferTo', async () => {
    const [a, b] = [await newUser(), await newUser()];
    await handle.db.transaction((tx) => claimOwnerIfFirst(a, tx));
    expect(await handle.db.transaction((tx) => claimOwnerIfFirst(b, tx))).toBe(false);
    await owners.transferTo(b);
    expect(await owners.ownerId()).toBe(b);
  });
});
