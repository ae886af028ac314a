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

  describe('logout', () => {
    const session = async () => backend.runtime.services.users.startSession((await backend.runtime.database.db.insert(users).values({ source: 'visitor', subject: `bye-${Math.random()}`, name: 'Bo' }).returning())[0]!.id);
    const logout = (token: string, method: string, headers: Record<string, string> = {}) =>
      new Request('http://app.local/koko/app/api/user/logout', { method, headers: { cookie: `koko_session=${encodeURIComponent(token)}`, ...headers } });
    const live = async (token: string) => (await backend.runtime.services.users.authenticate(token)) !== undefined;

    beforeAll(() => {
      delete process.env.KOKO_BACKEND_URL;
      publishRuntime(Promise.resolve(backend.runtime));
    });

    it('answers GET with 405 in the envelope and ends nothing', async () => {
      const token = await session();
      const response = await forwardToBackend(logout(token, 'GET'));
      expect(response.status).toBe(405);
      expect(await response.json()).toMatchObject({ code: 405, data: null });
      expect(await live(token)).toBe(true);
    });

    it.each([
      ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
      ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site', origin: 'https://evil.app.local' }],
      ['an Origin of another site (no Sec-Fetch-Site)', { origin: 'https://evil.example' }],
      ['an opaque Origin', { origin: 'null' }],
    ])('refuses a cookie POST with %s: 403, and the session lives on', async (_label, headers) => {
      const token = await session();
      const response = await forwardToBackend(logout(token, 'POST', headers));
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 403, message: 'Cross-site request refused', data: null });
      expect(await live(token)).toBe(true);
    });

    it.each([
      ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin', origin: 'http://app.local' }],
      ['its own Origin (no Sec-Fetch-Site)', { origin: 'http://app.local' }],
      ['no Origin at all (not a browser)', {}],
    ])('ends the session on a same-origin POST with %s', async (_label, headers) => {
      const token = await session();
      const response = await forwardToBackend(logout(token, 'POST', headers));
      expect(await response.json()).toMatchObject({ code: 0, data: { ok: true } });
      expect(await live(token)).toBe(false);
    });

    it('lets a native app with x-auth through from anywhere', async () => {
      const token = await session();
      const response = await forwardToBackend(new Request('http://app.local/koko/app/api/user/logout', { method: 'POST', headers: { 'x-auth': token, origin: 'capacitor://localhost' } }));
      expect(await response.json()).toMatchObject({ code: 0 });
      expect(await live(token)).toBe(false);
    });

    it('refuses a cross-site cookie POST on the server too (server.ts answers the API itself)', async () => {
      const token = await session();
      const url = `http://127.0.0.1:${backend.port}/koko/app/api/user/logout`;
      const cookie = `koko_session=${encodeURIComponent(token)}`;
      const refused = await fetch(url, { method: 'POST', headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
      expect(refused.status).toBe(403);
      expect(await live(token)).toBe(true);
      const done = await fetch(url, { method: 'POST', headers: { cookie, origin: `http://127.0.0.1:${backend.port}`, 'sec-fetch-site': 'same-origin' } });
      expect(((await done.json()) as { code: number }).code).toBe(0);
      expect(await live(token)).toBe(false);
    });
  });

  it('answers 502 in the envelope when the remote backend is down', async () => {
    process.env.KOKO_BACKEND_URL = `http://127.0.0.1:${await freePort()}`;
    const response = await forwardToBackend(userRequest());
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ code: 503, data: null });
  });
});
