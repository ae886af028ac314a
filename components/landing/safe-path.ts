/** An in-app path from a query value (back, redirectUrl); anything else (another site, a scheme) is refused. */
export function inAppPath(value: string | string[] | undefined | null, fallback = '/'): string {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return fallback;
  const text = raw.trim();
  if (!text.startsWith('/') || text.startsWith('//') || text.startsWith('/\\')) return fallback;
  try {
    const url = new URL(text, 'http://in.app');
    return url.host === 'in.app' ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
