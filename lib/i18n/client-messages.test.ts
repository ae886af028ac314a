import fs from 'node:fs';
import path from 'node:path';
import { clientMessages, MESSAGE_NAMESPACES, PAGE_NAMESPACES, SERVER_ONLY_NAMESPACES } from './namespaces';

const ROOT = path.resolve(__dirname, '../..');

/** Every source file of the app that a browser bundle may contain code from. */
function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

/** The files each source file imports (`@/…` and relative imports that resolve to a source file). */
function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  const resolve = (from: string, spec: string) => {
    const base = spec.startsWith('@/') ? spec.slice(2) : spec.startsWith('.') ? path.join(path.dirname(from), spec) : undefined;
    return base === undefined ? undefined : ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((file) => known.has(file));
  };
  return new Map(
    files.map((file) => {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      const specs = [...text.matchAll(/(?:from|import\()\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);
      return [file, specs.map((spec) => resolve(file, spec)).filter((f): f is string => f !== undefined)];
    }),
  );
}

/** Every file `file` reaches through its imports, itself included. */
function reach(graph: Map<string, string[]>, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const next of graph.get(file) ?? []) reach(graph, next, seen);
  return seen;
}

const readsNamespace = (file: string, namespace: string) => new RegExp(`useTranslations\\(\\s*['"\`]${namespace}[.'"\`]`).test(fs.readFileSync(path.join(ROOT, file), 'utf8'));

describe('client messages', () => {
  it('leave out the server-only namespaces, and the page namespaces unless a page asks for them', () => {
    const all = Object.fromEntries(MESSAGE_NAMESPACES.map((ns) => [ns, { key: ns }]));
    const shared = MESSAGE_NAMESPACES.filter((ns) => !([...SERVER_ONLY_NAMESPACES, ...PAGE_NAMESPACES] as readonly string[]).includes(ns));
    expect(Object.keys(clientMessages(all)).sort()).toEqual([...shared].sort());
    expect(Object.keys(clientMessages(all, ['Generate', 'Assets'])).sort()).toEqual([...shared, 'Generate', 'Assets'].sort());
  });

  it('reach every page whose client components read a page namespace, through a layout above it; the shell reads none', () => {
    const files = ['app', 'components', 'lib'].flatMap(sources);
    const graph = importGraph(files);
    // What every page shares (the root layout and all it imports) never reads a page namespace.
    for (const file of reach(graph, 'app/layout.tsx')) for (const namespace of PAGE_NAMESPACES) expect(`${file} reads ${namespace}: ${readsNamespace(file, namespace)}`).toBe(`${file} reads ${namespace}: false`);
    let checked = 0;
    for (const page of files.filter((file) => /^app\/.*\/page\.tsx?$/.test(file))) {
      const needed = PAGE_NAMESPACES.filter((namespace) => [...reach(graph, page)].some((file) => readsNamespace(file, namespace)));
      // The layouts from the page's folder up to app/ that hand messages on, and the namespaces they name.
      const given = new Set<string>();
      for (let dir = path.dirname(page); dir !== '.'; dir = path.dirname(dir)) {
        const layout = path.join(dir, 'layout.tsx');
        if (!fs.existsSync(path.join(ROOT, layout))) continue;
        const named = /<PageMessages namespaces=\{\[([^\]]*)\]\}/.exec(fs.readFileSync(path.join(ROOT, layout), 'utf8'))?.[1] ?? '';
        for (const m of named.matchAll(/'(\w+)'/g)) given.add(m[1]!);
      }
      expect(`${page}: ${needed.filter((namespace) => !given.has(namespace))}`).toBe(`${page}: `);
      checked += needed.length;
    }
    expect(checked).toBeGreaterThan(10);
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
