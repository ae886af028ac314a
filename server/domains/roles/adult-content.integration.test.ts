import { RoleStatus } from '@/lib/contracts/role';
import { showsAdultContent } from '@/server/domains/users/session-user';
import { insertRole, signedIn, visitorCaller } from '@/server/test/catalogue-fixtures';
import { createTestRuntime, type TestRuntime } from '@/server/test/test-runtime';

/**
 * The adult-content rule (seed §1, §6) as the API's auth wrapper and the server-rendered pages apply it:
 * the caller's own setting, read with their session, decides; a role is adult when flagged or tagged nsfw.
 */
describe('adult content', () => {
  let rt: TestRuntime;
  beforeAll(async () => {
    rt = await createTestRuntime('postgres', { seed: false });
  });
  afterAll(() => rt.close());

  const settingOf = async (token: string | undefined) => showsAdultContent(await rt.services.users.authenticateCaller(token));

  it('shows to a caller whose setting is on, and to nobody else', async () => {
    expect(await settingOf((await signedIn(rt, { openNsfw: true })).token)).toBe(true);
    expect(await settingOf((await signedIn(rt, { openNsfw: false })).token)).toBe(false);
    expect(await settingOf((await visitorCaller(rt)).token)).toBe(false);
    expect(await settingOf(undefined)).toBe(false);
    expect(await settingOf('not-a-token')).toBe(false);
  });

  it('follows the setting as it changes, request by request', async () => {
    const reader = await signedIn(rt);
    await rt.services.settings.update({ userId: reader.userId, sessionId: 0, source: 'google', isVisitor: false }, { openNsfw: true });
    expect(await settingOf(reader.token)).toBe(true);
  });

  describe('roles.findVisible', () => {
    it('hides a role flagged adult or tagged nsfw in any case unless adult content is on', async () => {
      const flagged = await insertRole(rt, { name: 'Flagged', nsfw: true });
      const tagged = await insertRole(rt, { name: 'Tagged', tags: ['NsFw'] });
      const plain = await insertRole(rt, { name: 'Plain', tags: ['Romance'] });
      for (const id of [flagged, tagged]) {
        expect(await rt.services.roles.findVisible(id, { includeNsfw: false })).toBeUndefined();
        expect(await rt.services.roles.findVisible(id, { includeNsfw: true })).toMatchObject({ roleId: id });
      }
      expect(await rt.services.roles.findVisible(plain, { includeNsfw: false })).toMatchObject({ roleId: plain, roleName: 'Plain' });
    });

    it("shows a draft to its author only, and never another's", async () => {
      const author = await signedIn(rt);
      const other = await signedIn(rt);
      const draft = await insertRole(rt, { name: 'Draft', status: RoleStatus.Draft, authorId: author.userId });
      expect(await rt.services.roles.findVisible(draft, { callerId: author.userId, includeNsfw: false })).toMatchObject({ roleId: draft });
      expect(await rt.services.roles.findVisible(draft, { callerId: other.userId, includeNsfw: true })).toBeUndefined();
      expect(await rt.services.roles.findVisible(draft, { includeNsfw: true })).toBeUndefined();
    });
  });
});
