import { and, eq, inArray } from 'drizzle-orm';
import type { FeedItem, LikeResult, PerformCard } from '@/lib/contracts/feed';
import type { Tag } from '@/lib/contracts/role';
import { RoleStatus } from '@/lib/contracts/role';
import { feedImpressions, feedItems, plays, roles } from '@/server/db/schema';
import { DISCOVER_PERIOD_MS } from '@/server/domains/feed/discover-period';
import { FeedRepository, FOR_YOU_USER_TAG_WEIGHT } from '@/server/domains/feed/feed-repository';
import { FeedService } from '@/server/domains/feed/feed-service';
import { PerformRepository } from '@/server/domains/feed/perform-repository';
import { RoleRepository } from '@/server/domains/roles/role-repository';
import { call } from '@/server/test/api-client';
import { countListedRoles, insertMessage, insertRole, roleById, signedIn, tagIdOf, visitorCaller, type Caller } from '@/server/test/catalogue-fixtures';
import { DATABASE_KINDS } from '@/server/test/test-database';
import { createTestRuntime, type TestRuntime } from '@/server/test/test-runtime';

type Page = { current: number; size: number; total: number };
type FeedData = { list: FeedItem[]; page: Page; updateTime: number; nextUpdateTime: number };
type DiscoverData = FeedData & { tagList: Tag[] };

const hasTag = (item: FeedItem, title: string) => item.tags.some((t) => t.title.toLowerCase() === title.toLowerCase());
const maxAgeOf = (headers: Headers) => Number(/max-age=(\d+)/.exec(headers.get('cache-control') ?? '')?.[1]);

