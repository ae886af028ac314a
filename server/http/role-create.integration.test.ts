import { eq } from 'drizzle-orm';
import { aiTopicId } from '@/lib/contracts/chat';
import type { FeedItem } from '@/lib/contracts/feed';
import type { RoleCard, RoleDetail, Tag } from '@/lib/contracts/role';
import { RoleStatus } from '@/lib/contracts/role';
import { RoleCreatePath, RoleCreateMessage, RoleCreationProgress, type ReviewItem, type RoleDraft, type TagCreated } from '@/lib/contracts/role-create';
import { assets, feedItems, roleProperties, roles, tags } from '@/server/db/schema';
import { call } from '@/server/test/api-client';
import { insertMessage, signedIn, visitorCaller, type Caller } from '@/server/test/catalogue-fixtures';
import { DATABASE_KINDS } from '@/server/test/test-database';
import { createTestRuntime, type TestRuntime } from '@/server/test/test-runtime';

type Page<T> = { list: T[]; page: { current: number; size: number; total: number } };

describe.each(DATABASE_KINDS)('creating a character [%s]', (kind) => {
  let rt: TestRuntime;
  let author: Caller;
  let other: Caller;
  let staff: Caller;
  let reader: Caller;
  let visitor: Caller;

  const post = <T>(path: string, body: unknown, token?: string) => call<T>(rt.backend, 'POST', path, { body, token });
  const draftOf = async (path: string, body: unknown, token: string) => {
    const { status, body: answer } = await post<RoleDraft>(path, body, token);
    expect({ status, code: answer.code, message: answer.message }).toMatchObject({ status: 200, code: 0 });
    return answer.data;
  };
  const roleRow = async (roleId: number) => (await rt.database.db.select().from(roles).where(eq(roles.id, roleId)))[0];
  const asset = async (ownerId: number, assetKind: string, resource: Record<string, unknown> = {}, status = 2) =>
    (await rt.database.db.insert(assets).values({ ownerId, kind: assetKind, name: assetKind, status, resource }).returning({ id: assets.id }))[0]!.id;
  /** Every role id of a paged list, all pages. */
  const allIds = async (path: string, body: Record<string, unknown>, token?: string) => {
    const ids: number[] = [];
    for (let current = 1; ; current++) {
      const { body: answer } = await post<{ list: (FeedItem | RoleCard)[] }>(path, { ...body, current, size: 50 }, token);
      expect(answer.code).toBe(0);
      ids.push(...answer.data.list.map((i) => ('role' in i ? i.role.roleId : i.roleId)));
      if (answer.data.list.length < 50) return ids;
    }
  };
  const discoverIds = (token?: string) => allIds('/feed/getFeedForDiscoverV2', { deviceId: 'd', tagTitle: '' }, token);
  const searchIds = (keyword: string) => allIds('/feed/searchFeedInfo', { keyword });
  const roleListIds = () => allIds('/app/role/getAiRoleList', {});
  const sitemapIds = async () => (await rt.services.roles.publicProfiles(10_000)).map((p) => p.id);
  const complete = (avatarId: number) => ({ intro: 'A lighthouse keeper.', roleAppearInfo: 'Hello {{user}}!', propertyAvatarId: avatarId });

  beforeAll(async () => {
    rt = await createTestRuntime(kind);
    author = await signedIn(rt, { name: 'Ada' });
    other = await signedIn(rt, { name: 'Eve' });
    staff = await signedIn(rt, { whitelistLevel: 1 });
    reader = await signedIn(rt);
    visitor = await visitorCaller(rt);
  });
  afterAll(() => rt.close());

  it('lists the starter characters (approved) in Discover, and not published ones', async () => {
    const starters = await rt.database.db.select({ status: roles.status, review: roles.reviewState }).from(roles).where(eq(roles.authorName, 'KOKO'));
    expect(starters.length).toBeGreaterThan(0);
    expect(starters.every((r) => r.status === RoleStatus.Approved && r.review === 'approved')).toBe(true);
  });

  it('creates, saves in parts (idempotently), publishes, reviews and lists a character', async () => {
    const created = await draftOf(RoleCreatePath.createAiRole, { roleName: 'Keeper Lin' }, author.token);
    expect(created).toMatchObject({ status: RoleStatus.Draft, roleName: 'Keeper Lin', progress: null, reviewState: 'none', missing: ['intro', 'greeting', 'cover'] });
    expect((await roleRow(created.roleId))!.authorName).toBe('Ada');
    const roleId = created.roleId;

    // Incomplete: refused with the seed's message, nothing changes.
    const early = await post<RoleDraft>(RoleCreatePath.publish, { roleId }, author.token);
    expect(early.body).toMatchObject({ code: 400, message: RoleCreateMessage.incomplete });
    expect((await roleRow(roleId))!.status).toBe(RoleStatus.Draft);

    // Partial patches, each leaving the other fields; the same save twice leaves the same draft.
    const avatarId = await asset(author.userId, 'avatar', { cardUrl: '/media/lin.webp' });
    const bgm = [await asset(author.userId, 'bgm'), await asset(author.userId, 'bgm')];
    await post<TagCreated>(RoleCreatePath.tagCreate, { title: 'Seaside' }, author.token);
    const save = { roleId, intro: 'A lighthouse keeper.', progress: RoleCreationProgress.ChooseImage, tags: ['seaside'], propertyBgmIds: bgm };
    const first = await draftOf(RoleCreatePath.pipeSave, save, author.token);
    const again = await draftOf(RoleCreatePath.pipeSave, save, author.token);
    // A retry that overlaps the first save (the client retries on error) leaves the same rows.
    const overlapping = await Promise.all([post<RoleDraft>(RoleCreatePath.pipeSave, save, author.token), post<RoleDraft>(RoleCreatePath.pipeSave, save, author.token)]);
    expect(overlapping.map((r) => r.body.code)).toEqual([0, 0]);
    expect({ ...again, updatedAt: '' }).toEqual({ ...first, updatedAt: '' });
    expect(again).toMatchObject({ roleName: 'Keeper Lin', intro: 'A lighthouse keeper.', progress: 40, tags: ['Seaside'], propertyBgmIds: bgm, missing: ['greeting', 'cover'] });
    expect((await post('/user/getAiFriendProgress', { roleId }, author.token)).body.data).toMatchObject({ progress: 40, finished: false });
    const second = await draftOf(RoleCreatePath.pipeSave, { roleId, propertyAvatarId: avatarId, progress: RoleCreationProgress.ChooseMotion }, author.token);
    expect(second).toMatchObject({ intro: 'A lighthouse keeper.', propertyAvatarId: avatarId, coverUrl: '/media/lin.webp', progress: 61, propertyBgmIds: bgm, missing: ['greeting'] });
    expect(await rt.database.db.select().from(roleProperties).where(eq(roleProperties.roleId, roleId))).toHaveLength(3);

    // The character step saves the character fields; an empty example dialogue is refused.
    const emptyDialogue = await post(RoleCreatePath.characterCreate, { roleId, exampleDialogue: '' }, author.token);
    expect(emptyDialogue.body).toMatchObject({ code: 400, message: `exampleDialogue: ${RoleCreateMessage.dialogExampleEmpty}` });
    const character = await draftOf(RoleCreatePath.characterCreate, { roleId, personality: 'Calm', roleAppearInfo: 'Hello {{user}}!', exampleDialogue: '{{char}}: Ahoy.' }, author.token);
    expect(character).toMatchObject({ personality: 'Calm', roleAppearInfo: 'Hello {{user}}!', exampleDialogue: '{{char}}: Ahoy.', missing: [] });

    // Published: its profile opens for anyone with the link; no list shows it yet.
    const published = await draftOf(RoleCreatePath.publish, { roleId }, author.token);
    expect(published).toMatchObject({ status: RoleStatus.Published, reviewState: 'none' });
    expect(published.publishedAt).not.toBeNull();
    expect((await post<RoleDetail>('/app/role/getAiRole', { roleId }, reader.token)).body).toMatchObject({ code: 0, data: { roleId, roleName: 'Keeper Lin' } });
    expect((await post<RoleDetail>('/app/role/getAiRole', { roleId })).body.code).toBe(0);
    expect(await discoverIds()).not.toContain(roleId);
    expect(await searchIds('Keeper Lin')).not.toContain(roleId);
    expect(await roleListIds()).not.toContain(roleId);
    expect(await sitemapIds()).not.toContain(roleId);

    // push asks for review; staff see it in the queue and approve it.
    expect(await draftOf(RoleCreatePath.push, { roleId }, author.token)).toMatchObject({ status: RoleStatus.Published, reviewState: 'pending' });
    const queue = await post<Page<ReviewItem>>(RoleCreatePath.reviewList, {}, staff.token);
    expect(queue.body.data.list.find((i) => i.roleId === roleId)).toMatchObject({ authorUid: author.userId, authorName: 'Ada', reviewState: 'pending' });
    expect((await post(RoleCreatePath.reviewApprove, { roleId }, author.token)).body.code).toBe(403);
    const approved = await draftOf(RoleCreatePath.reviewApprove, { roleId }, staff.token);
    expect(approved).toMatchObject({ status: RoleStatus.Approved, reviewState: 'approved' });
    expect(approved.approvedAt).not.toBeNull();
    expect(await rt.database.db.select().from(feedItems).where(eq(feedItems.roleId, roleId))).toHaveLength(1);
    expect(await discoverIds()).toContain(roleId);
    expect(await searchIds('Keeper Lin')).toContain(roleId);
    expect(await roleListIds()).toContain(roleId);
    expect(await sitemapIds()).toContain(roleId);

    // Taken down: published again, out of every list, with the reason the author reads.
    const down = await draftOf(RoleCreatePath.reviewTakeDown, { roleId, reason: 'Cover shows a real person' }, staff.token);
    expect(down).toMatchObject({ status: RoleStatus.Published, reviewState: 'takenDown', reviewNote: 'Cover shows a real person' });
    expect(await rt.database.db.select().from(feedItems).where(eq(feedItems.roleId, roleId))).toHaveLength(0);
    expect(await discoverIds()).not.toContain(roleId);
    expect(await sitemapIds()).not.toContain(roleId);
    expect(await draftOf(RoleCreatePath.getDraft, { roleId }, author.token)).toMatchObject({ reviewState: 'takenDown', reviewNote: 'Cover shows a real person' });
    expect((await post(RoleCreatePath.reviewTakeDown, { roleId, reason: 'again' }, staff.token)).body.code).toBe(409);
  });

  it('rejects a review request with a reason the author sees; the role stays published', async () => {
    const avatarId = await asset(author.userId, 'avatar');
    const { roleId } = await draftOf(RoleCreatePath.createAiRole, { roleName: 'Rejected Rue' }, author.token);
    const pushed = await draftOf(RoleCreatePath.pipeSave, { roleId, ...complete(avatarId) }, author.token);
    expect(pushed.missing).toEqual([]);
    expect(await draftOf(RoleCreatePath.push, { roleId }, author.token)).toMatchObject({ status: RoleStatus.Published, reviewState: 'pending' });
    await draftOf(RoleCreatePath.reviewReject, { roleId, reason: 'The intro is too short' }, staff.token);
    expect(await draftOf(RoleCreatePath.getDraft, { roleId }, author.token)).toMatchObject({ status: RoleStatus.Published, reviewState: 'rejected', reviewNote: 'The intro is too short' });
    expect(await discoverIds()).not.toContain(roleId);
    expect((await post<RoleDetail>('/app/role/getAiRole', { roleId }, reader.token)).body.code).toBe(0);
  });

  it("wears a VRM of the author's as its 3D model, and sounds like the voice asset linked to it", async () => {
    const { roleId } = await draftOf(RoleCreatePath.createAiRole, { roleName: 'Model Mae' }, author.token);
    const look = await asset(author.userId, 'avatar', { cardUrl: '/media/mae.webp', look: {} });
    const vrm = await asset(author.userId, 'avatar', { url: '/koko/app/api/media/avatars/mae.vrm', vrmVersion: 1 }, 10);
    // A look is not a model: refused, and nothing saved.
    const refused = await post<RoleDraft>(RoleCreatePath.pipeSave, { roleId, propertyModelId: look }, author.token);
    expect(refused.body).toMatchObject({ code: 400, message: `propertyModelId: asset ${look} has no 3D model file; upload a VRM` });
    const saved = await draftOf(RoleCreatePath.pipeSave, { roleId, propertyAvatarId: look, propertyModelId: vrm }, author.token);
    expect(saved).toMatchObject({ propertyAvatarId: look, propertyModelId: vrm, coverUrl: '/media/mae.webp' });
    const stage = await call<{ vrmUrl: string | null }>(rt.backend, 'GET', `/avatar/roleStage?roleId=${roleId}`, { token: author.token });
    expect(stage.body.data.vrmUrl).toBe('/koko/app/api/media/avatars/mae.vrm');
    // Another's VRM is not the author's to use.
    const foreign = await asset(other.userId, 'avatar', { url: '/koko/app/api/media/avatars/eve.vrm' }, 2);
    expect((await post<RoleDraft>(RoleCreatePath.pipeSave, { roleId, propertyModelId: foreign }, author.token)).body.code).toBe(400);

    const voice = await asset(author.userId, 'voice', { voice: { voice: 'kal16', pitch: 0.82, rate: 1.1, gender: 'male' }, audioUrl: ['/media/v.wav'] });
    await draftOf(RoleCreatePath.pipeSave, { roleId, propertyVoiceId: voice }, author.token);
    expect((await roleRow(roleId))!.voice).toEqual({ voice: 'kal16', pitch: 0.82, rate: 1.1 });
    await draftOf(RoleCreatePath.pipeSave, { roleId, propertyVoiceId: null, propertyModelId: null }, author.token);
    expect((await roleRow(roleId))!.voice).toBeNull();
    expect((await call<{ vrmUrl: string | null }>(rt.backend, 'GET', `/avatar/roleStage?roleId=${roleId}`, { token: author.token })).body.data.vrmUrl).toBeNull();
  });

  it('publishes with pipePublish, or refuses it and saves nothing', async () => {
    const { roleId } = await draftOf(RoleCreatePath.createAiRole, { roleName: 'Pip' }, author.token);
    const refused = await post(RoleCreatePath.pipePublish, { roleId, intro: 'Only an intro' }, author.token);
    expect(refused.body).toMatchObject({ code: 400, message: RoleCreateMessage.incomplete });
    expect((await roleRow(roleId))!.intro).toBe('');
    const avatarId = await asset(author.userId, 'avatar');
    expect(await draftOf(RoleCreatePath.pipePublish, { roleId, ...complete(avatarId) }, author.token)).toMatchObject({ status: RoleStatus.Published, missing: [] });
  });

  it('keeps adult characters out of the sitemap and of lists without adult content', async () => {
    const avatarId = await asset(author.userId, 'avatar');
    const { roleId } = await draftOf(RoleCreatePath.createAiRole, { roleName: 'Night Velvet' }, author.token);
    await draftOf(RoleCreatePath.pipePublish, { roleId, ...complete(avatarId), nsfw: true }, author.token);
    await draftOf(RoleCreatePath.reviewApprove, { roleId }, staff.token);
    expect(await sitemapIds()).not.toContain(roleId);
    expect(await discoverIds()).not.toContain(roleId);
    const adult = await signedIn(rt, { openNsfw: true });
    expect(await discoverIds(adult.token)).toContain(roleId);
  });

  it('deletes a character: profile 404, out of the feeds, chats still readable as history', async () => {
    const avatarId = await asset(author.userId, 'avatar');
    const { roleId } = await draftOf(RoleCreatePath.createAiRole, { roleName: 'Gone Gail' }, author.token);
    await draftOf(RoleCreatePath.pipePublish, { roleId, ...complete(avatarId) }, author.token);
    await draftOf(RoleCreatePath.reviewApprove, { roleId }, staff.token);
    await insertMessage(rt, reader.userId, roleId, { content: 'hi Gail' });
    await insertMessage(rt, reader.userId, roleId, { content: 'hello!', fromRole: true });

    expect((await post(RoleCreatePath.delete, { roleId }, other.token)).body.code).toBe(404);
    expect(await post(RoleCreatePath.delete, { roleId }, author.token)).toMatchObject({ status: 200, body: { code: 0, data: { roleId } } });
    expect((await post('/app/role/getAiRole', { roleId }, reader.token)).body.code).toBe(404);
    expect(await roleRow(roleId)).toBeUndefined();
    expect(await discoverIds()).not.toContain(roleId);
    expect(await sitemapIds()).not.toContain(roleId);

    const history = await post<{ data: { list: { content?: string }[] } }>('/user/getHistoryMsg', { topicId: aiTopicId(roleId), pageSize: 20 }, reader.token);
    expect(history.status).toBe(200);
    expect(history.body.code).toBe(0);
    expect(history.body.data.data.list).toHaveLength(2);
    const conversations = await post('/chat/conversationList', {}, reader.token);
    expect(conversations.body.code).toBe(0);
    const played = await post('/feed/feedInfoHistoryV2', { current: 1, size: 20 }, reader.token);
    expect(played.body.code).toBe(0);
    expect((await post(RoleCreatePath.delete, { roleId }, author.token)).body.code).toBe(404);
  });

  it("refuses every write to another user's role as not found, and changes nothing", async () => {
    const avatarId = await asset(author.userId, 'avatar');
    const { roleId } = await draftOf(RoleCreatePath.createAiRole, { roleName: 'Mine Only' }, author.token);
    const before = await roleRow(roleId);
    const calls: [string, Record<string, unknown>][] = [
      [RoleCreatePath.getDraft, { roleId }],
      [RoleCreatePath.pipeSave, { roleId, intro: 'stolen' }],
      [RoleCreatePath.pipePublish, { roleId, ...complete(avatarId) }],
      [RoleCreatePath.publish, { roleId }],
      [RoleCreatePath.push, { roleId }],
      [RoleCreatePath.delete, { roleId }],
      [RoleCreatePath.characterCreate, { roleId, personality: 'stolen' }],
    ];
    for (const [path, body] of calls) expect([path, (await post(path, body, other.token)).body.code]).toEqual([path, 404]);
    expect(await roleRow(roleId)).toEqual(before);
    // Others' private assets are refused; their published ones may be used.
    const theirs = await asset(other.userId, 'avatar');
    const refused = await post(RoleCreatePath.pipeSave, { roleId, propertyAvatarId: theirs }, author.token);
    expect(refused.body).toMatchObject({ code: 400, message: expect.stringMatching(/^propertyAvatarId: /) });
    const shared = await asset(other.userId, 'avatar', {}, 10);
    expect(await draftOf(RoleCreatePath.pipeSave, { roleId, propertyAvatarId: shared }, author.token)).toMatchObject({ propertyAvatarId: shared });
    const wrongKind = await post(RoleCreatePath.pipeSave, { roleId, propertyVoiceId: avatarId }, author.token);
    expect(wrongKind.body).toMatchObject({ code: 400, message: expect.stringMatching(/^propertyVoiceId: /) });
  });

  it('asks visitors to log in on every creation call', async () => {
    const { roleId } = await draftOf(RoleCreatePath.createAiRole, { roleName: 'Visitor Proof' }, author.token);
    const calls: [string, Record<string, unknown>][] = [
      [RoleCreatePath.createAiRole, { roleName: 'Sneaky' }],
      [RoleCreatePath.getDraft, { roleId }],
      [RoleCreatePath.pipeSave, { roleId, intro: 'x' }],
      [RoleCreatePath.pipePublish, { roleId }],
      [RoleCreatePath.publish, { roleId }],
      [RoleCreatePath.push, { roleId }],
      [RoleCreatePath.delete, { roleId }],
      [RoleCreatePath.characterCreate, { roleId, personality: 'x' }],
      [RoleCreatePath.tagCreate, { title: 'Visitor tag' }],
      [RoleCreatePath.updateTagBackground, { title: 'Seaside', background: '/x.webp' }],
      [RoleCreatePath.reviewList, {}],
      [RoleCreatePath.reviewApprove, { roleId }],
    ];
    for (const [path, body] of calls) expect([path, (await post(path, body, visitor.token)).body.code]).toEqual([path, -1]);
    for (const [path, body] of calls) expect([path, (await post(path, body)).status]).toEqual([path, 401]);
    expect((await rt.database.db.select().from(roles).where(eq(roles.name, 'Sneaky'))).length).toBe(0);
  });

  it('answers bad input with a 400 naming the field, and writes nothing', async () => {
    const { roleId } = await draftOf(RoleCreatePath.createAiRole, { roleName: 'Strict Sam' }, author.token);
    const before = await roleRow(roleId);
    const bad: [Record<string, unknown>, string][] = [
      [{ roleId, roleName: '你好' }, 'roleName: must contain at least one Latin letter'],
      [{ roleId, gender: 'robot' }, `gender: ${RoleCreateMessage.selectOption}`],
      [{ roleId, propertyAvatarId: 0 }, `propertyAvatarId: ${RoleCreateMessage.selectItem}`],
      [{ roleId, propertyBgmIds: [1, 2, 3, 4, 5, 6] }, `propertyBgmIds: ${RoleCreateMessage.tooManyBgm}`],
      [{ roleId, intro: 'x'.repeat(501) }, 'intro: must be at most 500 characters'],
      [{ roleId, progress: 41 }, 'progress: '],
      [{ roleId, tags: ['No Such Tag'] }, 'tags: '],
      [{ roleId, surprise: true }, ''],
    ];
    for (const [body, message] of bad) {
      const { status, body: answer } = await post(RoleCreatePath.pipeSave, body, author.token);
      expect([status, answer.code, answer.message.startsWith(message)]).toEqual([400, 400, true]);
    }
    expect((await post(RoleCreatePath.createAiRole, { roleName: '' }, author.token)).body).toMatchObject({ code: 400, message: expect.stringMatching(/^roleName: /) });
    expect(await roleRow(roleId)).toEqual(before);
  });

  it('creates tags once in any case; staff or the creator change a background', async () => {
    const made = await post<TagCreated>(RoleCreatePath.tagCreate, { title: 'Lighthouse' }, author.token);
    expect(made.body).toMatchObject({ code: 0, data: { created: true, tag: { title: 'Lighthouse', background: null } } });
    const same = await post<TagCreated>(RoleCreatePath.tagCreate, { title: 'LIGHTHOUSE' }, other.token);
    expect(same.body.data).toEqual({ created: false, tag: made.body.data.tag });
    expect(await rt.database.db.select().from(tags).where(eq(tags.title, 'LIGHTHOUSE'))).toHaveLength(0);
    expect((await post(RoleCreatePath.tagCreate, { title: 'x'.repeat(65) }, author.token)).body.message).toMatch(/^title: /);

    const tagId = made.body.data.tag.id;
    expect((await post(RoleCreatePath.updateTagBackground, { tagId, background: '/bg.webp' }, other.token)).body.code).toBe(403);
    expect((await post<Tag>(RoleCreatePath.updateTagBackground, { tagId, background: '/bg.webp' }, author.token)).body.data).toMatchObject({ id: tagId, background: '/bg.webp' });
    expect((await post<Tag>(RoleCreatePath.updateTagBackground, { title: 'lighthouse', background: null }, staff.token)).body.data).toMatchObject({ id: tagId, background: null });
  });

  it('warms the hot score with likes and friends, once each, and with chats counted apart', async () => {
    const avatarId = await asset(author.userId, 'avatar');
    const { roleId } = await draftOf(RoleCreatePath.createAiRole, { roleName: 'Warm Wren' }, author.token);
    await draftOf(RoleCreatePath.pipePublish, { roleId, ...complete(avatarId) }, author.token);
    const hot = async () => (await roleRow(roleId))!.hotScore;
    expect(await hot()).toBe(0);
    const like = (yes: boolean) => post(yes ? '/user/likeAiFriend' : '/user/cancelLikeAiFriend', { id: roleId, feedType: 'role' }, reader.token);
    expect((await like(true)).body.code).toBe(0);
    await like(true);
    expect(await hot()).toBe(1);
    expect((await post('/user/subAiFriend', { roleId }, reader.token)).body.code).toBe(0);
    await post('/user/subAiFriend', { roleId }, reader.token);
    expect(await hot()).toBe(3);
    await like(false);
    expect(await hot()).toBe(2);

    // Chats are counted in periodically: each user who wrote since the last count adds one, however much they wrote.
    await rt.services.chatHeat.run(0);
    const talker = await signedIn(rt);
    await insertMessage(rt, talker.userId, roleId, { content: 'hi' });
    await insertMessage(rt, talker.userId, roleId, { content: 'again' });
    await insertMessage(rt, talker.userId, roleId, { content: 'hello', fromRole: true });
    await insertMessage(rt, reader.userId, roleId, { content: 'me too' });
    expect(await rt.services.chatHeat.run(3600)).toBe(0);
    expect(await hot()).toBe(2);
    expect(await rt.services.chatHeat.run(0)).toBeGreaterThanOrEqual(1);
    expect(await hot()).toBe(4);
    await rt.services.chatHeat.run(0);
    expect(await hot()).toBe(4);
  });
});
