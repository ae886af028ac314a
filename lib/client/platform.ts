/** What the page runs in (seed §1): the native wrappers put "KOKO/<version>" in the user agent. */
export interface Platform {
  inApp: boolean;
  ios: boolean;
  android: boolean;
  appVersion: string | null;
}

export function detectPlatform(userAgent: string): Platform {
  const version = /\bKOKO\/(\d+\.\d+\.\d+)/.exec(userAgent)?.[1] ?? null;
  return {
    inApp: version !== null,
    ios: /iPhone|iPad|iPod/.test(userAgent),
    android: /Android/.test(userAgent),
    appVersion: version,
  };
}

/** Compares dotted versions: negative when a < b. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Seed §2: Meta login is offered in the app from 0.9.9; Apple only on iOS. */
export function loginButtons(platform: Platform, configured: string[]): ('apple' | 'google' | 'facebook')[] {
  const out: ('apple' | 'google' | 'facebook')[] = [];
  if (configured.includes('apple') && platform.ios) out.push('apple');
  if (configured.includes('google')) out.push('google');
  const metaAllowed = !platform.inApp || (platform.appVersion !== null && compareVersions(platform.appVersion, '0.9.9') >= 0);
  if (configured.includes('facebook') && metaAllowed) out.push('facebook');
  return out;
}