describe.each(DATABASE_KINDS)('feed API [%s]', (kind) => {
  let rt: TestRuntime;
  let adult: Caller;
  let reader: Caller;

  const post = <T>(path: string, body: unknown, token?: string) => call<T>(rt.backend, 'POST', path, { body, token });
  const discover = (body: Record<string, unknown>, token?: string) => post<DiscoverData>('/feed/getFeedForDiscoverV2', body, token);
  const hotOf = async (ids: number[]) => new Map((await rt.database.db.select({ id: roles.id, hot: roles.hotScore }).from(roles).where(inArray(roles.id, ids))).map((r) => [r.id, r.hot]));
  /** Every page of a feed, concatenated. */
  const everything = async (path: string, body: Record<string, unknown>, token?: string) => {
    const list: FeedItem[] = [];
    for (let current = 1; ; current++) {
      const { body: answer } = await post<FeedData>(path, { ...body, current, size: 50 }, token);
      expect(answer.code).toBe(0);
      list.push(...answer.data.list);
      if (answer.data.list.length < 50) return { list, total: answer.data.page.total };
    }
  };

  beforeAll(async () => {
    rt = await createTestRuntime(kind);
    adult = await signedIn(rt, { openNsfw: true });
    reader = await signedIn(rt);
  });
  afterAll(() => rt.close());

  describe('getFeedForDiscoverV2', () => {
    it('shows a guest the first tab: every listed role but the adult ones, hottest first, 10 a page', async () => {
      const { status, body, headers } = await discover({ deviceId: 'd-1', current: 1, size: 10, tagTitle: '' });
      expect(status).toBe(200);
      expect(body.code).toBe(0);
      const { list, page, tagList, updateTime, nextUpdateTime } = body.data;
      expect(list).toHaveLength(10);
      expect(page).toEqual({ current: 1, size: 10, total: await countListedRoles(rt, { includeNsfw: false }) });
      expect(list.every((item) => !item.nsfw && !hasTag(item, 'nsfw'))).toBe(true);
      const hot = await hotOf(list.map((i) => i.role.roleId));
      const scores = list.map((i) => hot.get(i.role.roleId)!);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(tagList.map((t) => t.title)).toEqual(expect.arrayContaining(['Anime', 'Romance']));
      expect(tagList.map((t) => t.title.toLowerCase())).not.toContain('nsfw');
      expect(nextUpdateTime - updateTime).toBe(DISCOVER_PERIOD_MS);
      expect(updateTime).toBeLessThanOrEqual(Date.now());
      expect(headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
      expect(maxAgeOf(headers)).toBeLessThanOrEqual(DISCOVER_PERIOD_MS / 1000);
    });

    it('answers a feed item with the fields of seed §3', async () => {
      const { body } = await discover({ current: 1, size: 3 });
      const item = body.data.list[0]!;
      expect(item).toEqual({
        feedId: expect.any(Number),
        recommendationId: expect.stringMatching(/^discover-\d+-1$/),
        role: expect.objectContaining({ roleId: expect.any(Number), roleName: expect.any(String), roleCover: expect.any(String), roleStatus: RoleStatus.Approved, promotion: false }),
        tags: expect.any(Array),
        nsfw: false,
        roleAppearInfo: expect.stringMatching(/\S/),
        gameId: null,
        gameName: null,
        performId: null,
        performName: null,
        impressions: body.data.list.map((i) => i.feedId),
      });
    });

    it("names a role's performance on its card", async () => {
      const [play] = await rt.database.db.select().from(plays).orderBy(plays.id).limit(1);
      const role = await roleById(rt, play!.roleId!);
      const { body } = await post<FeedData>('/feed/searchFeedInfo', { keyword: role.name });
      expect(body.data.list[0]!.role).toMatchObject({ roleId: role.id, playId: play!.id, playName: play!.title });
    });

    it('pages without repeating a role', async () => {
      const first = await discover({ current: 1, size: 10 });
      const second = await discover({ current: 2, size: 10 });
      const ids = [...first.body.data.list, ...second.body.data.list].map((i) => i.role.roleId);
      expect(new Set(ids).size).toBe(20);
      const far = await discover({ current: 500, size: 10 });
      expect(far.body.data.list).toEqual([]);
      expect(far.body.data.page.total).toBe(first.body.data.page.total);
    });

    it('shows one tab: only roles with that tag, adult ones left out in the query for a caller without adult content', async () => {
      const { body } = await discover({ current: 1, size: 50, tagTitle: 'romance' }, reader.token);
      expect(body.data.list.length).toBeGreaterThan(0);
      expect(body.data.list.every((i) => hasTag(i, 'Romance') && !i.nsfw)).toBe(true);
      expect(body.data.page.total).toBe(await countListedRoles(rt, { includeNsfw: false, tagTitle: 'Romance' }));
    });

    it('shows adult roles and the adult tab to a user with adult content on', async () => {
      const all = await discover({ current: 1, size: 10 }, adult.token);
      expect(all.body.data.page.total).toBe(await countListedRoles(rt, { includeNsfw: true }));
      expect(all.body.data.page.total).toBeGreaterThan(await countListedRoles(rt, { includeNsfw: false }));
      expect(all.body.data.tagList.map((t) => t.title.toLowerCase())).toContain('nsfw');
      expect(all.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);

      const tab = await discover({ current: 1, size: 50, tagTitle: 'NSFW' }, adult.token);
      expect(tab.body.data.list.length).toBeGreaterThan(0);
      expect(tab.body.data.list.every((i) => i.nsfw)).toBe(true);
    });

    it('gives the adult tab nothing to a guest', async () => {
      const { body } = await discover({ current: 1, size: 10, tagTitle: 'nsfw' });
      expect(body.data).toMatchObject({ list: [], page: { total: 0 } });
    });

    it('counts a role tagged nsfw in any case as adult even when its flag is off', async () => {
      const id = await insertRole(rt, { name: 'Tagged Only', hotScore: 1_000_000, tags: ['nsfw'] });
      const guest = await discover({ current: 1, size: 1 });
      expect(guest.body.data.list[0]!.role.roleId).not.toBe(id);
      const shown = await discover({ current: 1, size: 1 }, adult.token);
      expect(shown.body.data.list[0]).toMatchObject({ role: { roleId: id }, nsfw: true });
      await rt.database.db.delete(roles).where(eq(roles.id, id));
    });

    it.each([
      [{ size: 500 }, /^size: /],
      [{ current: 0 }, /^current: /],
      [{ tagTitle: 7 }, /^tagTitle: /],
      [{ size: 'ten' }, /^size: /],
    ])('refuses %p naming the field', async (payload, message) => {
      const { status, body } = await discover(payload);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 400, data: null });
      expect(body.message).toMatch(message);
    });
  });

  describe('getFeedForDiscoverCacheV2', () => {
    it('answers what getFeedForDiscoverV2 answers, cacheable until nextUpdateTime', async () => {
      const live = await discover({ current: 1, size: 10, tagTitle: 'Anime' });
      const cached = await post<DiscoverData>('/feed/getFeedForDiscoverCacheV2', { current: 1, size: 10, tagTitle: 'Anime' });
      expect(cached.body.code).toBe(0);
      expect(cached.body.data.list.map((i) => i.role.roleId)).toEqual(live.body.data.list.map((i) => i.role.roleId));
      expect(cached.body.data.page).toEqual(live.body.data.page);
      const left = Math.ceil((cached.body.data.nextUpdateTime - Date.now()) / 1000);
      expect(maxAgeOf(cached.headers)).toBeLessThanOrEqual(left);
      expect(maxAgeOf(cached.headers)).toBeGreaterThanOrEqual(left - 2);
    });

    it('keeps the ranking of the period and recomputes it in the next one', async () => {
      let now = 7 * DISCOVER_PERIOD_MS + 1_000;
      const feed = new FeedService(
        { feed: new FeedRepository(rt.database.db), performs: new PerformRepository(rt.database.db), roles: new RoleRepository(rt.database.db), tags: rt.services.tags, translations: rt.services.translations },
        () => now,
      );
      const options = { tagTitle: '', current: 1, size: 5, includeNsfw: false, locale: 'en-US' };
      const before = await feed.discoverCached(options);
      expect(before).toMatchObject({ updateTime: 7 * DISCOVER_PERIOD_MS, nextUpdateTime: 8 * DISCOVER_PERIOD_MS });
      const riser = await insertRole(rt, { name: 'Sudden Star', hotScore: 2_000_000 });

      now += DISCOVER_PERIOD_MS / 2;
      expect((await feed.discoverCached(options)).list.map((i) => i.role.roleId)).toEqual(before.list.map((i) => i.role.roleId));
      expect((await feed.discover(options)).list[0]!.role.roleId).toBe(riser);

      now = 8 * DISCOVER_PERIOD_MS;
      const next = await feed.discoverCached(options);
      expect(next.updateTime).toBe(8 * DISCOVER_PERIOD_MS);
      expect(next.list[0]!.role.roleId).toBe(riser);
      await rt.database.db.delete(roles).where(eq(roles.id, riser));
    });
  });

  describe('getFeedForYouV2', () => {
    const forYou = (body: Record<string, unknown>, token?: string) => post<FeedData>('/feed/getFeedForYouV2', body, token);

    it('answers a guest with the default body, the same every time, privately cached for a user', async () => {
      const first = await forYou({});
      const again = await forYou({ characterType: 'Trending', conditions: ['userInfo', 'like'], current: 1, size: 10 });
      expect(first.body.code).toBe(0);
      expect(first.body.data.list).toHaveLength(10);
      expect(again.body.data.list.map((i) => i.role.roleId)).toEqual(first.body.data.list.map((i) => i.role.roleId));
      expect(first.body.data.list.every((i) => !i.nsfw)).toBe(true);
      expect(first.headers.get('cache-control')).toBe('public, max-age=1800');
      const mine = await forYou({}, reader.token);
      expect(mine.headers.get('cache-control')).toBe('private, max-age=1800');
    });

    it("ranks by hot score plus the caller's chosen tags (condition userInfo)", async () => {
      const a = await insertRole(rt, { name: 'Tag Pick Low', hotScore: 0, tags: ['ForYouPick'] });
      const b = await insertRole(rt, { name: 'Tag Pick Warm', hotScore: 5, tags: ['ForYouPick'] });
      const picker = await signedIn(rt, { tagList: [await tagIdOf(rt, 'ForYouPick')] });
      const { list, total } = await everything('/feed/getFeedForYouV2', { conditions: ['userInfo'] }, picker.token);
      expect(total).toBe(await countListedRoles(rt, { includeNsfw: false }));
      const hot = await hotOf(list.map((i) => i.role.roleId));
      const score = (id: number) => hot.get(id)! + ([a, b].includes(id) ? FOR_YOU_USER_TAG_WEIGHT : 0);
      for (let i = 1; i < list.length; i++) {
        const [prev, next] = [list[i - 1]!.role.roleId, list[i]!.role.roleId];
        expect(score(prev) > score(next) || (score(prev) === score(next) && prev > next)).toBe(true);
      }
      expect(list.findIndex((i) => i.role.roleId === b)).toBeLessThan(list.findIndex((i) => i.role.roleId === a));
      const plain = await everything('/feed/getFeedForYouV2', { conditions: [] }, picker.token);
      expect(plain.list.findIndex((i) => i.role.roleId === a)).toBeGreaterThan(list.findIndex((i) => i.role.roleId === a));
    });

    it('lifts roles that share tags with what the caller liked (condition like)', async () => {
      const liked = await insertRole(rt, { name: 'Liked Source', hotScore: 0, tags: ['LikedFlavour'] });
      const similar = await insertRole(rt, { name: 'Similar Flavour', hotScore: 0, tags: ['LikedFlavour'] });
      const other = await insertRole(rt, { name: 'Plain Other', hotScore: 1_000 });
      const fan = await signedIn(rt);
      expect((await post('/user/likeAiFriend', { id: liked, feedType: 'role' }, fan.token)).body.code).toBe(0);
      const position = (list: FeedItem[], id: number) => list.findIndex((i) => i.role.roleId === id);
      const mine = (await everything('/feed/getFeedForYouV2', { conditions: ['like'] }, fan.token)).list;
      expect(position(mine, similar)).toBeLessThan(position(mine, other));
      const guest = (await everything('/feed/getFeedForYouV2', { conditions: ['like'] })).list;
      expect(position(guest, similar)).toBeGreaterThan(position(guest, other));
    });

    it('includes adult roles only for a user with adult content on', async () => {
      const mine = await everything('/feed/getFeedForYouV2', {}, adult.token);
      expect(mine.total).toBe(await countListedRoles(rt, { includeNsfw: true }));
      expect(mine.list.some((i) => i.nsfw)).toBe(true);
    });

    it.each([
      [{ characterType: 'Oldest' }, /^characterType: /],
      [{ conditions: ['mood'] }, /^conditions\.0: /],
      [{ conditions: 'like' }, /^conditions: /],
    ])('refuses %p naming the field', async (payload, message) => {
      const { status, body } = await forYou(payload);
      expect(status).toBe(400);
      expect(body.message).toMatch(message);
    });
  });

  describe('feedInfoHistoryV2', () => {
    const history = (token: string | undefined, body: Record<string, unknown> = {}) => post<FeedData>('/feed/feedInfoHistoryV2', body, token);

    it('lists the roles the caller chatted with, newest conversation first, and nobody else’s', async () => {
      const player = await visitorCaller(rt);
      const [first, second] = await Promise.all([insertRole(rt, { name: 'Played One' }), insertRole(rt, { name: 'Played Two' })]);
      await insertMessage(rt, player.userId, first, { content: 'hi one' });
      await insertMessage(rt, player.userId, second, { content: 'hi two' });
      await insertMessage(rt, player.userId, first, { content: 'back to one' });
      await insertMessage(rt, reader.userId, second, { content: 'somebody else' });

      const { body, headers } = await history(player.token);
      expect(body.code).toBe(0);
      expect(body.data.list.map((i) => i.role.roleId)).toEqual([first, second]);
      expect(body.data.page).toEqual({ current: 1, size: 10, total: 2 });
      expect(headers.get('cache-control')).toBe('private, max-age=1800');
      const page2 = await history(player.token, { current: 2, size: 1 });
      expect(page2.body.data.list.map((i) => i.role.roleId)).toEqual([second]);

      const stranger = await visitorCaller(rt);
      expect((await history(stranger.token)).body.data).toMatchObject({ list: [], page: { total: 0 } });
    });

    it('leaves out an adult role while adult content is off', async () => {
      const player = await signedIn(rt);
      const adultRole = await insertRole(rt, { name: 'Played Adult', nsfw: true });
      await insertMessage(rt, player.userId, adultRole, { content: 'hello' });
      expect((await history(player.token)).body.data.page.total).toBe(0);
    });

    it('needs a session', async () => {
      const { status, body } = await history(undefined);
      expect(status).toBe(401);
      expect(body.code).toBe(401);
    });
  });

  describe('getFeedForPerformance', () => {
    const performances = (body: Record<string, unknown>, token?: string) => post<{ list: PerformCard[]; page: Page }>('/feed/getFeedForPerformance', body, token);

    it('answers perform cards of the starter performances', async () => {
      const { body, headers } = await performances({ current: 1, size: 200 });
      expect(body.code).toBe(0);
      const published = await rt.database.db.select({ id: plays.id }).from(plays).where(eq(plays.draft, false));
      expect(body.data.page).toEqual({ current: 1, size: 200, total: published.length });
      expect(body.data.list[0]).toEqual({
        feedId: expect.any(Number),
        playId: expect.any(Number),
        playType: expect.stringMatching(/^(sing|dance)$/),
        performCover: expect.stringMatching(/plays\/.+\.webp$/),
        videoUrl: null,
        performTitle: expect.any(String),
        author: 'KOKO',
        roleId: expect.any(Number),
        likeCount: 0,
      });
      expect(headers.get('cache-control')).toBe('public, max-age=1800');
    });

    it("hides a performance by an adult role unless adult content is on", async () => {
      const role = await insertRole(rt, { name: 'Adult Dancer', nsfw: true });
      const [play] = await rt.database.db.insert(plays).values({ roleId: role, playType: 'dance', title: 'Late Show', draft: false, status: RoleStatus.Published }).returning();
      const guest = await performances({});
      expect(guest.body.data.list.map((p) => p.playId)).not.toContain(play!.id);
      const shown = await performances({}, adult.token);
      expect(shown.body.data.list.map((p) => p.playId)).toContain(play!.id);
      expect(shown.body.data.page.total).toBe(guest.body.data.page.total + 1);
    });

    it('refuses a page over 200 naming the field', async () => {
      const { status, body } = await performances({ size: 201 });
      expect(status).toBe(400);
      expect(body.message).toMatch(/^size: /);
    });
  });

  describe('searchFeedInfo', () => {
    const search = (body: Record<string, unknown>, token?: string) => post<FeedData>('/feed/searchFeedInfo', body, token);

    it('ranks an exact name, then a name prefix, a name, a tag and the intro, whatever their heat', async () => {
      const intro = await insertRole(rt, { name: 'Ambrose', intro: 'Keeps a qwzlk under the bed.', hotScore: 900 });
      const tag = await insertRole(rt, { name: 'Bellamy', tags: ['Qwzlkish'], hotScore: 800 });
      const contains = await insertRole(rt, { name: 'The Qwzlk Keeper', hotScore: 700 });
      const prefix = await insertRole(rt, { name: 'Qwzlkette', hotScore: 600 });
      const exact = await insertRole(rt, { name: 'QWZLK', hotScore: 1 });
      await insertRole(rt, { name: 'Unrelated', intro: 'nothing here', hotScore: 100_000 });
      const { body } = await search({ keyword: ' qwzlk ', current: 1, size: 10 });
      expect(body.code).toBe(0);
      expect(body.data.list.map((i) => i.role.roleId)).toEqual([exact, prefix, contains, tag, intro]);
      expect(body.data.page.total).toBe(5);
      const second = await search({ keyword: 'qwzlk', current: 2, size: 2 });
      expect(second.body.data.list.map((i) => i.role.roleId)).toEqual([contains, tag]);
    });

    it('finds adult roles only for a user with adult content on', async () => {
      const id = await insertRole(rt, { name: 'Velvetine Noir', nsfw: true });
      // Close spellings ("Valentina") may be found too: the adult role itself is what must stay hidden.
      const hidden = await search({ keyword: 'Velvetine', size: 50 }, reader.token);
      expect(hidden.body.data.list.map((i) => i.role.roleName)).not.toContain('Velvetine Noir');
      const found = await search({ keyword: 'Velvetine' }, adult.token);
      expect(found.body.data.list[0]!.role.roleId).toBe(id);
    });

    it('looks for close spellings only when the exact matches are fewer than a page, the same on every page', async () => {
      // A page of exact matches for "marzipan": its close spelling "Marzipon" is not looked for.
      const close = await insertRole(rt, { name: 'Marzipon' });
      for (let i = 0; i < 20; i++) await insertRole(rt, { name: `Baker ${i}`, intro: `Bakes marzipan for the winter fair, year ${i}.` });
      const many = await search({ keyword: 'marzipan', current: 1, size: 10 });
      expect(many.body.data.page.total).toBe(20);
      expect(many.body.data.list.map((i) => i.role.roleId)).not.toContain(close);
      const third = await search({ keyword: 'marzipan', current: 3, size: 10 });
      expect(third.body.data.list).toEqual([]);
      expect(third.body.data.page.total).toBe(20);

      // One exact match for "quillfeather": the close spelling "Quilfether" joins, after it.
      const lone = await insertRole(rt, { name: 'Tilda', intro: 'Writes with a quillfeather by the well.' });
      const spelled = await insertRole(rt, { name: 'Quilfether' });
      const few = await search({ keyword: 'quillfeather', current: 1, size: 10 });
      expect(few.body.data.list.map((i) => i.role.roleId)).toEqual(expect.arrayContaining([lone, spelled]));
      expect(few.body.data.list[0]!.role.roleId).toBe(lone);
      expect(few.body.data.page.total).toBe(few.body.data.list.length);
    });

    it('takes wildcards literally', async () => {
      await insertRole(rt, { name: 'Wildcard Qzk' });
      const { body } = await search({ keyword: 'q%k' });
      expect(body.data.page.total).toBe(0);
    });

    it.each(['', '   ', '\n\n'])('refuses the blank keyword %j with "Please enter keywords"', async (keyword) => {
      const { status, body } = await search({ keyword });
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 400, message: 'Please enter keywords', data: null });
    });

    it('refuses a missing keyword naming the field', async () => {
      const { status, body } = await search({});
      expect(status).toBe(400);
      expect(body.message).toMatch(/^keyword: /);
    });
  });

  describe('feedInteraction', () => {
    const interact = (body: Record<string, unknown>, token?: string) => post<{ recorded: number; likes: LikeResult[] }>('/feed/feedInteraction', body, token);
    const feedIdsOf = async (n: number) => (await discover({ current: 1, size: n })).body.data.list.map((i) => i.feedId!);

    it('stores expose impressions with the batch they came in, for a guest by device', async () => {
      const ids = await feedIdsOf(3);
      const { body } = await interact({ eventType: 'expose', feedIdList: ids, impressions: ids, recommendationId: 'discover-1-1', pageNum: 1, tagTitle: '', type: 'discover', deviceId: 'dev-imp' });
      expect(body).toMatchObject({ code: 0, data: { recorded: 3, likes: [] } });
      const rows = await rt.database.db.select().from(feedImpressions).where(eq(feedImpressions.deviceId, 'dev-imp'));
      expect(rows.map((r) => r.feedId).sort()).toEqual([...ids].sort());
      expect(rows[0]).toMatchObject({ userId: null, eventType: 'expose', source: 'discover', recommendationId: 'discover-1-1', pageNum: 1, impressions: ids });
    });

    it('stores a click for the signed-in caller', async () => {
      const [id] = await feedIdsOf(1);
      await interact({ eventType: 'click', feedId: id }, reader.token);
      const rows = await rt.database.db.select().from(feedImpressions).where(and(eq(feedImpressions.userId, reader.userId), eq(feedImpressions.eventType, 'click')));
      expect(rows.map((r) => r.feedId)).toEqual([id]);
    });

    it("likes the card's role once however often it is sent, and takes it back", async () => {
      const role = await insertRole(rt, { name: 'Likeable' });
      const [entry] = await rt.database.db.select({ id: feedItems.id }).from(feedItems).where(eq(feedItems.roleId, role));
      const fan = await visitorCaller(rt);
      const likes = await Promise.all([1, 2, 3].map(() => interact({ eventType: 'like', feedId: entry!.id }, fan.token)));
      expect(likes.map((l) => l.body.code)).toEqual([0, 0, 0]);
      expect((await roleById(rt, role)).likeCount).toBe(1);
      expect(likes[2]!.body.data.likes).toEqual([{ id: role, feedType: 'role', like: true, likeCount: 1 }]);
      const unlike = await interact({ eventType: 'unlike', feedId: entry!.id }, fan.token);
      expect(unlike.body.data.likes).toEqual([{ id: role, feedType: 'role', like: false, likeCount: 0 }]);

      const batch = await interact({ eventType: 'like', feedIdList: [entry!.id, ...(await feedIdsOf(1))] }, fan.token);
      expect(batch.status).toBe(400);
      expect(batch.body.message).toMatch(/^feedIdList: /);
      expect((await roleById(rt, role)).likeCount).toBe(0);
    });

    it('needs a session to like', async () => {
      const [id] = await feedIdsOf(1);
      const { status } = await interact({ eventType: 'like', feedId: id });
      expect(status).toBe(401);
    });

    it('answers 404 for an unknown feed id and records nothing', async () => {
      const [id] = await feedIdsOf(1);
      const { status, body } = await interact({ eventType: 'expose', feedIdList: [id, 987_654_321], deviceId: 'dev-404' });
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 404, message: 'Feed item not found' });
      expect(await rt.database.db.select().from(feedImpressions).where(eq(feedImpressions.deviceId, 'dev-404'))).toEqual([]);
    });

    it.each([
      [{ eventType: 'expose' }, /^feedIdList: /],
      [{ eventType: 'stare', feedId: 1 }, /^eventType: /],
      [{ eventType: 'expose', feedIdList: ['x'] }, /^feedIdList\.0: /],
      [{ eventType: 'expose', feedId: 1, type: 'elsewhere' }, /^type: /],
    ])('refuses %p naming the field', async (payload, message) => {
      const { status, body } = await interact(payload);
      expect(status).toBe(400);
      expect(body.message).toMatch(message);
    });
  });
});
