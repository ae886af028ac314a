import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { API_BASE, type Envelope } from '@/lib/contracts/envelope';
import { MAX_VRM_BYTES, type AvatarAsset, type RoleStage } from '@/lib/contracts/avatar-asset';
import { avatarLookFrom, avatarLookSchema } from '@/lib/avatar/look';
import { lookFromPrompt } from '@/server/providers/avatar/prompt-look';
import { vrm0ToVrm1 } from '@/lib/test/glb-files';
import { assets, roleProperties, roles } from '@/server/db/schema';
import { call } from '@/server/test/api-client';
import { insertRole, signedIn, visitorCaller, type Caller } from '@/server/test/catalogue-fixtures';
import { DATABASE_KINDS } from '@/server/test/test-database';
import { createTestRuntime, SHARED_MEDIA_DIR, type TestRuntime } from '@/server/test/test-runtime';

/** A real VRM made elsewhere (see ../shared/fixtures/README.md); a clone without ../shared skips these tests. */
const FIXTURE = path.join(process.cwd(), '..', 'shared', 'fixtures', 'vrm', 'cryptovoxels.vrm');
const hasFixture = fs.existsSync(FIXTURE);
if (!hasFixture) console.warn(`avatar API tests skipped: the VRM fixture ${FIXTURE} is not on this machine`);
const VRM = hasFixture ? fs.readFileSync(FIXTURE) : Buffer.alloc(0);
/** The smallest PNG: one transparent pixel. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

(hasFixture ? describe : describe.skip).each(DATABASE_KINDS)('avatar API [%s]', (kind) => {
  let rt: TestRuntime;
  let owner: Caller;
  let other: Caller;

  const upload = async (bytes: Buffer, caller: Caller | undefined, name = 'model.vrm', type = 'model/gltf-binary') => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)], { type }), name);
    const headers: Record<string, string> = caller ? { 'x-auth': caller.token } : {};
    const response = await rt.backend.fetch(new Request(`http://localhost${API_BASE}/avatar/upload`, { method: 'POST', body: form, headers }));
    return { status: response.status, body: (await response.json()) as Envelope<AvatarAsset> };
  };
  const list = (caller: Caller) => call<{ list: AvatarAsset[] }>(rt.backend, 'GET', '/avatar/list', { token: caller.token });
  const storedFor = (caller: Caller) => {
    const dir = path.join(SHARED_MEDIA_DIR, 'avatars', `u${caller.userId}`);
    return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.vrm')) : [];
  };
  const avatarRows = (caller: Caller) => rt.database.db.select().from(assets).where(eq(assets.ownerId, caller.userId));

  beforeAll(async () => {
    rt = await createTestRuntime(kind, { seed: false });
    owner = await signedIn(rt);
    other = await visitorCaller(rt);
  });
  afterAll(() => rt.close());

  it('stores a real VRM, records it as the owner’s avatar asset and serves the same bytes', async () => {
    const { status, body } = await upload(VRM, owner, 'cryptovoxels.vrm');
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    const asset = body.data;
    expect(asset).toMatchObject({ name: 'cryptovoxels', vrmVersion: 0, bytes: VRM.length, status: 10 });
    expect(asset.url).toMatch(new RegExp(`^${API_BASE}/media/avatars/u${owner.userId}/[0-9a-f]{32}\\.vrm$`));

    const [row] = await avatarRows(owner);
    expect(row).toMatchObject({ kind: 'avatar', ownerId: owner.userId, name: 'cryptovoxels', status: 10 });
    expect(row!.resource).toMatchObject({ url: asset.url, modelType: 2, vrmVersion: 0 });

    const served = await rt.backend.fetch(new Request(`http://localhost${asset.url}`));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('model/gltf-binary');
    expect(Buffer.from(await served.arrayBuffer()).equals(VRM)).toBe(true);

    const mine = await list(owner);
    expect(mine.body.data.list.map((a) => a.id)).toEqual([asset.id]);
    // Another user sees none of it.
    expect((await list(other)).body.data.list).toEqual([]);
  });

  it('records a VRM 1.0 file as version 1', async () => {
    const converted = Buffer.from(vrm0ToVrm1(VRM.buffer.slice(VRM.byteOffset, VRM.byteOffset + VRM.byteLength) as ArrayBuffer));
    const { status, body } = await upload(converted, owner, 'cryptovoxels-1.vrm');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ name: 'cryptovoxels', vrmVersion: 1, bytes: converted.length, status: 10 });
    const [row] = (await avatarRows(owner)).filter((r) => r.id === body.data.id);
    expect(row!.resource).toMatchObject({ modelType: 2, vrmVersion: 1 });
  });

  it.each([
    ['a PNG', PNG, 415, /not a usable VRM avatar \(the file is not a glTF binary/],
    ['a truncated VRM', VRM.subarray(0, Math.floor(VRM.length / 2)), 415, /declares \d+ bytes but has \d+/],
    ['an empty file', Buffer.alloc(0), 400, /empty/],
  ])('refuses %s with a clear error and stores nothing', async (_name, bytes, code, message) => {
    const before = (await avatarRows(other)).length;
    const { status, body } = await upload(bytes, other);
    expect(body.code).toBe(code);
    expect(status).toBe(code);
    expect(body.message).toMatch(message);
    expect((await avatarRows(other)).length).toBe(before);
    expect(storedFor(other)).toEqual([]);
  });

  it('refuses a file over the limit before reading it, and stores nothing', async () => {
    const { status, body } = await upload(Buffer.concat([VRM, Buffer.alloc(MAX_VRM_BYTES)]), other);
    expect(status).toBe(413);
    expect(body.code).toBe(413);
    expect(await avatarRows(other)).toEqual([]);
    expect(storedFor(other)).toEqual([]);
  });

  it('asks for a session', async () => {
    const { body } = await upload(VRM, undefined);
    expect(body.code).toBe(401);
  });

  it('stages a role: its procedural look from the portrait, its VRM and skybox when it has them', async () => {
    const roleId = await insertRole(rt, { name: 'Stage test' });
    await rt.database.db
      .update(roles)
      .set({ slug: `stage-test-${roleId}`, gender: 'female', look: { hairColor: '#f29cc4', eyeColor: '#3a7bd5', skinTone: '#fde0cc', outfitColor: '#5b6d95', hairStyle: 'twintails', accessory: 'halo', backdrop: 'sakura' } })
      .where(eq(roles.id, roleId));
    const first = await call<RoleStage>(rt.backend, 'GET', `/avatar/roleStage?roleId=${roleId}`);
    expect(first.body.code).toBe(0);
    const look = avatarLookSchema.parse(first.body.data.look);
    expect(look).toMatchObject({ build: 'feminine', hair: { style: 'twintails', color: '#f29cc4' }, accessory: { kind: 'halo' } });
    expect(first.body.data).toMatchObject({ roleId, vrmUrl: null, skybox: null, backdrop: 'sakura', seed: `stage-test-${roleId}` });

    const [vrm] = await avatarRows(owner);
    const [sky] = await rt.database.db.insert(assets).values({ kind: 'skybox', name: 'Beach', status: 10, resource: { url: '/koko/app/api/media/skybox/beach.webp' } }).returning();
    await rt.database.db.insert(roleProperties).values([
      { roleId, kind: 'avatar', assetId: vrm!.id },
      { roleId, kind: 'skybox', assetId: sky!.id },
    ]);
    const staged = await call<RoleStage>(rt.backend, 'GET', `/avatar/roleStage?roleId=${roleId}`);
    expect(staged.body.data).toMatchObject({ vrmUrl: (vrm!.resource as { url: string }).url, skybox: '/koko/app/api/media/skybox/beach.webp' });

    expect((await call(rt.backend, 'GET', '/avatar/roleStage?roleId=999999999')).body.code).toBe(404);
  });

  it('stages a created role as its chosen avatar was drawn: the look and seed its portrait was painted from', async () => {
    const roleId = await insertRole(rt, { name: 'Chosen avatar' });
    const bare = await call<RoleStage>(rt.backend, 'GET', `/avatar/roleStage?roleId=${roleId}`);
    const { look } = lookFromPrompt('a stocky old dwarf blacksmith with a red beard', 77);
    const [avatar] = await rt.database.db
      .insert(assets)
      .values({ kind: 'avatar', name: 'Dwarf', status: 2, resource: { look, lookSeed: '77', avatar_model: 'procedural', cardUrl: '/koko/app/api/media/covers/dwarf.webp' } })
      .returning();
    await rt.database.db.insert(roleProperties).values({ roleId, kind: 'avatar', assetId: avatar!.id });
    const staged = await call<RoleStage>(rt.backend, 'GET', `/avatar/roleStage?roleId=${roleId}`);
    expect(staged.body.data.look).toEqual(avatarLookFrom(look, '77'));
    expect(staged.body.data.look).not.toEqual(bare.body.data.look);
    expect(staged.body.data.vrmUrl).toBeNull();

    // A generated avatar made as a VRM is worn as that VRM.
    await rt.database.db
      .update(assets)
      .set({ resource: { look, lookSeed: '77', avatar_model: 'vrm', modelUrl: '/koko/app/api/media/models/dwarf.vrm' } })
      .where(eq(assets.id, avatar!.id));
    expect((await call<RoleStage>(rt.backend, 'GET', `/avatar/roleStage?roleId=${roleId}`)).body.data.vrmUrl).toBe('/koko/app/api/media/models/dwarf.vrm');
  });
});
