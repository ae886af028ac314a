/** Which methods the documented calls accept at a path, so a wrong method answers 405, not 404. */
export function createMethodIndex(paths: { method: string; path: string }[]) {
  const entries = paths.map(({ method, path }) => ({
    method: method.toUpperCase(),
    // OpenAPI {param} segments match one path segment; the media key may span several.
    pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{key\}/g, '.+').replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));
  return (path: string): string[] => [...new Set(entries.filter((e) => e.pattern.test(path)).map((e) => e.method))];
}
