import { parseUserAgent, type AppUserAgent } from '@/lib/bridge/app-version';
import { passesGate } from '@/lib/bridge/version-gates';

export { compareVersions } from '@/lib/bridge/app-version';

/** What the page runs in (seed §1): the native wrappers put "KOKO/<version> (<ios|android>)" in the user agent. */
export type Platform = AppUserAgent;

export function detectPlatform(userAgent: string): Platform {
  return parseUserAgent(userAgent);
}

/** Seed §2: Meta login is offered in the app from 0.9.9; Apple only on iOS. */
export function loginButtons(platform: Platform, configured: string[]): ('apple' | 'google' | 'facebook')[] {
  const out: ('apple' | 'google' | 'facebook')[] = [];
  if (configured.includes('apple') && platform.ios) out.push('apple');
  if (configured.includes('google')) out.push('google');
  if (configured.includes('facebook') && passesGate('metaLogin', platform)) out.push('facebook');
  return out;
}
