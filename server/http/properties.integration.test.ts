import { eq } from 'drizzle-orm';
import { API_BASE } from '@/lib/contracts/envelope';
import sharp from 'sharp';
import { COVER_PREVIEW_PATH, parsePropertyResource, PropertyPath, type CoverPreview, type GenerateResult, type ImagePreview, type Price, type Property, type PropertyList, type PropertyTask } from '@/lib/contracts/property';
import { assets, users } from '@/server/db/schema';
import { call } from '@/server/test/api-client';
import { DATABASE_KINDS } from '@/server/test/test-database';
import { createTestRuntime, type TestRuntime } from '@/server/test/test-runtime';

interface LoginData {
  token: string;
  userInfo: { userId: number };
}

describe.each(DATABASE_KINDS)('property and generation calls [%s]', (kind) => {
  let rt: TestRuntime;
  let n = 0;

  /** A signed-in member: a visitor session whose user is then made a local account. */
  const member = async (): Promise<{ token: string; userId: number }> => {
    const { body } = await call<LoginData>(rt.backend, 'POST', '/user/login', { body: { source: 'visitor', deviceId: `prop-${kind}-${++n}-${Date.now()}` } });
    const userId = body.data.userInfo.userId;
    await rt.database.db.update(users).set({ source: 'password', subject: `prop-${kind}-${n}-${Date.now()}` }).where(eq(users.id, userId));
    return { token: body.data.token, userId };
  };
  const visitor = async () => (await call<LoginData>(rt.backend, 'POST', '/user/login', { body: { source: 'visitor', deviceId: `prop-v-${kind}-${++n}-${Date.now()}` } })).body.data.token;
  const post = <T>(token: string, path: string, body: unknown) => call<T>(rt.backend, 'POST', path, { token, body });
  const waitDone = async (token: string, taskId: number): Promise<PropertyTask> => {
    for (let i = 0; i < 600; i++) {
      const { body } = await post<PropertyTask>(token, PropertyPath.taskProcess, { taskId });
      if (body.data.state >= 2) return body.data;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the task did not finish');
  };

  let owner: { token: string; userId: number };
  let other: { token: string; userId: number };
  let made: GenerateResult;

  beforeAll(async () => {
    rt = await createTestRuntime(kind, { seed: false });
    owner = await member();
    other = await member();
    const started = await post<GenerateResult>(owner.token, '/app/cover/generate', { prompt: 'an old elf with silver hair and a crown in a snowy forest', seed: 7, name: 'Winter elf' });
    expect(started.body).toMatchObject({ code: 0, data: { task: { kind: 'cover', state: 0 }, asset: { kind: 'cover', status: 1, name: 'Winter elf', mine: true }, price: { freeLeft: 2 } } });
    made = started.body.data;
  }, 60_000);
  afterAll(() => rt.close());

  it('generates a cover on the thread pool: the task succeeds and the asset holds a real 720×960 image', async () => {
    const done = await waitDone(owner.token, made.task.id);
    expect(done).toMatchObject({ state: 2, progress: 100, error: null, attempts: 1 });
    const { body } = await post<Property>(owner.token, PropertyPath.get, { id: made.asset.id });
    expect(body.data).toMatchObject({ status: 2, task: { id: made.task.id, state: 2 } });
    const resource = parsePropertyResource(body.data.resource);
    expect(resource.cardUrl).toMatch(/\/media\/property\//);
    const key = resource.cardUrl!.slice(resource.cardUrl!.indexOf('/media/') + '/media/'.length);
    const image = await rt.services.media.get(key);
    const meta = await sharp(image!).stats();
    expect(await sharp(image!).metadata()).toMatchObject({ format: 'webp', width: 720, height: 960 });
    expect(meta.channels.slice(0, 3).every((c) => c.stdev > 10)).toBe(true);
    const preview = await post<ImagePreview>(owner.token, PropertyPath.getImagePreview, { id: made.asset.id });
    expect(preview.body.data).toEqual({ id: made.asset.id, imageUrl: resource.cardUrl });
  }, 60_000);

  it('names a new asset after its prompt when the person gives no name', async () => {
    const someone = await member();
    const started = await post<GenerateResult>(someone.token, '/app/cover/generate', { prompt: 'a fox spirit under the moon' });
    expect(started.body.data.asset.name).toBe('A fox spirit under the moon');
  });

  it("keeps a draft to its owner: others get 404, batchGet leaves it out, and a published one shows to all", async () => {
    await waitDone(owner.token, made.task.id);
    expect((await post(other.token, PropertyPath.get, { id: made.asset.id })).body.code).toBe(404);
    expect((await post(other.token, PropertyPath.getImagePreview, { id: made.asset.id })).body.code).toBe(404);
    expect((await post(other.token, PropertyPath.taskProcess, { taskId: made.task.id })).body.code).toBe(404);
    expect((await post(other.token, PropertyPath.taskProcess, { assetId: made.asset.id })).body.code).toBe(404);
    expect((await post(other.token, PropertyPath.taskCancel, { taskId: made.task.id })).body.code).toBe(404);
    expect((await post(other.token, PropertyPath.retryGenerate, { taskId: made.task.id })).body.code).toBe(404);
    expect((await post<{ list: Property[] }>(other.token, PropertyPath.batchGet, { ids: [made.asset.id] })).body.data.list).toEqual([]);
    expect((await post<PropertyList>(other.token, PropertyPath.getList, { scope: 'public' })).body.data.list.map((p) => p.id)).not.toContain(made.asset.id);
    // Regenerating someone else's asset is refused as missing.
    expect((await post(other.token, '/app/cover/generate', { prompt: 'mine now', assetId: made.asset.id })).body.code).toBe(404);

    await rt.database.db.update(assets).set({ status: 10 }).where(eq(assets.id, made.asset.id));
    const seen = await post<Property>(other.token, PropertyPath.get, { id: made.asset.id });
    expect(seen.body.data).toMatchObject({ id: made.asset.id, status: 10, mine: false, task: null });
    const batch = await post<{ list: Property[] }>(other.token, PropertyPath.batchGet, { ids: [made.asset.id, 999_999_999] });
    expect(batch.body.data.list.map((p) => p.id)).toEqual([made.asset.id]);
    expect((await post<PropertyList>(other.token, PropertyPath.getList, { scope: 'public', kind: 'cover' })).body.data.list.map((p) => p.id)).toContain(made.asset.id);
    await rt.database.db.update(assets).set({ status: 2 }).where(eq(assets.id, made.asset.id));
  }, 60_000);

  it('lists the owner’s assets and tasks by kind, status and task filter', async () => {
    await waitDone(owner.token, made.task.id);
    const mine = await post<PropertyList>(owner.token, PropertyPath.getList, { kind: 'cover', status: 2, taskFilter: 2 });
    expect(mine.body.data.list.map((p) => p.id)).toContain(made.asset.id);
    expect(mine.body.data.page).toMatchObject({ current: 1, size: 20 });
    expect((await post<PropertyList>(owner.token, PropertyPath.getList, { taskFilter: 3 })).body.data.list).toEqual([]);
    expect((await post<PropertyList>(owner.token, PropertyPath.getList, { kind: 'bgm' })).body.data.list).toEqual([]);
    const tasks = await post<{ list: PropertyTask[]; page: { total: number } }>(owner.token, PropertyPath.getTaskList, { taskFilter: 2 });
    expect(tasks.body.data.list.map((t) => t.id)).toContain(made.task.id);
    expect((await post<{ list: PropertyTask[] }>(other.token, PropertyPath.getTaskList, {})).body.data.list).toEqual([]);
  }, 60_000);

  it('refuses bad input with the field named', async () => {
    const cases: [string, unknown][] = [
      [PropertyPath.getList, { taskFilter: 4 }],
      [PropertyPath.getList, { status: 3 }],
      [PropertyPath.getList, { kind: 'video' }],
      [PropertyPath.getList, { size: 1000 }],
      [PropertyPath.get, { id: 'abc' }],
      [PropertyPath.get, {}],
      [PropertyPath.batchGet, { ids: [] }],
      [PropertyPath.batchGet, { ids: Array.from({ length: 101 }, (_, i) => i + 1) }],
      [PropertyPath.taskProcess, {}],
      [PropertyPath.taskCancel, { taskId: -1 }],
      [PropertyPath.getPrice, { kind: 'nothing' }],
      ['/app/cover/generate', { prompt: '' }],
      ['/app/cover/generate', { type: 'upload' }],
      ['/app/cover/generate', { prompt: 'x'.repeat(501) }],
    ];
    for (const [path, body] of cases) {
      const { status, body: answer } = await post(owner.token, path, body);
      expect({ path, status, code: answer.code }).toEqual({ path, status: 400, code: 400 });
      expect(answer.message).toMatch(/\w+: /);
    }
    const empty = await post(owner.token, '/app/cover/generate', { prompt: '' });
    expect(empty.body.message).toContain('Please enter prompt to generate.');
  }, 60_000);

  it('refuses a kind with no generator, a visitor and a finished task’s cancel; answers the price', async () => {
    const none = await post(owner.token, '/app/song/generate', { prompt: 'a song' });
    expect(none.body).toMatchObject({ code: 404, message: 'song: this server has no generator for this kind' });
    const guest = await visitor();
    const refused = await post(guest, '/app/cover/generate', { prompt: 'a fox spirit' });
    expect(refused.body.code).toBe(-1);
    expect(refused.body.message).toMatch(/log in/);
    expect((await post<Price>(guest, PropertyPath.getPrice, { kind: 'cover' })).body.data).toMatchObject({ loginRequired: true, freeLeft: 0 });
    expect((await post<Price>(other.token, PropertyPath.getPrice, { kind: 'cover' })).body.data).toMatchObject({ available: true, loginRequired: false, freePerDay: 3, freeLeft: 3, nextCost: 0 });
    expect((await post<Price>(other.token, PropertyPath.getPrice, { kind: 'song' })).body.data.available).toBe(false);
    await waitDone(owner.token, made.task.id);
    expect((await post(owner.token, PropertyPath.taskCancel, { taskId: made.task.id })).body.code).toBe(409);
    expect((await post(owner.token, PropertyPath.retryGenerate, { taskId: made.task.id })).body.code).toBe(409);
    expect((await call(rt.backend, 'POST', PropertyPath.getList, { body: {} })).body.code).toBe(401);
  }, 60_000);

  it('makes a cover from an uploaded image, re-encoded; a file that is not an image fails in words', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3a7bd5' } }).png().toBuffer();
    const ok = await post<GenerateResult>(other.token, '/app/cover/create', { type: 'upload', image: png.toString('base64') });
    expect(ok.body.code).toBe(0);
    expect(await waitDone(other.token, ok.body.data.task.id)).toMatchObject({ state: 2 });
    const bad = await post<GenerateResult>(other.token, '/app/cover/create', { type: 'upload', image: Buffer.from('<svg onload="alert(1)"></svg>').toString('base64') });
    expect(await waitDone(other.token, bad.body.data.task.id)).toMatchObject({ state: 3, error: 'Generation failed: the file is not a PNG, JPEG or WebP image', refunded: true });
  }, 60_000);

  it('previews a cover small and free, before a start', async () => {
    const before = (await post<Price>(owner.token, PropertyPath.getPrice, { kind: 'cover' })).body.data.freeLeft;
    const { body } = await post<CoverPreview>(owner.token, COVER_PREVIEW_PATH, { prompt: 'a girl with pink twintails on a neon stage', seed: 3 });
    expect(body.data).toMatchObject({ width: 240, height: 320 });
    const bytes = Buffer.from(body.data.imageUrl.replace('data:image/webp;base64,', ''), 'base64');
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 240, height: 320 });
    expect((await post<Price>(owner.token, PropertyPath.getPrice, { kind: 'cover' })).body.data.freeLeft).toBe(before);
    expect((await post(owner.token, COVER_PREVIEW_PATH, { prompt: '', seed: 3 })).body.code).toBe(400);
    expect((await post(owner.token, COVER_PREVIEW_PATH, { prompt: 'a fox' })).body.message).toMatch(/^seed: /);
  }, 60_000);

  it('lists the calls in the OpenAPI document', async () => {
    const response = await rt.backend.fetch(new Request('http://localhost/koko/app/api/openapi.json'));
    const doc = (await response.json()) as { paths: Record<string, unknown> };
    for (const path of [...Object.values(PropertyPath), '/app/cover/generate', '/app/cover/create', '/app/bgm/generate', COVER_PREVIEW_PATH]) expect(Object.keys(doc.paths)).toContain(API_BASE + path);
  });
});
