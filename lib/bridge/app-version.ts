/**
 * The app version and platform read from the user-agent (seed §1: platforms pc, ios, android, h5; the
 * native app version comes from the user-agent).
 *
 * Contract for the native wrappers: append the token `KOKO/<version> (<ios|android>)` to the web view's
 * user-agent, e.g. `KOKO/1.4.42 (ios)`. The platform part may be left out; the OS is then read from the
 * usual user-agent markers.
 */
export type ClientPlatform = 'pc' | 'ios' | 'android' | 'h5';
export type NativePlatform = 'ios' | 'android';

export interface AppUserAgent {
  /** Inside a native wrapper: the user-agent carries the KOKO token. */
  inApp: boolean;
  /** The wrapper's version, null outside the app. */
  appVersion: string | null;
  /** ios or android inside the app; h5 on a mobile browser, pc otherwise. */
  platform: ClientPlatform;
  /** The device's OS, also outside the app (Apple sign-in is offered on iOS browsers too). */
  ios: boolean;
  android: boolean;
}

export const APP_UA_PRODUCT = 'KOKO';

const APP_TOKEN = /\bKOKO\/(\d+(?:\.\d+)*)(?:\s*\((ios|android)\))?/i;
const IOS_MARKERS = /iPhone|iPad|iPod/;
const ANDROID_MARKERS = /Android/;
const MOBILE_MARKERS = /Mobile|iPhone|iPad|iPod|Android/;

/** The token a native wrapper appends to its user-agent. */
export function appUserAgentToken(version: string, platform: NativePlatform): string {
  return `${APP_UA_PRODUCT}/${version} (${platform})`;
}

export function parseUserAgent(userAgent: string): AppUserAgent {
  const token = APP_TOKEN.exec(userAgent);
  const tokenPlatform = token?.[2]?.toLowerCase() as NativePlatform | undefined;
  const ios = tokenPlatform === 'ios' || (!tokenPlatform && IOS_MARKERS.test(userAgent));
  const android = tokenPlatform === 'android' || (!tokenPlatform && ANDROID_MARKERS.test(userAgent));
  const inApp = token !== null;
  let platform: ClientPlatform;
  if (inApp && ios) platform = 'ios';
  else if (inApp && android) platform = 'android';
  else platform = MOBILE_MARKERS.test(userAgent) ? 'h5' : 'pc';
  return { inApp, appVersion: token?.[1] ?? null, platform, ios, android };
}

/** Compares dotted versions numerically: negative when a < b, 0 when equal ("1.2" equals "1.2.0"). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((part) => Number(part) || 0);
  const pb = b.split('.').map((part) => Number(part) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * Seed §3 inCheck: the app is in store review when the request comes from a native app whose version is
 * one of those the operator lists as under review (KOKO_REVIEW_APP_VERSIONS). Browsers never are.
 */
export function inStoreReview(app: AppUserAgent, reviewVersions: readonly string[]): boolean {
  const version = app.appVersion;
  return app.inApp && version !== null && reviewVersions.some((v) => compareVersions(v, version) === 0);
}
