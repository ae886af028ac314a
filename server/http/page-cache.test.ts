import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DISCOVER_PERIOD_MS } from '@/server/domains/feed/discover-period';
import { PAGE_CACHE_HEADER, PageCache, type RenderedPage } from './page-cache';

/** A server whose every request goes through a PageCache drawing from `render`, on a clock the test moves. */
async function cacheServer(render: (url: string) => Promise<RenderedPage>, maxBytes?: number) {
  const clock = { now: 5 * DISCOVER_PERIOD_MS + 1_000 };
  const cache = new PageCache((url) => render(url), { now: () => clock.now, maxBytes });
  const server = http.createServer((req, res) => {
    void cache.serve(req, res).then((served) => served || res.writeHead(418).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const get = (path: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
        })
        .on('error', reject);
    });
  return { cache, clock, get, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const page = (body: string, headers: http.IncomingHttpHeaders = {}): RenderedPage => ({ status: 200, headers: { 'content-type': 'text/html', ...headers }, body: Buffer.from(body) });

describe('PageCache', () => {
  it('keeps a page to the end of its period, says so in s-maxage, and draws it again after', async () => {
    let drawn = 0;
    const s = await cacheServer(async () => page(`draw ${++drawn}`));
    try {
      const first = await s.get('/');
      expect(first.body).toBe('draw 1');
      expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=599, stale-while-revalidate=600');
      s.clock.now += DISCOVER_PERIOD_MS - 2_000;
      const late = await s.get('/');
      expect([late.body, late.headers[PAGE_CACHE_HEADER], late.headers['cache-control']]).toEqual(['draw 1', 'hit', 'public, max-age=0, s-maxage=1, stale-while-revalidate=600']);
      s.clock.now += 1_000;
      expect((await s.get('/')).body).toBe('draw 2');
    } finally {
      await s.close();
    }
  });

  it('draws once for many at the same time, and does not keep a page drawn across a catalogue change', async () => {
    let drawn = 0;
    let release: () => void = () => {};
    const s = await cacheServer(async () => {
      drawn++;
      await new Promise<void>((resolve) => (release = resolve));
      return page(`draw ${drawn}`);
    });
    try {
      const waiting = Promise.all([s.get('/discover'), s.get('/discover'), s.get('/discover')]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      s.cache.forget({ kind: 'tags' });
      release();
      expect((await waiting).map((a) => a.body)).toEqual(['draw 1', 'draw 1', 'draw 1']);
      expect(s.cache.size).toBe(0);
      const next = s.get('/discover');
      await new Promise((resolve) => setTimeout(resolve, 50));
      release();
      expect((await next).body).toBe('draw 2');
      expect(s.cache.size).toBe(1);
    } finally {
      await s.close();
    }
  });

  it('keeps no page that sets a cookie or is not a plain 200, and stays within its size', async () => {
    const s = await cacheServer(async (url) => {
      if (url === '/discover') return page('mine', { 'set-cookie': ['a=1'] });
      if (url === '/tag-collection') return { ...page('gone'), status: 404 };
      return page('x'.repeat(4_000) + url);
    }, 6_000);
    try {
      expect((await s.get('/discover')).status).toBe(418);
      expect((await s.get('/tag-collection')).status).toBe(418);
      expect(s.cache.size).toBe(0);
      await s.get('/search-result/a');
      await s.get('/search-result/b');
      expect(s.cache.size).toBe(1);
      expect((await s.get('/search-result/b')).headers[PAGE_CACHE_HEADER]).toBe('hit');
    } finally {
      await s.close();
    }
  });
});
