import { assets } from '@/server/db/schema';
import { signedIn } from '@/server/test/catalogue-fixtures';
import { createTestDatabaseUrl } from '@/server/test/test-database';
import { createTestRuntime, type TestRuntime } from '@/server/test/test-runtime';
import type { SessionUser } from '@/server/domains/users/session-user';

jest.setTimeout(60_000);

/** Well under the 10 s a chat read keeps its copy of a role: only the announcement can make it this quick. */
const SOON_MS = 3_000;

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<{ value: T; ms: number }> {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - start > SOON_MS) return { value, ms: Date.now() - start };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** DESIGN §1: an edit made through one instance is what every other instance's chat reads next. */
describe('catalogue changes across two instances on PostgreSQL and Redis', () => {
  let database: { url: string; drop(): Promise<void> };
  let a: TestRuntime;
  let b: TestRuntime;
  let author: SessionUser;
  let staff: SessionUser;

  beforeAll(async () => {
    database = await createTestDatabaseUrl();
    a = await createTestRuntime('postgres', { redis: true, databaseUrl: database.url, runTasks: false });
    b = await createTestRuntime('postgres', { redis: true, databaseUrl: database.url, runTasks: false, seed: false });
    author = (await a.services.users.authenticate((await signedIn(a, { name: 'Editor' })).token))!;
    staff = (await a.services.users.authenticate((await signedIn(a, { name: 'Reviewer', whitelistLevel: 1 })).token))!;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  it("shows an author's edit and deletion on the other instance at once, not when its copy expires", async () => {
    const { roleId } = await a.services.roleCreation.create(author, { roleName: 'Changer' });
    await a.services.roleCreation.save(author, { roleId, intro: 'First words.' });
    expect((await b.services.roles.findRecent(roleId, author.userId))?.intro).toBe('First words.');

    await a.services.roleCreation.save(author, { roleId, intro: 'Second words.' });
    const edited = await eventually(() => b.services.roles.findRecent(roleId, author.userId), (role) => role?.intro === 'Second words.');
    expect(edited.value?.intro).toBe('Second words.');

    await a.services.roleCreation.delete(author, roleId);
    const deleted = await eventually(() => b.services.roles.findRecent(roleId, author.userId), (role) => role === undefined);
    expect(deleted.value).toBeUndefined();
  });

  it("puts an approved role in the other instance's ranked Discover at once, and takes it out as quickly", async () => {
    const discover = () => b.services.feed.discoverCached({ current: 1, size: 20, tagTitle: '', includeNsfw: false, locale: 'en-US' });
    const before = (await discover()).total;
    const { roleId } = await a.services.roleCreation.create(author, { roleName: 'Listed Soon' });
    const [avatar] = await a.database.db.insert(assets).values({ ownerId: author.userId, kind: 'avatar', name: 'avatar', status: 2, resource: {} }).returning({ id: assets.id });
    await a.services.roleCreation.saveAndPublish(author, { roleId, intro: 'A lighthouse keeper.', roleAppearInfo: 'Hello there.', propertyAvatarId: avatar!.id });
    await a.services.roleCreation.push(author, roleId);
    expect((await discover()).total).toBe(before);

    await a.services.roleCreation.approve(staff, roleId);
    expect((await eventually(discover, (page) => page.total === before + 1)).value.total).toBe(before + 1);
    await a.services.roleCreation.takeDown(staff, roleId, 'Not for Discover.');
    expect((await eventually(discover, (page) => page.total === before)).value.total).toBe(before);
  });
});
