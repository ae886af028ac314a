import fs from 'node:fs';
import http from 'node:http';
import { eq } from 'drizzle-orm';
import { SESSION_COOKIE } from '@/lib/contracts/session';
import { LOCALE_COOKIE, resolveLocale } from '@/lib/i18n/locales';
import { API_BASE } from '@/lib/contracts/envelope';
import { startServer, type RunningServer } from '@/server/app-server';
import { assets, roles, users } from '@/server/db/schema';
import type { SessionUser } from '@/server/domains/users/session-user';
import { parseEnv } from '@/server/env';
import { createLogger } from '@/server/log';
import { signedIn } from '@/server/test/catalogue-fixtures';
import { freePort } from '@/server/test/services';
import { SHARED_MEDIA_DIR } from '@/server/test/test-runtime';
import { readCookie } from './session-bridge';
import { PAGE_CACHE_HEADER, PAGE_RENDER_HEADER } from './page-cache';

jest.setTimeout(60_000);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function request(port: number, path: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) }, agent: false }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const NEXT_DYNAMIC = 'private, no-cache, no-store, max-age=0, must-revalidate';
const isPublic = (answer: Answer) => /\bpublic\b/.test(String(answer.headers['cache-control'] ?? ''));

/**
 * The server's shared-page cache in front of a front end that draws pages as Next does for this test: a profile from
 * the database in the request's language, the viewer's name when the request carries a session, never cacheable itself.
 */
