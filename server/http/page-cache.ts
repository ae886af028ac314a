import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { LOCALE_COOKIE, LOCALE_HEADER } from '@/lib/i18n/locales';
import type { CatalogueChange } from '@/server/domains/catalogue/catalogue-changes';
import { DISCOVER_PERIOD_MS, periodOf } from '@/server/domains/feed/discover-period';
import { isListPage, pageCacheKeyOf, pageCacheKeyString, type PageCacheKey } from './page-cache-key';
import { readCookie } from './session-bridge';

/** The header a render for the cache carries: only this process knows its value, so no client can skip the cache with it. */
export const PAGE_RENDER_HEADER = 'x-koko-page-render';
/** Whether an answer came from the cache (hit) or was drawn for it (miss). */
export const PAGE_CACHE_HEADER = 'x-koko-page-cache';
/**
 * A shared page differs by language (cookie, Accept-Language, the page-language header), by phone or computer
 * (User-Agent), and a session cookie makes it someone's own: a shared cache keeps one copy per combination.
 */
export const SHARED_PAGE_VARY = `cookie, accept-language, user-agent, ${LOCALE_HEADER}`;
/** The pages kept at most, in bytes (HTML and its gzip): the oldest leave first. */
export const PAGE_CACHE_BYTES = 48 * 1024 * 1024;

/** Response headers of a render that are kept with the page; the rest (caching, length, connection) are the cache's own. */
const KEPT_HEADERS = ['content-type', 'link', 'content-language', 'x-robots-tag'];

interface Entry {
  key: PageCacheKey;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  gzip: Buffer;
  etag: string;
  /** When the page's period ends (the discover ranking's, seed §7): it is drawn again after. */
  expires: number;
  bytes: number;
}

export interface RenderedPage {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Draws a page for the cache: the request's own headers that shape the page, without any session. */
export type RenderPage = (url: string, headers: http.OutgoingHttpHeaders) => Promise<RenderedPage>;

/**
 * The shared pages, drawn once per period and per language, adult setting and screen, then served from memory with
 * caching headers a CDN honours. A catalogue change (any instance's, through the bus) drops what it touched at once.
 * A request with a session never comes here (pageCacheKeyOf), so no page kept can hold anyone's data.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly drawing = new Map<string, Promise<Entry | undefined>>();
  private bytes = 0;
  /** Bumped by every drop: a page drawn across a drop may show what was dropped, and is not kept. */
  private generation = 0;

  constructor(
    private readonly render: RenderPage,
    private readonly options: { now?: () => number; maxBytes?: number } = {},
  ) {}

  private now() {
    return (this.options.now ?? Date.now)();
  }

  /** Serves a shared page from the cache (drawing it first when needed); false when the request is not for one. */
  async serve(req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> {
    const key = pageCacheKeyOf(req);
    if (!key) return false;
    const id = pageCacheKeyString(key);
    let entry = this.fresh(id);
    const hit = entry !== undefined;
    // A page that cannot be drawn for the cache is answered as any other request.
    entry ??= await this.draw(id, key, req).catch(() => undefined);
    if (!entry) return false;
    this.send(entry, hit, req, res);
    return true;
  }

  /** Drops the pages a catalogue change touches: a role's profile, and the lists when what they list changed. */
  forget(change: CatalogueChange): void {
    this.generation++;
    for (const [id, entry] of this.entries) {
      const touched = change.kind === 'tags' || (isListPage(entry.key) ? change.listed : entry.key.roleId === change.roleId);
      if (touched) this.remove(id);
    }
  }

  /** How many pages are kept (for tests and the log). */
  get size(): number {
    return this.entries.size;
  }

  private fresh(id: string): Entry | undefined {
    const entry = this.entries.get(id);
    if (entry && entry.expires > this.now()) return entry;
    if (entry) this.remove(id);
    return undefined;
  }

  private draw(id: string, key: PageCacheKey, req: http.IncomingMessage): Promise<Entry | undefined> {
    let drawing = this.drawing.get(id);
    if (!drawing) {
      const generation = this.generation;
      drawing = this.render(key.url, renderHeaders(req))
        .then((page) => {
          // Only a whole, shared page is kept: an error, a redirect or a page that sets a cookie is drawn per request.
          if (page.status !== 200 || page.headers['set-cookie']) return undefined;
          const entry = makeEntry(key, page, periodOf(this.now()).nextUpdateTime);
          if (generation === this.generation) this.keep(id, entry);
          return entry;
        })
        .finally(() => this.drawing.delete(id));
      this.drawing.set(id, drawing);
    }
    return drawing;
  }

  private keep(id: string, entry: Entry) {
    this.remove(id);
    this.entries.set(id, entry);
    this.bytes += entry.bytes;
    const max = this.options.maxBytes ?? PAGE_CACHE_BYTES;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= max) break;
      this.remove(oldest);
    }
  }

  private remove(id: string) {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    this.bytes -= entry.bytes;
  }

  private send(entry: Entry, hit: boolean, req: http.IncomingMessage, res: http.ServerResponse) {
    const seconds = Math.max(1, Math.ceil((entry.expires - this.now()) / 1000));
    const headers: http.OutgoingHttpHeaders = {
      ...entry.headers,
      // Browsers ask again each time (answered 304 when unchanged); a shared cache keeps it to the period's end,
      // then serves it while it fetches the next one.
      'cache-control': `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${DISCOVER_PERIOD_MS / 1000}`,
      vary: SHARED_PAGE_VARY,
      etag: entry.etag,
      [PAGE_CACHE_HEADER]: hit ? 'hit' : 'miss',
    };
    if (req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip ? entry.gzip : entry.body;
    res.writeHead(entry.status, { ...headers, ...(gzip ? { 'content-encoding': 'gzip' } : {}), 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  }
}

function makeEntry(key: PageCacheKey, page: RenderedPage, expires: number): Entry {
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = page.headers[name];
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  const gzip = gzipSync(page.body);
  const etag = `"${createHash('sha256').update(page.body).digest('base64url').slice(0, 27)}"`;
  return { key, status: page.status, headers, body: page.body, gzip, etag, expires, bytes: page.body.length + gzip.length };
}

/** The headers a page is drawn with: those pageCacheKeyOf reads, and no cookie but the language one. */
function renderHeaders(req: http.IncomingMessage): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = { accept: 'text/html', 'accept-encoding': 'identity' };
  for (const name of ['host', 'user-agent', 'accept-language', 'x-forwarded-host', 'x-forwarded-proto', LOCALE_HEADER]) {
    const value = req.headers[name];
    if (value !== undefined) headers[name] = value;
  }
  const locale = readCookie(String(req.headers.cookie ?? ''), LOCALE_COOKIE);
  if (locale) headers.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}`;
  return headers;
}

/**
 * Draws pages through this server itself, with a secret header that sends the request straight to the front end:
 * the page is rendered exactly as for the visitor who asked, then read whole.
 */
export function loopbackRenderer(target: { host: string; port: number }): { render: RenderPage; secret: string; close(): void } {
  const secret = randomBytes(24).toString('base64url');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const host = target.host === '0.0.0.0' || target.host === '::' || target.host === '' ? '127.0.0.1' : target.host;
  const render: RenderPage = (url, headers) =>
    new Promise((resolve, reject) => {
      const request = http.get({ host, port: target.port, path: url, agent, headers: { ...headers, [PAGE_RENDER_HEADER]: secret } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 500, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      request.on('error', reject);
    });
  return { render, secret, close: () => agent.destroy() };
}
