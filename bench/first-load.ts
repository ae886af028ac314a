/** A script the browser loads with a page: its URL and its bytes. */
export interface LoadedScript {
  src: string;
  body: Buffer;
}

/** The external scripts a server-rendered page loads at once (its first-load JavaScript). */
export async function firstLoadScripts(origin: string, pathName: string): Promise<LoadedScript[]> {
  const html = await (await fetch(origin + pathName)).text();
  const sources = [...new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')))];
  return Promise.all(sources.map(async (src) => ({ src, body: Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer()) })));
}

/** three.js registers itself on window.__THREE__ wherever it is bundled, minified or not. */
export const hasThreeJs = (body: Buffer) => body.includes('__THREE__');
