import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { LocalModelPath, type LocalModels } from '@/lib/contracts/local-models';
import { call } from '@/server/test/api-client';
import { signedIn, type Caller } from '@/server/test/catalogue-fixtures';
import { DATABASE_KINDS } from '@/server/test/test-database';
import { createTestRuntime, type TestRuntime } from '@/server/test/test-runtime';

const model = randomBytes(200_000);
const sha256 = createHash('sha256').update(model).digest('hex');

describe.each(DATABASE_KINDS)('local models managed in the app [%s]', (kind) => {
  let rt: TestRuntime;
  let server: http.Server;
  let dataDir: string;
  let admin: Caller;
  let staff: Caller;
  let member: Caller;
  /** Whether the model file answers 200 with its bytes, or 404. */
  let serving = true;

  const status = (who: Caller) => call<LocalModels>(rt.backend, 'GET', LocalModelPath.status, { token: who.token });
  const post = (who: Caller, path: string, body: unknown = {}) => call<LocalModels>(rt.backend, 'POST', path, { body, token: who.token });

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (!serving) return response.writeHead(404).end();
      response.writeHead(200, { 'content-length': model.length }).end(model);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'koko-models-'));
    rt = await createTestRuntime(kind, {
      seed: false,
      env: { KOKO_DATA_DIR: dataDir, KOKO_MODEL_PULL_URL: `http://127.0.0.1:${port}/tiny-chat.gguf`, KOKO_MODEL_PULL_SHA256: sha256, KOKO_MODEL_PULL_SIZE: String(model.length) },
    });
    admin = await signedIn(rt, { whitelistLevel: 1 });
    staff = await signedIn(rt, { whitelistLevel: 2 });
    member = await signedIn(rt);
  });
  afterAll(async () => {
    await rt.close();
    await new Promise((resolve) => server.close(resolve));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('shows what answers chats, downloads the recommended model with its checksum, chooses and deletes models', async () => {
    const before = (await status(admin)).body.data;
    expect(before).toMatchObject({ served: 'offline', servedModel: null, models: [], restartNeeded: false, canManage: true, pull: { configured: true, name: 'tiny-chat.gguf', bytes: model.length, state: 'idle' } });

    expect((await post(admin, LocalModelPath.pull)).body.data.pull.state).toBe('downloading');
    await rt.services.localModels.settled();
    const after = (await status(admin)).body.data;
    expect(after.pull).toMatchObject({ state: 'done', received: model.length, error: null });
    expect(after.models).toEqual([{ name: 'tiny-chat.gguf', bytes: model.length, inUse: true }]);
    // Served from the next start: the server loaded what it had when it started.
    expect(after.restartNeeded).toBe(true);

    await writeFile(path.join(dataDir, 'models', 'another.gguf'), 'x');
    expect((await post(admin, LocalModelPath.use, { name: 'tiny-chat.gguf' })).body.data.models.find((m) => m.inUse)?.name).toBe('tiny-chat.gguf');
    const removed = await post(admin, LocalModelPath.remove, { name: 'another.gguf' });
    expect(removed.body.data.models.map((m) => m.name)).toEqual(['tiny-chat.gguf']);
  });

  it('says why a download failed, and keeps nothing of it', async () => {
    serving = false;
    try {
      await rm(path.join(dataDir, 'models', 'tiny-chat.gguf'), { force: true });
      await post(admin, LocalModelPath.pull);
      await rt.services.localModels.settled();
      const failed = (await status(admin)).body.data;
      expect(failed.pull.state).toBe('failed');
      expect(failed.pull.error).toMatch(/404/);
      expect(failed.models).toEqual([]);
      expect(existsSync(path.join(dataDir, 'models', 'tiny-chat.gguf'))).toBe(false);
    } finally {
      serving = true;
    }
  });

  it('lets other staff look but not change, refuses everyone else, and names no file outside the models folder', async () => {
    expect((await status(staff)).body.data.canManage).toBe(false);
    expect((await post(staff, LocalModelPath.pull)).body.code).toBe(403);
    expect((await post(staff, LocalModelPath.remove, { name: 'tiny-chat.gguf' })).body.code).toBe(403);
    expect((await status(member)).body.code).toBe(403);
    const escape = await post(admin, LocalModelPath.remove, { name: '../../etc/passwd.gguf' });
    expect(escape.body.code).toBe(400);
    expect(escape.body.message).toMatch(/^name: /);
  });
});
