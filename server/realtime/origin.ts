/**
 * Socket origin allowlist (DESIGN §6): native apps send no Origin; a browser must come from this site
 * (same host) or from the configured public URL.
 */
export function isAllowedOrigin(origin: string | undefined, host: string | undefined, publicUrl?: string): boolean {
  if (!origin) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (host && parsed.host === host) return true;
  if (publicUrl && parsed.origin === new URL(publicUrl).origin) return true;
  return false;
}
