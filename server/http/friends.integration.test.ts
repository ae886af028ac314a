import { and, eq } from 'drizzle-orm';
import type { LikeResult } from '@/lib/contracts/feed';
import type { FriendDetail, FriendProgress, FriendRole, FriendSetting, Relation } from '@/lib/contracts/friend';
import { RoleStatus } from '@/lib/contracts/role';
import { assets, chatMemories, friends, games, messages, plays, relations, roleProperties, users } from '@/server/db/schema';
import { call } from '@/server/test/api-client';
import { countListedRoles, insertMessage, insertRole, roleById, signedIn, visitorCaller, type Caller } from '@/server/test/catalogue-fixtures';
import { DATABASE_KINDS } from '@/server/test/test-database';
import { createTestRuntime, type TestRuntime } from '@/server/test/test-runtime';

type FriendPage = { list: { role: FriendRole }[]; page: { current: number; size: number; total: number } };

describe.each(DATABASE_KINDS)('friends API [%s]', (kind) => {
  let rt: TestRuntime;
  let reader: Caller;
  let adult: Caller;

  const post = <T>(path: string, body: unknown, token?: string) => call<T>(rt.backend, 'POST', path, { body, token });
  const addFriend = (roleId: number, token?: string) => post<{ roleId: number; isFriend: true; added: boolean }>('/user/subAiFriend', { roleId }, token);
  const friendList = (token: string | undefined, body: Record<string, unknown> = {}) => post<FriendPage>('/user/getMyFriendList', body, token);
  const ids = (page: FriendPage) => page.list.map((f) => f.role.roleId);

  beforeAll(async () => {
    rt = await createTestRuntime(kind);
    reader = await signedIn(rt);
    adult = await signedIn(rt, { openNsfw: true });
  });
  afterAll(() => rt.close());

  describe('subAiFriend', () => {
    it('adds a role once however often it is sent', async () => {
      const me = await signedIn(rt);
      const role = await insertRole(rt, { name: 'New Pal' });
      const first = await addFriend(role, me.token);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ code: 0, data: { roleId: role, isFriend: true, added: true } });
      const again = await Promise.all([addFriend(role, me.token), addFriend(role, me.token)]);
      expect(again.map((a) => a.body.data.added)).toEqual([false, false]);
      expect(await rt.database.db.select().from(friends).where(eq(friends.userId, me.userId))).toHaveLength(1);
    });

    it('asks a visitor to sign in, with code 403', async () => {
      const guest = await visitorCaller(rt);
      const role = await insertRole(rt, { name: 'Shy Pal' });
      const { status, body } = await addFriend(role, guest.token);
      expect(status).toBe(403);
      expect(body).toMatchObject({ code: 403, message: 'Please sign in to add friends', data: null });
      expect(await rt.database.db.select().from(friends).where(eq(friends.userId, guest.userId))).toEqual([]);
    });

    it('needs a session', async () => {
      const { status, body } = await addFriend(1);
      expect(status).toBe(401);
      expect(body.code).toBe(401);
    });

    it('answers 404 for an unknown role, a draft of someone else, and an adult role while adult content is off', async () => {
      const draft = await insertRole(rt, { name: 'Secret Draft', status: RoleStatus.Draft, authorId: adult.userId });
      const adultRole = await insertRole(rt, { name: 'Adult Pal', nsfw: true });
      for (const roleId of [99_999_999, draft, adultRole]) {
        const { status, body } = await addFriend(roleId, reader.token);
        expect(status).toBe(404);
        expect(body).toMatchObject({ code: 404, message: 'Role not found' });
      }
      expect((await addFriend(adultRole, adult.token)).body.code).toBe(0);
      expect((await addFriend(draft, adult.token)).body.code).toBe(0);
    });

    it.each([[{}], [{ roleId: 'abc' }], [{ roleId: 0 }]])('refuses %p naming roleId', async (payload) => {
      const { status, body } = await post('/user/subAiFriend', payload, reader.token);
      expect(status).toBe(400);
      expect(body.message).toMatch(/^roleId: /);
    });
  });

  describe('getMyFriendList', () => {
    let me: Caller;
    let roleIds: number[];

    beforeAll(async () => {
      me = await signedIn(rt);
      roleIds = [];
      for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const id = await insertRole(rt, { name: `Friend ${n}`, tags: ['Comedy'] });
        roleIds.push(id);
        expect((await addFriend(id, me.token)).body.code).toBe(0);
      }
      const [a, , c] = roleIds as [number, number, number];
      await insertMessage(rt, me.userId, c, { content: 'old chat' });
      await insertMessage(rt, me.userId, a, { content: 'hello A' });
      await insertMessage(rt, me.userId, a, { content: 'Hi there!', fromRole: true, ack: 0 });
      await insertMessage(rt, me.userId, a, { content: 'Still there?', fromRole: true, ack: 0 });
    });

    it('pages 6 friends at a time, the most recent chat first, then the newest friend', async () => {
      const { status, body } = await friendList(me.token);
      expect(status).toBe(200);
      const [a, b, c, d, e, f, g, h] = roleIds as number[];
      expect(body.data.page).toEqual({ current: 1, size: 6, total: 8 });
      expect(ids(body.data)).toEqual([a, c, h, g, f, e]);
      const second = await friendList(me.token, { current: 2 });
      expect(ids(second.body.data)).toEqual([d, b]);
    });

    it("carries each role's newest message and unread count", async () => {
      const { body } = await friendList(me.token, { size: 500 });
      const byId = new Map(body.data.list.map((f) => [f.role.roleId, f.role]));
      const [a, b, c] = roleIds as [number, number, number];
      expect(byId.get(a)).toMatchObject({ roleName: 'Friend 1', isFriend: true, like: false, messageUnread: 2, lastMsg: { content: 'Still there?', msgId: expect.any(String), sendTimestamp: expect.any(Number) } });
      expect(byId.get(c)).toMatchObject({ messageUnread: 0, lastMsg: { content: 'old chat' } });
      expect(byId.get(b)).toMatchObject({ messageUnread: 0, lastMsg: null });
      expect(byId.get(a)!.tags.map((t) => t.title)).toEqual(['Comedy']);
    });

    it("shows nobody else's friends", async () => {
      const other = await signedIn(rt);
      expect((await friendList(other.token)).body.data).toEqual({ list: [], page: { current: 1, size: 6, total: 0 } });
    });

    it('filters by status: a draft friend only when drafts are asked for', async () => {
      const author = await signedIn(rt);
      const draft = await insertRole(rt, { name: 'My Draft Pal', status: RoleStatus.Draft, authorId: author.userId });
      const listed = await insertRole(rt, { name: 'Listed Pal', status: RoleStatus.Published });
      await addFriend(draft, author.token);
      await addFriend(listed, author.token);
      expect(ids((await friendList(author.token)).body.data)).toEqual([listed]);
      expect(ids((await friendList(author.token, { statusList: ['draft'] })).body.data)).toEqual([draft]);
      expect((await friendList(author.token, { statusList: ['draft', 'published'] })).body.data.page.total).toBe(2);
    });

    it('hides an adult friend once adult content is turned off', async () => {
      const fan = await signedIn(rt, { openNsfw: true });
      const adultRole = await insertRole(rt, { name: 'Adult Friend', nsfw: true });
      await addFriend(adultRole, fan.token);
      expect(ids((await friendList(fan.token)).body.data)).toEqual([adultRole]);
      await rt.database.db.update(users).set({ openNsfw: false }).where(eq(users.id, fan.userId));
      expect((await friendList(fan.token)).body.data.page.total).toBe(0);
    });

    it('needs a session', async () => {
      expect((await friendList(undefined)).status).toBe(401);
    });

    it.each([
      [{ statusList: ['bogus'] }, /^statusList\.0: /],
      [{ statusList: [] }, /^statusList: /],
      [{ size: 501 }, /^size: /],
    ])('refuses %p naming the field', async (payload, message) => {
      const { status, body } = await friendList(reader.token, payload);
      expect(status).toBe(400);
      expect(body.message).toMatch(message);
    });
  });

  describe('getAiStrongerList', () => {
    const strangers = (token?: string, body: Record<string, unknown> = {}) => post<FriendPage>('/user/getAiStrongerList', body, token);

    it("lists the listed roles the caller has not added, 6 a page, hottest first", async () => {
      const me = await signedIn(rt);
      const first = await strangers(me.token);
      const [top] = ids(first.body.data);
      await addFriend(top!, me.token);
      const { body, headers } = await strangers(me.token, { size: 500 });
      expect(body.data.page.total).toBe((await countListedRoles(rt, { includeNsfw: false })) - 1);
      expect(ids(body.data)).not.toContain(top);
      expect(body.data.list.every((s) => !s.role.isFriend && !s.role.nsfw)).toBe(true);
      expect(first.body.data.list).toHaveLength(6);
      expect(headers.get('cache-control')).toBe('private, max-age=1800');
    });

    it('shows a guest every listed role but the adult ones', async () => {
      const { body, headers } = await strangers();
      expect(body.data.page).toEqual({ current: 1, size: 6, total: await countListedRoles(rt, { includeNsfw: false }) });
      expect(headers.get('cache-control')).toBe('public, max-age=1800');
    });
  });

  describe('resetFriend', () => {
    it("clears the caller's chat and the role's memory of them, and nobody else's", async () => {
      const me = await signedIn(rt);
      const other = await signedIn(rt);
      const role = await insertRole(rt, { name: 'Forgetful' });
      await addFriend(role, me.token);
      for (const content of ['one', 'two', 'three']) await insertMessage(rt, me.userId, role, { content });
      await insertMessage(rt, other.userId, role, { content: 'keep me' });
      await rt.database.db.insert(chatMemories).values([
        { userId: me.userId, roleId: role, summary: 'We met.' },
        { userId: other.userId, roleId: role, summary: 'Other met.' },
      ]);

      const { body } = await post<{ roleId: number; removedMessages: number }>('/user/resetFriend', { roleId: role }, me.token);
      expect(body).toMatchObject({ code: 0, data: { roleId: role, removedMessages: 3 } });
      expect(await rt.database.db.select().from(messages).where(eq(messages.userId, me.userId))).toEqual([]);
      expect(await rt.database.db.select().from(chatMemories).where(eq(chatMemories.userId, me.userId))).toEqual([]);
      expect(await rt.database.db.select().from(messages).where(eq(messages.userId, other.userId))).toHaveLength(1);
      expect(await rt.database.db.select().from(chatMemories).where(eq(chatMemories.userId, other.userId))).toHaveLength(1);
      const list = await friendList(me.token);
      expect(list.body.data.list[0]!.role).toMatchObject({ roleId: role, lastMsg: null, messageUnread: 0 });
    });

    it('answers 404 for an unknown role and 401 without a session', async () => {
      expect((await post('/user/resetFriend', { roleId: 99_999_999 }, reader.token)).status).toBe(404);
      expect((await post('/user/resetFriend', { roleId: 1 })).status).toBe(401);
    });
  });

  describe('aiFriendSetting and getAiFriendSetting', () => {
    const save = (body: Record<string, unknown>, token: string) => post<FriendSetting>('/user/aiFriendSetting', body, token);
    const read = (roleId: number, token: string) => post<FriendSetting>('/user/getAiFriendSetting', { roleId }, token);

    it('saves push settings of a friendship and reads them back', async () => {
      const me = await signedIn(rt);
      const role = await insertRole(rt, { name: 'Quiet Pal' });
      expect((await read(role, me.token)).body.data).toEqual({ roleId: role, isFriend: false, pushDisable: false });
      const refused = await save({ roleId: role, pushDisable: true }, me.token);
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ code: 404, message: 'Friend not found' });

      await addFriend(role, me.token);
      expect((await save({ roleId: role, pushDisable: true }, me.token)).body.data).toEqual({ roleId: role, isFriend: true, pushDisable: true });
      expect((await read(role, me.token)).body.data).toEqual({ roleId: role, isFriend: true, pushDisable: true });
      expect((await read(role, reader.token)).body.data.pushDisable).toBe(false);
    });

    it('answers 404 for an unknown role', async () => {
      expect((await read(99_999_999, reader.token)).status).toBe(404);
    });

    it.each([
      [{ roleId: 1, pushDisable: 'yes' }, /^pushDisable: /],
      [{ pushDisable: true }, /^roleId: /],
    ])('refuses %p naming the field', async (payload, message) => {
      const { status, body } = await save(payload, reader.token);
      expect(status).toBe(400);
      expect(body.message).toMatch(message);
    });
  });

  describe('likeAiFriend and cancelLikeAiFriend', () => {
    const like = (body: Record<string, unknown>, token?: string) => post<LikeResult>('/user/likeAiFriend', body, token);
    const unlike = (body: Record<string, unknown>, token?: string) => post<LikeResult>('/user/cancelLikeAiFriend', body, token);

    it('counts a like of a role once and takes it back once, for visitors too', async () => {
      const fan = await visitorCaller(rt);
      const role = await insertRole(rt, { name: 'Popular' });
      const likes = await Promise.all([1, 2, 3].map(() => like({ id: role, feedType: 'role' }, fan.token)));
      expect(likes.map((l) => l.body.data)).toEqual(Array(3).fill({ id: role, feedType: 'role', like: true, likeCount: 1 }));
      expect((await roleById(rt, role)).likeCount).toBe(1);
      const detail = await post<FriendDetail>('/user/getAiFriendByRoleId', { roleId: role }, fan.token);
      expect(detail.body.data.like).toBe(true);

      const undone = await Promise.all([unlike({ id: role, feedType: 'role' }, fan.token), unlike({ id: role, feedType: 'role' }, fan.token)]);
      expect(undone.map((u) => u.body.data.likeCount)).toEqual([0, 0]);
      expect((await roleById(rt, role)).likeCount).toBe(0);
    });

    it('takes an account’s likes back from the counts when the account is deleted', async () => {
      const fan = await visitorCaller(rt);
      const role = await insertRole(rt, { name: 'Beloved' });
      const [play] = await rt.database.db.select().from(plays).where(eq(plays.draft, false)).limit(1);
      await like({ id: role, feedType: 'role' }, fan.token);
      await like({ id: role, feedType: 'role' }, reader.token);
      const liked = await like({ id: play!.id, feedType: 'perform' }, fan.token);
      expect((await roleById(rt, role)).likeCount).toBe(2);

      expect((await post('/user/cancel', {}, fan.token)).body.code).toBe(0);
      expect((await roleById(rt, role)).likeCount).toBe(1);
      const [after] = await rt.database.db.select().from(plays).where(eq(plays.id, play!.id));
      expect(after!.likeCount).toBe(liked.body.data.likeCount - 1);
    });

    it('likes a performance and a game', async () => {
      const [play] = await rt.database.db.select().from(plays).where(eq(plays.draft, false)).limit(1);
      const perform = await like({ id: play!.id, feedType: 'perform' }, reader.token);
      expect(perform.body.data).toEqual({ id: play!.id, feedType: 'perform', like: true, likeCount: play!.likeCount + 1 });

      const [game] = await rt.database.db.insert(games).values({ name: 'Quest', status: RoleStatus.Published }).returning();
      expect((await like({ id: game!.id, feedType: 'game' }, reader.token)).body.data.likeCount).toBe(1);
      expect((await like({ id: game!.id, feedType: 'game' }, adult.token)).body.data.likeCount).toBe(2);
      expect((await unlike({ id: game!.id, feedType: 'game' }, adult.token)).body.data.likeCount).toBe(1);
    });

    it('answers 404 for what the caller cannot see', async () => {
      const adultRole = await insertRole(rt, { name: 'Adult Crush', nsfw: true });
      const draftGame = await rt.database.db.insert(games).values({ name: 'Draft Quest', authorId: adult.userId }).returning();
      const cases: [Record<string, unknown>, string][] = [
        [{ id: 99_999_999, feedType: 'role' }, 'Role not found'],
        [{ id: adultRole, feedType: 'role' }, 'Role not found'],
        [{ id: 99_999_999, feedType: 'perform' }, 'Performance not found'],
        [{ id: draftGame[0]!.id, feedType: 'game' }, 'Game not found'],
      ];
      for (const [payload, message] of cases) {
        const { status, body } = await like(payload, reader.token);
        expect(status).toBe(404);
        expect(body.message).toBe(message);
      }
      expect((await like({ id: adultRole, feedType: 'role' }, adult.token)).body.code).toBe(0);
    });

    it.each([
      [{ id: 1, feedType: 'song' }, /^feedType: /],
      [{ feedType: 'role' }, /^id: /],
    ])('refuses %p naming the field', async (payload, message) => {
      const { status, body } = await like(payload, reader.token);
      expect(status).toBe(400);
      expect(body.message).toMatch(message);
    });

    it('needs a session', async () => {
      expect((await like({ id: 1, feedType: 'role' })).status).toBe(401);
      expect((await unlike({ id: 1, feedType: 'role' })).status).toBe(401);
    });
  });

  describe('getAiFriendByRoleId', () => {
    const detail = (roleId: number, token?: string) => post<FriendDetail>('/user/getAiFriendByRoleId', { roleId }, token);

    it('answers a guest the role with its media and no friendship', async () => {
      const role = await insertRole(rt, { name: 'Media Pal', tags: ['Anime'] });
      const [asset] = await rt.database.db.insert(assets).values({ kind: 'voice', name: 'Soft voice', status: 10, resource: { audioUrl: '/media/voice.mp3' } }).returning();
      await rt.database.db.insert(roleProperties).values({ roleId: role, kind: 'voice', assetId: asset!.id });
      const { status, body } = await detail(role);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        roleId: role,
        roleName: 'Media Pal',
        isFriend: false,
        like: false,
        personality: '',
        properties: [{ kind: 'voice', assetId: asset!.id, name: 'Soft voice', resource: { audioUrl: '/media/voice.mp3' } }],
        tags: [expect.objectContaining({ title: 'Anime' })],
      });
    });

    it('tells a friend that they are one', async () => {
      const me = await signedIn(rt);
      const role = await insertRole(rt, { name: 'Known Pal' });
      await addFriend(role, me.token);
      expect((await detail(role, me.token)).body.data.isFriend).toBe(true);
    });

    it("answers 404 for an adult role to a guest and for somebody else's draft", async () => {
      const adultRole = await insertRole(rt, { name: 'Hidden Adult', nsfw: true });
      const draft = await insertRole(rt, { name: 'Hidden Draft', status: RoleStatus.Draft, authorId: adult.userId });
      expect((await detail(adultRole)).status).toBe(404);
      expect((await detail(draft, reader.token)).status).toBe(404);
      expect((await detail(adultRole, adult.token)).body.code).toBe(0);
      expect((await detail(draft, adult.token)).body.data.roleStatus).toBe(RoleStatus.Draft);
    });
  });

  describe('getAiFriendProgress', () => {
    const progress = (roleId: number, token?: string) => post<FriendProgress>('/user/getAiFriendProgress', { roleId }, token);

    it('answers finished (80) for a listed role and the recorded step for the caller’s draft', async () => {
      const listed = await insertRole(rt, { name: 'Done Pal' });
      expect((await progress(listed)).body.data).toEqual({ roleId: listed, roleStatus: RoleStatus.Approved, progress: 80, finished: true, isFriend: false });
      const me = await signedIn(rt);
      const choosing = await insertRole(rt, { name: 'Half Pal', status: RoleStatus.Generating, authorId: me.userId, character: { progress: 61 } });
      const fresh = await insertRole(rt, { name: 'Fresh Pal', status: RoleStatus.Draft, authorId: me.userId });
      expect((await progress(choosing, me.token)).body.data).toMatchObject({ progress: 61, finished: false });
      expect((await progress(fresh, me.token)).body.data).toMatchObject({ progress: 40, finished: false });
      expect((await progress(fresh, reader.token)).status).toBe(404);
    });
  });

  describe('getAiRelation', () => {
    const relation = (roleId: number, token?: string) => post<Relation>('/app/relation/getAiRelation', { roleId }, token);

    it('tells where the caller stands with a role', async () => {
      const me = await signedIn(rt);
      const role = await insertRole(rt, { name: 'Close Pal' });
      expect((await relation(role, me.token)).body.data).toEqual({ roleId: role, isFriend: false, like: false, affinity: 0, level: 0, levelKey: 'stranger', progress: 0, messageCount: 0, lastChatAt: null, friendSince: null });

      await addFriend(role, me.token);
      await post('/user/likeAiFriend', { id: role, feedType: 'role' }, me.token);
      await insertMessage(rt, me.userId, role, { content: 'hi' });
      await insertMessage(rt, me.userId, role, { content: 'hello', fromRole: true });
      await rt.database.db.insert(relations).values({ userId: me.userId, roleId: role, affinity: 20 });
      const { body } = await relation(role, me.token);
      expect(body.data).toEqual({ roleId: role, isFriend: true, like: true, affinity: 20, level: 1, levelKey: 'acquaintance', progress: 0.11, messageCount: 2, lastChatAt: expect.any(Number), friendSince: expect.any(Number) });
      expect((await relation(role, reader.token)).body.data).toMatchObject({ isFriend: false, like: false, affinity: 0, messageCount: 0 });
      const rows = await rt.database.db.select().from(relations).where(and(eq(relations.userId, me.userId), eq(relations.roleId, role)));
      expect(rows).toHaveLength(1);
    });

    it('answers 401 without a session, 404 for an unknown role, 400 naming a bad roleId', async () => {
      expect((await relation(1)).status).toBe(401);
      expect((await relation(99_999_999, reader.token)).status).toBe(404);
      const bad = await post('/app/relation/getAiRelation', { roleId: 'x' }, reader.token);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/^roleId: /);
    });
  });
});
