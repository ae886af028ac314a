import fs from 'node:fs';
import path from 'node:path';
import { clientMessages, MESSAGE_NAMESPACES, SERVER_ONLY_NAMESPACES } from './namespaces';

const ROOT = path.resolve(__dirname, '../..');

/** Every source file of the app that a browser bundle may contain code from. */
function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

describe('client messages', () => {
  it('leave out exactly the server-only namespaces', () => {
    const all = Object.fromEntries(MESSAGE_NAMESPACES.map((ns) => [ns, { key: ns }]));
    const kept = Object.keys(clientMessages(all));
    expect(kept.sort()).toEqual(MESSAGE_NAMESPACES.filter((ns) => !(SERVER_ONLY_NAMESPACES as readonly string[]).includes(ns)).sort());
  });

  it('hold every namespace a client hook reads (server-only namespaces are read with getTranslations only)', () => {
    const readByHook = new Map<string, string[]>();
    for (const file of ['app', 'components', 'lib'].flatMap(sources)) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      for (const match of text.matchAll(/useTranslations\(\s*['"`](\w+)/g)) readByHook.set(match[1]!, [...(readByHook.get(match[1]!) ?? []), file]);
      // A hook without a namespace could reach any of them.
      expect(`${file}: ${/useTranslations\(\s*\)/.test(text)}`).toBe(`${file}: false`);
    }
    for (const namespace of SERVER_ONLY_NAMESPACES) expect(`${namespace}: ${readByHook.get(namespace) ?? []}`).toBe(`${namespace}: `);
  });
});
