import { users } from '@/server/db/schema';
import type { RoleCard, RoleDetail, Tag } from '@/lib/contracts/role';
import type { UserInfo } from '@/lib/contracts/user';
import { call } from '@/server/test/api-client';
import { DATABASE_KINDS } from '@/server/test/test-database';
import { createTestRuntime, type TestRuntime } from '@/server/test/test-runtime';
import { createLogger } from '@/server/log';
import { createBackend, MAX_BODY_BYTES } from './app';

describe.each(DATABASE_KINDS)('backend API [%s]', (kind) => {
  let rt: TestRuntime;
  let token: string;
  let userId: number;
  let someRole: RoleCard;

  beforeAll(async () => {
    rt = await createTestRuntime(kind);
    const user = await rt.database.db.insert(users).values({ source: 'visitor', subject: 'device-1', name: 'Mika' }).returning();
    userId = user[0]!.id;
    token = await rt.services.users.startSession(userId, { deviceId: 'device-1' });
    [someRole] = await rt.services.roles.list({ current: 1, size: 1, includeNsfw: false }) as [RoleCard];
  });
  afterAll(() => rt.close());

  it('answers health in the envelope with a request id', async () => {
    const { status, body, headers } = await call(rt.backend, 'GET', '/health', { headers: { request_id: 'abc-123' } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, message: 'success', request_id: 'abc-123', data: { status: 'ok', database: kind, bus: 'memory' } });
    expect(headers.get('x-request-id')).toBe('abc-123');
  });

  it('pings the database once for a burst of health probes', async () => {
    await new Promise((r) => setTimeout(r, 1000));
    const db = rt.database.db as unknown as { execute: (...args: unknown[]) => unknown };
    const execute = db.execute;
    let pings = 0;
    db.execute = (...args: unknown[]) => {
      pings++;
      return execute.apply(db, args);
    };
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => call(rt.backend, 'GET', '/health')));
      expect(answers.every((a) => a.body.code === 0)).toBe(true);
      expect(pings).toBe(1);
    } finally {
      db.execute = execute;
    }
  });

  it('makes a request id when the client sends none or a bad one', async () => {
    const { body } = await call(rt.backend, 'GET', '/health', { headers: { request_id: 'x'.repeat(200) } });
    expect(body.request_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  describe('tag/getList', () => {
    it('lists the discover tabs without the adult tab for a guest', async () => {
      const { body } = await call<{ list: Tag[] }>(rt.backend, 'POST', '/app/tag/getList', { body: {} });
      expect(body.code).toBe(0);
      const titles = body.data.list.map((t) => t.title);
      expect(titles.length).toBeGreaterThanOrEqual(8);
      expect(titles).toEqual(expect.arrayContaining(['Anime', 'Romance', 'Game', 'Helper', 'Fantasy', 'Sci-fi', 'Comedy', 'Dance']));
      expect(titles.map((t) => t.toLowerCase())).not.toContain('nsfw');
    });

    it('adds the adult tab for a user with adult content on', async () => {
      const [adult] = await rt.database.db.insert(users).values({ source: 'google', subject: 'adult-1', name: 'Ada', openNsfw: true }).returning();
      const adultToken = await rt.services.users.startSession(adult!.id);
      const { body } = await call<{ list: Tag[] }>(rt.backend, 'POST', '/app/tag/getList', { body: {}, token: adultToken });
      expect(body.data.list.map((t) => t.title.toLowerCase())).toContain('nsfw');
    });

    it('refuses an unknown field with a message naming it', async () => {
      const { status, body } = await call(rt.backend, 'POST', '/app/tag/getList', { body: { tagType: 'song' } });
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 400, data: null });
      expect(body.message).toMatch(/^tagType: /);
    });
  });

  describe('role/getAiRole', () => {
    it('returns the role with its character sheet', async () => {
      const { body } = await call<RoleDetail>(rt.backend, 'POST', '/app/role/getAiRole', { body: { roleId: someRole.roleId } });
      expect(body.code).toBe(0);
      expect(body.data).toMatchObject({ roleId: someRole.roleId, roleName: someRole.roleName });
      expect(body.data.personality.length).toBeGreaterThan(0);
      expect(body.data.exampleDialogue).toContain('{{char}}:');
    });

    it.each([
      [{}, /^roleId: /],
      [{ roleId: 'abc' }, /^roleId: /],
      [{ roleId: -4 }, /^roleId: /],
    ])('refuses %p with a message naming the field', async (payload, message) => {
      const { status, body } = await call(rt.backend, 'POST', '/app/role/getAiRole', { body: payload });
      expect(status).toBe(400);
      expect(body.message).toMatch(message);
    });

    it('answers 404 in the envelope for a role that does not exist', async () => {
      const { status, body } = await call(rt.backend, 'POST', '/app/role/getAiRole', { body: { roleId: 99_999_999 } });
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 404, message: 'Role not found', data: null });
    });
  });

  describe('bad requests', () => {
    it('answers malformed JSON with a JSON envelope', async () => {
      const { status, body } = await call(rt.backend, 'POST', '/app/role/getAiRole', { rawBody: '{"roleId": 1,' });
      expect(status).toBe(400);
      expect(body.code).toBe(400);
      expect(body.message).toMatch(/JSON/i);
    });

    it('answers a body that is not JSON at all with 415', async () => {
      const { status, body } = await call(rt.backend, 'POST', '/app/role/getAiRole', { rawBody: 'roleId=1', headers: { 'content-type': 'text/plain' } });
      expect(status).toBe(415);
      expect(body.code).toBe(415);
    });

    it('answers an unknown path with 404', async () => {
      const { status, body } = await call(rt.backend, 'GET', '/no/such/call');
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 404, data: null });
    });

    it('answers a wrong method with 405 and the allowed one', async () => {
      const { status, body, headers } = await call(rt.backend, 'GET', '/app/tag/getList');
      expect(status).toBe(405);
      expect(body.code).toBe(405);
      expect(headers.get('allow')).toBe('POST');
    });

    it('refuses a body over the limit with 413', async () => {
      const { status, body } = await call(rt.backend, 'POST', '/app/tag/getList', { rawBody: JSON.stringify({ pad: 'x'.repeat(MAX_BODY_BYTES) }) });
      expect(status).toBe(413);
      expect(body.code).toBe(413);
    });
  });

  describe('x-auth', () => {
    it('returns the user for a live token', async () => {
      const { body } = await call<UserInfo>(rt.backend, 'GET', '/user', { token });
      expect(body.code).toBe(0);
      expect(body.data).toMatchObject({ userId, name: 'Mika', source: 'visitor', openNsfw: false, autoAudio: true, whiteListLevel: 0 });
    });

    it.each([
      ['no token', undefined],
      ['a forged token', 'forged-token-value'],
      ['an over-long token', 'x'.repeat(1000)],
    ])('refuses %s with 401', async (_label, bad) => {
      const { status, body } = await call(rt.backend, 'GET', '/user', { token: bad });
      expect(status).toBe(401);
      expect(body).toMatchObject({ code: 401, message: 'Login status is invalid, please log in again.' });
    });

    it('refuses a revoked token', async () => {
      const revoked = await rt.services.users.startSession(userId);
      const session = await rt.services.users.authenticate(revoked);
      const { SessionRepository } = await import('@/server/domains/users/session-repository');
      await new SessionRepository(rt.database.db).revoke([session!.sessionId]);
      expect((await call(rt.backend, 'GET', '/user', { token: revoked })).status).toBe(401);
    });
  });

  describe('media', () => {
    it('serves a role cover as WebP', async () => {
      const response = await rt.backend.fetch(new Request(`http://localhost${someRole.roleCover}`));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
    });

    it.each(['/media/../../etc/passwd', '/media/covers/%2e%2e%2fsecret.webp', '/media/covers/no-such-role.webp'])('answers 404 for %s', async (path) => {
      const { status, body } = await call(rt.backend, 'GET', path);
      expect(status).toBe(404);
      expect(body.code).toBe(404);
    });
  });

  it('logs an unexpected error with the request id and answers it masked', async () => {
    const lines: string[] = [];
    const failing = createBackend({
      services: rt.services,
      log: createLogger('error', (l) => lines.push(l)),
      limits: { modelCalls: rt.modelCalls, accounts: rt.accountLimits },
      health: async () => {
        throw new Error('connection string postgres://secret@db');
      },
    });
    const { status, body } = await call(failing, 'GET', '/health', { headers: { request_id: 'req-42' } });
    expect(status).toBe(500);
    expect(body).toEqual({ code: 500, message: 'Internal error, request req-42', data: null, request_id: 'req-42' });
    expect(JSON.stringify(body)).not.toContain('secret');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'error', requestId: 'req-42', error: { message: 'connection string postgres://secret@db' } });
  });

  describe('openapi.json', () => {
    it('is OpenAPI 3.1 and documents every call the backend answers', async () => {
      const response = await rt.backend.fetch(new Request('http://localhost/koko/app/api/openapi.json'));
      const doc = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
      expect(doc.openapi).toBe('3.1.0');
      const documented = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
      const answered = rt.backend.routes
        .filter((r) => r.method !== 'ALL' && !r.path.endsWith('/openapi.json'))
        .map((r) => `${r.method} ${r.path.replace(/:key\{\.\+\}/, '{key}')}`);
      expect([...new Set(answered)].sort()).toEqual(documented.sort());
    });
  });
});
