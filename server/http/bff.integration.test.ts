import fs from 'node:fs';
import { users } from '@/server/db/schema';
import { startServer, type RunningServer } from '@/server/app-server';
import { parseEnv } from '@/server/env';
import { createLogger } from '@/server/log';
import { clearRuntime, publishRuntime } from '@/server/runtime/global-runtime';
import { freePort } from '@/server/test/services';
import { SHARED_MEDIA_DIR } from '@/server/test/test-runtime';
import { forwardToBackend } from './bff';

/** The BFF route handler, in both modes: in-process backend and a remote one at KOKO_BACKEND_URL. */
describe('BFF route handler', () => {
  let backend: RunningServer;
  let token: string;

  beforeAll(async () => {
    fs.mkdirSync(SHARED_MEDIA_DIR, { recursive: true });
    backend = await startServer(parseEnv({ NODE_ENV: 'test', PORT: String(await freePort()), HOST: '127.0.0.1', KOKO_DATA_DIR: SHARED_MEDIA_DIR }), {
      log: createLogger('silent'),
      inMemoryDatabase: true,
    });
    const [user] = await backend.runtime.database.db.insert(users).values({ source: 'visitor', subject: 'bff', name: 'Bea' }).returning();
    token = await backend.runtime.services.users.startSession(user!.id);
  });
  afterAll(async () => {
    delete process.env.KOKO_BACKEND_URL;
    clearRuntime();
    await backend.stop();
  });

  const userRequest = () => new Request('http://app.local/koko/app/api/user', { headers: { cookie: `koko_session=${encodeURIComponent(token)}` } });

  it('hands the request to the in-process backend with the cookie as x-auth', async () => {
    publishRuntime(Promise.resolve(backend.runtime));
    const response = await forwardToBackend(userRequest());
    expect(await response.json()).toMatchObject({ code: 0, data: { name: 'Bea' } });
  });

  it('forwards to KOKO_BACKEND_URL, body and query included', async () => {
    process.env.KOKO_BACKEND_URL = `http://127.0.0.1:${backend.port}`;
    clearRuntime();
    const me = await forwardToBackend(userRequest());
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ code: 0, data: { name: 'Bea' } });
    const bad = await forwardToBackend(
      new Request('http://app.local/koko/app/api/app/role/getAiRole?x=1', { method: 'POST', body: '{"roleId":"x"}', headers: { 'content-type': 'application/json' } }),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/^roleId: /);
  });

  it('answers 502 in the envelope when the remote backend is down', async () => {
    process.env.KOKO_BACKEND_URL = `http://127.0.0.1:${await freePort()}`;
    const response = await forwardToBackend(userRequest());
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ code: 503, data: null });
  });
});
