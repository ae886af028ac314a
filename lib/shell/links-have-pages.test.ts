import fs from 'node:fs';
import path from 'node:path';
import { CREATE_HUB_PATH, CREATION_ENTRIES } from '@/components/create/creation-entries';
import { profileMenu } from '@/components/profile/profile-menu';
import { appPagePatterns, hasAppPage } from './app-pages.node';
import { ANIME_POPUP_HREF } from './shell-popups';
import { NAV_ITEMS } from './nav-items';
import { matchRoute } from './route-table';

const ROOT = path.resolve(__dirname, '../..');
const pages = appPagePatterns(path.join(ROOT, 'app'));

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(rel);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.node.ts') ? [rel] : [];
  });
}

/**
 * In-app paths written in the code where they lead somewhere: href attributes and values, router pushes,
 * redirects and redirect URLs. A template's `${…}` parts stand for one segment.
 */
function linkedPaths(text: string): string[] {
  const found: string[] = [];
  const literal = String.raw`(['"\`])(\/[^'"\`\s]*)\1`;
  const contexts = [
    String.raw`href\s*=\s*\{?\s*` + literal,
    String.raw`href\s*:\s*` + literal,
    String.raw`\b(?:push|replace|redirect|prefetch)\(\s*` + literal,
    String.raw`redirectUrl\s*:\s*` + literal,
  ];
  for (const context of contexts) {
    for (const match of text.matchAll(new RegExp(context, 'g'))) {
      const value = match[2]!;
      if (value.startsWith('//') || value.startsWith('/koko/app/api') || value.startsWith('/api/')) continue;
      found.push(value.replace(/\$\{[^}]*\}/g, 'x'));
    }
  }
  return found;
}

describe('links and pages', () => {
  it('finds the pages under app/', () => {
    expect(pages).toEqual(expect.arrayContaining(['/', '/profile', '/create', '/search-result/:param', '/chat-play/*?']));
  });

  it('every bottom nav and PC bar item opens a page', () => {
    for (const item of NAV_ITEMS) expect([item.href, hasAppPage(item.href, pages)]).toEqual([item.href, true]);
    expect(NAV_ITEMS.find((item) => item.key === 'create')?.href).toBe(CREATE_HUB_PATH);
  });

  it('every profile menu item and popup link opens a page', () => {
    const { account, manage } = profileMenu(1);
    for (const href of [...account, ...manage].map((item) => item.href).concat(ANIME_POPUP_HREF)) expect([href, hasAppPage(href, pages)]).toEqual([href, true]);
  });

  it('the create hub marks ready exactly the flows whose page exists', () => {
    for (const entry of CREATION_ENTRIES) expect([entry.id, entry.ready]).toEqual([entry.id, hasAppPage(entry.href, pages)]);
    expect(new Set(CREATION_ENTRIES.map((e) => e.id)).size).toBe(CREATION_ENTRIES.length);
  });

  it('no link, push or redirect written in app/, components/ or lib/ leads to a missing page', () => {
    const dead: string[] = [];
    let seen = 0;
    // The create hub's entries name planned pages on purpose; the test above holds them to their page.
    for (const file of ['app', 'components', 'lib'].flatMap(sources).filter((f) => f !== path.join('components', 'create', 'creation-entries.ts'))) {
      for (const href of linkedPaths(fs.readFileSync(path.join(ROOT, file), 'utf8'))) {
        seen++;
        if (!hasAppPage(href, pages)) dead.push(`${file}: ${href}`);
      }
    }
    expect(seen).toBeGreaterThan(30);
    expect(dead).toEqual([]);
  });

  it('every page the code links to is a known route (not sent to /404 by the guard)', () => {
    for (const item of NAV_ITEMS) expect(matchRoute(item.href)).toBeDefined();
    expect(matchRoute(CREATE_HUB_PATH)).toMatchObject({ auth: true, depth: 1 });
  });

  it('a path without a page is told apart from one with a page', () => {
    expect(hasAppPage('/create-performance', pages)).toBe(false);
    expect(hasAppPage('/create-game/3', pages)).toBe(false);
    expect(hasAppPage('/create-friend/3', pages)).toBe(true);
    expect(hasAppPage('/chat-play', pages)).toBe(true);
    expect(hasAppPage('/chat-play/12', pages)).toBe(true);
    expect(hasAppPage('/search-result/cat?x=1', pages)).toBe(true);
    expect(hasAppPage('/search-result', pages)).toBe(false);
    expect(hasAppPage('/character/profile/a/1', pages)).toBe(true);
  });
});
