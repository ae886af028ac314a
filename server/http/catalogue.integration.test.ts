import type { Banner } from '@/lib/contracts/feed';
import type { RoleCard, RoleDetail, Tag } from '@/lib/contracts/role';
import { RoleStatus } from '@/lib/contracts/role';
import { WhiteListLevel } from '@/lib/contracts/whitelist';
import { banners } from '@/server/db/schema';
import { call } from '@/server/test/api-client';
import { countListedRoles, insertRole, signedIn, type Caller } from '@/server/test/catalogue-fixtures';
import { DATABASE_KINDS } from '@/server/test/test-database';
import { createTestRuntime, type TestRuntime } from '@/server/test/test-runtime';

type RolePage = { list: RoleCard[]; page: { current: number; size: number; total: number } };
const titlesOf = (role: RoleCard) => role.tags.map((t) => t.title.toLowerCase());

describe.each(DATABASE_KINDS)('roles, tags and banners API [%s]', (kind) => {
  let rt: TestRuntime;
  let reader: Caller;
  let adult: Caller;

  const post = <T>(path: string, body: unknown, token?: string) => call<T>(rt.backend, 'POST', path, { body, token });

  beforeAll(async () => {
    rt = await createTestRuntime(kind);
    reader = await signedIn(rt);
    adult = await signedIn(rt, { openNsfw: true });
  });
  afterAll(() => rt.close());

  describe('role/getAiRole', () => {
    it('answers an adult role only to a caller with adult content on', async () => {
      const id = await insertRole(rt, { name: 'Adult Detail', tags: ['NSFW'] });
      const hidden = await post('/app/role/getAiRole', { roleId: id }, reader.token);
      expect(hidden.status).toBe(404);
      expect(hidden.body).toMatchObject({ code: 404, message: 'Role not found' });
      expect((await post('/app/role/getAiRole', { roleId: id })).status).toBe(404);
      const shown = await post<RoleDetail>('/app/role/getAiRole', { roleId: id }, adult.token);
      expect(shown.body.data).toMatchObject({ roleId: id, roleName: 'Adult Detail' });
    });
  });

  describe('role/getAiRoleList', () => {
    const list = (body: Record<string, unknown>, token?: string) => post<RolePage>('/app/role/getAiRoleList', body, token);

    it('pages the listed roles by popularity without the adult ones, cacheable', async () => {
      const { body, headers } = await list({});
      expect(body.code).toBe(0);
      expect(body.data.page).toEqual({ current: 1, size: 10, total: await countListedRoles(rt, { includeNsfw: false }) });
      const heat = body.data.list.map((r) => r.hotScore);
      expect(heat).toEqual([...heat].sort((a, b) => b - a));
      expect(headers.get('cache-control')).toBe('public, max-age=1800');
      const mine = await list({}, adult.token);
      expect(mine.body.data.page.total).toBe(await countListedRoles(rt, { includeNsfw: true }));
      expect(mine.headers.get('cache-control')).toBe('private, max-age=1800');
    });

    it('filters by one tag title or by several, every one required', async () => {
      const one = await list({ tagTitle: 'romance', size: 50 });
      expect(one.body.data.page.total).toBe(await countListedRoles(rt, { includeNsfw: false, tagTitle: 'Romance' }));
      expect(one.body.data.list.every((r) => titlesOf(r).includes('romance'))).toBe(true);
      const both = await list({ tagTitle: ['Romance', 'Comedy'], size: 50 });
      expect(both.body.data.list.length).toBeGreaterThan(0);
      expect(both.body.data.list.length).toBeLessThan(one.body.data.list.length);
      expect(both.body.data.list.every((r) => titlesOf(r).includes('romance') && titlesOf(r).includes('comedy'))).toBe(true);
      expect((await list({ tagTitle: [] })).body.data.page.total).toBe(await countListedRoles(rt, { includeNsfw: false }));
      expect((await list({ tagTitle: 'NSFW' })).body.data.page.total).toBe(0);
    });

    it.each([
      [{ tagTitle: 5 }, /^tagTitle: /],
      [{ size: 51 }, /^size: /],
      [{ current: -1 }, /^current: /],
    ])('refuses %p naming the field', async (payload, message) => {
      const { status, body } = await list(payload);
      expect(status).toBe(400);
      expect(body.message).toMatch(message);
    });
  });

  describe('role/filterAiRoleList', () => {
    const filter = (body: Record<string, unknown>, token?: string) => post<RolePage>('/app/role/filterAiRoleList', body, token);

    it("answers the caller's own roles by status, newest first, and nobody else's", async () => {
      const author = await signedIn(rt);
      const generating = await insertRole(rt, { name: 'Mine Generating', status: RoleStatus.Generating, authorId: author.userId });
      const draft = await insertRole(rt, { name: 'Mine Draft', status: RoleStatus.Draft, authorId: author.userId, tags: ['Helper'] });
      const published = await insertRole(rt, { name: 'Mine Published', status: RoleStatus.Published, authorId: author.userId, tags: ['Helper'] });
      const approved = await insertRole(rt, { name: 'Mine Approved', status: RoleStatus.Approved, authorId: author.userId });
      await insertRole(rt, { name: 'Mine Adult', authorId: author.userId, nsfw: true });
      await insertRole(rt, { name: 'Not Mine', status: RoleStatus.Draft, authorId: reader.userId });
      const ids = async (body: Record<string, unknown>) => (await filter(body, author.token)).body.data.list.map((r) => r.roleId);

      expect(await ids({})).toEqual([approved, published, draft, generating]);
      expect(await ids({ status: 1 })).toEqual([draft, generating]);
      expect(await ids({ status: 10 })).toEqual([published]);
      expect(await ids({ status: 50 })).toEqual([approved]);
      expect(await ids({ tagTitle: 'helper' })).toEqual([published, draft]);
      expect((await filter({ size: 1 }, author.token)).body.data.page).toEqual({ current: 1, size: 1, total: 4 });
    });

    it('needs a session and refuses an unknown status naming it', async () => {
      expect((await filter({})).status).toBe(401);
      const { status, body } = await filter({ status: 7 }, reader.token);
      expect(status).toBe(400);
      expect(body.message).toMatch(/^status: /);
    });
  });

  describe('tag/getTagByName', () => {
    const byName = (body: Record<string, unknown>, token?: string) => post<Tag>('/app/tag/getTagByName', body, token);

    it('finds a tag by title in any case', async () => {
      const { body, headers } = await byName({ title: 'ROMANCE', tagType: 'role' });
      expect(body).toMatchObject({ code: 0, data: { id: expect.any(Number), title: 'Romance', background: null } });
      expect(headers.get('cache-control')).toBe('public, max-age=1800');
    });

    it('answers 404 for an unknown tag, and for the adult tag unless adult content is on', async () => {
      expect((await byName({ title: 'No Such Tag' })).body).toMatchObject({ code: 404, message: 'Tag not found' });
      expect((await byName({ title: 'nsfw' }, reader.token)).status).toBe(404);
      expect((await byName({ title: 'nsfw' }, adult.token)).body.data.title).toBe('NSFW');
    });

    it.each([
      [{}, /^title: /],
      [{ title: '  ' }, /^title: /],
      [{ title: 'Anime', tagType: 'song' }, /^tagType: /],
    ])('refuses %p naming the field', async (payload, message) => {
      const { status, body } = await byName(payload);
      expect(status).toBe(400);
      expect(body.message).toMatch(message);
    });
  });

  describe('tag/getHotList', () => {
    const hot = (body: Record<string, unknown>, token?: string) => post<{ list: Tag[] }>('/app/tag/getHotList', body, token);

    it('ranks tags by the popularity of their roles, the adult tag only with adult content on', async () => {
      const guest = await hot({ tagType: 'role' });
      expect(guest.body.code).toBe(0);
      const titles = guest.body.data.list.map((t) => t.title.toLowerCase());
      expect(titles.length).toBeGreaterThan(5);
      expect(titles).not.toContain('nsfw');
      expect(guest.headers.get('cache-control')).toBe('public, max-age=1800');
      await insertRole(rt, { name: 'Heat Source', hotScore: 50_000_000, tags: ['Blazing'] });
      expect((await hot({})).body.data.list[0]!.title).toBe('Blazing');
      expect((await hot({}, adult.token)).body.data.list.map((t) => t.title.toLowerCase())).toContain('nsfw');
    });

    it('refuses an unknown tag type naming it', async () => {
      const { status, body } = await hot({ tagType: 'song' });
      expect(status).toBe(400);
      expect(body.message).toMatch(/^tagType: /);
    });
  });

  describe('banner/getList', () => {
    const list = (token?: string) => call<{ list: Banner[] }>(rt.backend, 'POST', '/app/banner/getList', { token });

    it('shows everybody the public banners in order', async () => {
      const { body, headers } = await list();
      expect(body.code).toBe(0);
      expect(body.data.list.length).toBeGreaterThanOrEqual(3);
      expect(body.data.list.every((b) => b.show === 'true')).toBe(true);
      expect(body.data.list[0]).toEqual({ id: expect.any(Number), title: expect.any(String), subtitle: expect.any(String), imgUrl: expect.stringMatching(/banners\/.+\.webp$/), videoUrl: null, linkUrl: expect.stringMatching(/^\//), show: 'true' });
      expect(headers.get('cache-control')).toBe('public, max-age=1800');
    });

    it('adds the whitelist banners for internal whitelist users only', async () => {
      const [hidden] = await rt.database.db.insert(banners).values({ title: 'Off', imgUrl: '/x.webp', linkUrl: '/', show: 'false' }).returning();
      const internal = await signedIn(rt, { whitelistLevel: WhiteListLevel.Internal });
      const external = await signedIn(rt, { whitelistLevel: WhiteListLevel.External });
      const everyone = (await list()).body.data.list;
      const staff = await list(internal.token);
      expect(staff.body.data.list.length).toBeGreaterThan(everyone.length);
      expect(staff.body.data.list.some((b) => b.show === 'whitelist')).toBe(true);
      expect(staff.headers.get('cache-control')).toBe('private, max-age=1800');
      expect((await list(external.token)).body.data.list).toEqual(everyone);
      expect(staff.body.data.list.map((b) => b.id)).not.toContain(hidden!.id);
    });
  });
});
