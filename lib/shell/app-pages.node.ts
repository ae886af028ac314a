import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The pages under app/ as path patterns (`:x` one segment, `*` any further segments, `*?` none or more),
 * for the tests that check every link leads to a page. Node only: tests read it, the app never does.
 */
export function appPagePatterns(appDir = path.join(process.cwd(), 'app'), prefix = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(appDir)) {
    const full = path.join(appDir, name);
    if (!statSync(full).isDirectory()) {
      if (/^page\.(tsx?|jsx?)$/.test(name)) out.push(prefix || '/');
      continue;
    }
    if (name.startsWith('_') || name.startsWith('@')) continue;
    let segment = `/${name}`;
    if (name.startsWith('(')) segment = '';
    else if (name.startsWith('[[...')) segment = '/*?';
    else if (name.startsWith('[...')) segment = '/*';
    else if (name.startsWith('[')) segment = '/:param';
    out.push(...appPagePatterns(full, prefix + segment));
  }
  return out;
}

function matches(pattern: string, pathname: string): boolean {
  const parts = pattern.split('/').filter(Boolean);
  const segments = pathname.split('/').filter(Boolean);
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part === '*?') return true;
    if (part === '*') return segments.length > i;
    if (i >= segments.length) return false;
    if (part !== ':param' && part !== segments[i]) return false;
  }
  return parts.length === segments.length;
}

/** Whether a page under app/ answers this path (query and hash ignored). */
export function hasAppPage(href: string, patterns: readonly string[] = appPagePatterns()): boolean {
  const pathname = href.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  return patterns.some((pattern) => matches(pattern, pathname));
}