describe('shared pages served from the cache', () => {
  let running: RunningServer;
  const renders: string[] = [];
  let author: SessionUser;
  let staff: SessionUser;
  let reader: { token: string };

  beforeAll(async () => {
    fs.mkdirSync(SHARED_MEDIA_DIR, { recursive: true });
    const env = parseEnv({ NODE_ENV: 'test', PORT: String(await freePort()), HOST: '127.0.0.1', KOKO_DATA_DIR: SHARED_MEDIA_DIR });
    running = await startServer(env, {
      log: createLogger('silent'),
      inMemoryDatabase: true,
      pageCache: true,
      frontEnd: async (runtime) => ({
        handle: async (req, res) => {
          renders.push(req.url ?? '');
          const cookie = req.headers.cookie;
          const locale = resolveLocale({ chosen: readCookie(cookie, LOCALE_COOKIE), acceptLanguage: req.headers['accept-language'] as string | undefined });
          const viewer = await runtime.services.users.authenticate(readCookie(cookie, SESSION_COOKIE));
          const viewerName = viewer ? (await runtime.database.db.select({ name: users.name }).from(users).where(eq(users.id, viewer.userId)))[0]?.name : '';
          const profile = /^\/character\/profile\/[^/]+\/(\d+)/.exec(req.url ?? '');
          let main = `discover for ${req.headers['user-agent'] ?? ''}`;
          if (profile) {
            const role = await runtime.services.roles.findVisible(Number(profile[1]), { includeNsfw: false }, locale).catch(() => undefined);
            if (!role) {
              res.writeHead(404, { 'cache-control': NEXT_DYNAMIC });
              return void res.end('not found');
            }
            main = `${role.roleName}: ${role.intro}`;
          }
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': NEXT_DYNAMIC });
          res.end(`<html lang="${locale}"><body>${main}<span id="viewer">${viewerName ?? ''}</span></body></html>`);
        },
      }),
    });
    const rt = { ...running.runtime, kind: 'pglite' as const };
    author = (await rt.services.users.authenticate((await signedIn(rt, { name: 'Author' })).token))!;
    staff = (await rt.services.users.authenticate((await signedIn(rt, { name: 'Reviewer', whitelistLevel: 1 })).token))!;
    reader = await signedIn(rt, { name: 'Rin Reader' });
  });
  afterAll(() => running.stop());

  const rendersOf = (path: string) => renders.filter((url) => url === path).length;

  it('draws a visitor page once and serves it again with public caching headers to the period end', async () => {
    const first = await request(running.port, '/discover');
    const second = await request(running.port, '/discover');
    expect(first.status).toBe(200);
    expect(second.body).toBe(first.body);
    expect([first.headers[PAGE_CACHE_HEADER], second.headers[PAGE_CACHE_HEADER]]).toEqual(['miss', 'hit']);
    expect(rendersOf('/discover')).toBe(1);
    const cacheControl = String(second.headers['cache-control']);
    expect(cacheControl).toMatch(/^public, max-age=0, s-maxage=(\d+), stale-while-revalidate=600$/);
    expect(Number(/s-maxage=(\d+)/.exec(cacheControl)![1])).toBeLessThanOrEqual(600);
    expect(cacheControl).not.toMatch(/no-store|private/);
    expect(String(second.headers.vary)).toMatch(/cookie.*accept-language.*user-agent/);
    // Unchanged since the browser's copy: 304 with no body.
    const again = await request(running.port, '/discover', { 'if-none-match': String(second.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });

  it("never serves or keeps a signed-in person's page: their request is drawn for them, private and no-store", async () => {
    const session = { cookie: `${SESSION_COOKIE}=${encodeURIComponent(reader.token)}` };
    const before = rendersOf('/');
    const own = await request(running.port, '/', session);
    expect(own.body).toContain('Rin Reader');
    expect(own.headers['cache-control']).toBe(NEXT_DYNAMIC);
    expect(own.headers[PAGE_CACHE_HEADER]).toBeUndefined();
    const visitor = await request(running.port, '/');
    expect(visitor.headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect(visitor.body).not.toContain('Rin Reader');
    expect(visitor.body).toContain('<span id="viewer"></span>');
    const ownAgain = await request(running.port, '/', session);
    expect(ownAgain.headers['cache-control']).toBe(NEXT_DYNAMIC);
    expect(rendersOf('/')).toBe(before + 3);
  });

  it('gives no personal API answer public caching headers', async () => {
    const session = { cookie: `${SESSION_COOKIE}=${encodeURIComponent(reader.token)}` };
    const calls: [string, string][] = [
      ['GET', '/user'],
      ['POST', '/app/user/getWallet'],
      ['POST', '/user/getMyFriendList'],
      ['POST', '/feed/getFeedForDiscoverCacheV2'],
      ['POST', '/feed/getFeedForYouV2'],
      ['POST', '/app/tag/getList'],
      ['POST', '/app/banner/getList'],
    ];
    for (const [method, path] of calls) {
      const body = method === 'GET' ? undefined : JSON.stringify(path.startsWith('/feed/') ? { current: 1, size: 10 } : {});
      const answer = await request(running.port, `${API_BASE}${path}`, session, method, body);
      expect({ path, code: JSON.parse(answer.body).code }).toEqual({ path, code: 0 });
      expect({ path, public: isPublic(answer) }).toEqual({ path, public: false });
      expect(answer.headers[PAGE_CACHE_HEADER]).toBeUndefined();
    }
  });

  it('keeps languages and screens apart: each gets its own page', async () => {
    const french = await request(running.port, '/tag-collection', { 'accept-language': 'fr-FR,fr;q=0.9' });
    const german = await request(running.port, '/tag-collection', { cookie: `${LOCALE_COOKIE}=de-DE`, 'accept-language': 'fr-FR' });
    const english = await request(running.port, '/tag-collection');
    const phone = await request(running.port, '/tag-collection', { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile' });
    expect([french, german, english, phone].map((a) => a.headers[PAGE_CACHE_HEADER])).toEqual(['miss', 'miss', 'miss', 'miss']);
    expect(french.body).toContain('lang="fr-FR"');
    expect(german.body).toContain('lang="de-DE"');
    expect(english.body).toContain('lang="en-US"');
    expect(phone.body).toContain('iPhone');
    expect((await request(running.port, '/tag-collection', { 'accept-language': 'fr-FR' })).body).toBe(french.body);
    expect((await request(running.port, '/tag-collection', { cookie: `${LOCALE_COOKIE}=de-DE` })).body).toBe(german.body);
  });

  it('does not let a client skip the cache with the render header', async () => {
    await request(running.port, '/search-result/moon');
    const forged = await request(running.port, '/search-result/moon', { [PAGE_RENDER_HEADER]: 'guess' });
    expect(forged.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(rendersOf('/search-result/moon')).toBe(1);
  });

  it('draws a profile again at once when its role is edited or taken down, the lists with it, and never keeps a missing one', async () => {
    const rc = running.runtime.services.roleCreation;
    const { roleId } = await rc.create(author, { roleName: 'Lighthouse' });
    const [avatar] = await running.runtime.database.db.insert(assets).values({ ownerId: author.userId, kind: 'avatar', name: 'avatar', status: 2, resource: {} }).returning({ id: assets.id });
    await rc.saveAndPublish(author, { roleId, intro: 'Keeps the light.', roleAppearInfo: 'Hello there.', propertyAvatarId: avatar!.id });
    await rc.push(author, roleId);
    await rc.approve(staff, roleId);
    const path = `/character/profile/lighthouse/${roleId}`;
    expect((await request(running.port, path)).body).toContain('Lighthouse: Keeps the light.');
    expect((await request(running.port, path)).headers[PAGE_CACHE_HEADER]).toBe('hit');

    await rc.save(author, { roleId, intro: 'Keeps the light on stormy nights.' });
    const edited = await request(running.port, path);
    expect(edited.headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect(edited.body).toContain('Keeps the light on stormy nights.');

    // Taken down, the role leaves the lists and its profile stays open by its link (not indexed).
    await request(running.port, '/discover');
    expect((await request(running.port, '/discover')).headers[PAGE_CACHE_HEADER]).toBe('hit');
    await rc.takeDown(staff, roleId, 'Not for Discover.');
    expect((await request(running.port, '/discover')).headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect((await request(running.port, path)).headers[PAGE_CACHE_HEADER]).toBe('miss');

    await rc.delete(author, roleId);
    const [row] = await running.runtime.database.db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
    expect(row).toBeUndefined();
    for (let i = 0; i < 2; i++) {
      const gone = await request(running.port, path);
      expect(gone.status).toBe(404);
      expect(isPublic(gone)).toBe(false);
      expect(gone.headers[PAGE_CACHE_HEADER]).toBeUndefined();
    }
  });
});
