import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { isAssetPath, matchRoute, REDIRECTS, ROUTES, usesEngine } from './route-table';

/** Turns an app/ folder path into a sample URL: [x] → a value, [[...x]] → nothing, route groups dropped. */
function pagePaths(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (!statSync(full).isDirectory()) {
      if (name === 'page.tsx' || name === 'page.ts') out.push(prefix || '/');
      continue;
    }
    if (name.startsWith('_') || name.startsWith('@')) continue;
    let segment = `/${name}`;
    if (name.startsWith('(')) segment = '';
    else if (name.startsWith('[[...')) segment = '';
    else if (name.startsWith('[...')) segment = '/a/b';
    else if (name.startsWith('[')) segment = '/sample-1';
    out.push(...pagePaths(full, prefix + segment));
  }
  return out;
}

describe('the route table', () => {
  it('knows every page in app/, so none of them is sent to /404', () => {
    const pages = pagePaths(path.join(process.cwd(), 'app'));
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) expect([page, matchRoute(page)?.pattern]).toEqual([page, expect.any(String)]);
  });

  it.each([
    ['/', '/'],
    ['/foryou', '/foryou'],
    ['/search-result/cat%20girl', '/search-result/:keyword'],
    ['/character/profile/aria/12', '/character/profile/:name/:id'],
    ['/character/profile/aria/12/opengraph-image', '/character/profile/:name/:id/*'],
    ['/chat-play', '/chat-play/:roleId?'],
    ['/chat-play/7', '/chat-play/:roleId?'],
    ['/landscape-pick2', '/landscape-pick2/:onelinkId?'],
    ['/landscape-pick2/abc', '/landscape-pick2/:onelinkId?'],
    ['/create-performance', '/create-performance/*'],
    ['/create-performance/gen-selector/3', '/create-performance/*'],
    ['/create-game/action/bgm/1/2/3/true', '/create-game/*'],
    ['/gen-play-edit/5', '/gen-play-edit/:a/:b?'],
    ['/gen-play-edit/5/6', '/gen-play-edit/:a/:b?'],
    ['/generate/space/4', '/generate/space/:id'],
    ['/friends/', '/friends'],
  ])('%s is %s', (pathname, pattern) => {
    expect(matchRoute(pathname)?.pattern).toBe(pattern);
  });

  it.each(['/nope', '/friends/extra', '/search-result', '/search-result/a/b', '/character/profile/aria', '/generate/space', '/gen-play-edit', '/generate/voice/1/2'])(
    '%s is unknown',
    (pathname) => {
      expect(matchRoute(pathname)).toBeUndefined();
    },
  );

  it('marks the seed §2 auth and whitelist routes', () => {
    for (const p of ['/friends', '/played', '/koin', '/profile', '/language', '/setting', '/create-game/1', '/assets/character']) expect(matchRoute(p)).toMatchObject({ auth: true });
    for (const p of ['/user-manage', '/koin-manage', '/feedback-list']) expect(matchRoute(p)).toMatchObject({ auth: true, whitelist: true });
    for (const p of ['/', '/discover', '/foryou', '/search', '/chat', '/chat-play/1', '/character/profile/a/1', '/landscape-choose', '/404']) {
      expect(matchRoute(p)?.auth).toBeFalsy();
    }
    expect(ROUTES.filter((r) => r.whitelist && !r.auth)).toEqual([]);
  });

  it('gates the seed §2 versioned routes', () => {
    expect(matchRoute('/game')?.gate).toBe('game');
    expect(matchRoute('/create-performance/music')?.gate).toBe('performanceCreation');
    expect(matchRoute('/create-friend/3')?.gate).toBe('friendCreation');
    expect(matchRoute('/create/3')?.gate).toBe('friendCreation');
    expect(matchRoute('/create/plotsDeck/3')?.gate).toBe('friendCreation');
    expect(matchRoute('/create')?.gate).toBeUndefined();
  });

  it('knows which routes use the 3D engine (seed §2 "unity")', () => {
    for (const p of ['/chat-play', '/chat-play/7', '/assets-preview-3d', '/game', '/gen-3d', '/user-gen-space/3']) expect(usesEngine(p)).toBe(true);
    for (const p of ['/', '/discover', '/chat', '/profile', '/graphics-setting', '/character/profile/a/1', '/nowhere']) expect(usesEngine(p)).toBe(false);
  });

  it('redirects the retired paths to known routes', () => {
    for (const [from, to] of Object.entries(REDIRECTS)) {
      expect(matchRoute(from)).toBeUndefined();
      expect(matchRoute(to)).toBeDefined();
    }
  });

  it('leaves Next files, the API, sign-in, the socket and files with an extension alone', () => {
    for (const p of ['/_next/static/x.js', '/koko/app/api/user', '/api/auth/csrf', '/websocket/1', '/icon.svg', '/robots.txt', '/sw.js', '/.well-known/assetlinks.json']) {
      expect(isAssetPath(p)).toBe(true);
    }
    for (const p of ['/', '/friends', '/character/profile/a.b/1', '/search-result/hello']) expect(isAssetPath(p)).toBe(false);
  });
});
