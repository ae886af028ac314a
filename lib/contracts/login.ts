/** Cookies and rules shared by the web login (next-auth on the server, the overlay in the browser). */

/** The browser's device id, so a visitor is the same visitor on every visit (seed §3 deviceId). */
export const DEVICE_COOKIE = 'koko_device';
/**
 * The secret that opens this browser's visitor (DESIGN §6): set by the sign-in route, HttpOnly, sent only to
 * /api/auth; a device id without it opens nothing.
 */
export const DEVICE_SECRET_COOKIE = 'koko_device_secret';
/** Set for one login after the user confirmed ending the session on another device (seed §4). */
export const CHECKED_LOGIN_COOKIE = 'koko_checked_login';
/** What the last login paid (welcome bonus, koin brought along); the dialogs read it once. */
export const LOGIN_RESULT_COOKIE = 'koko_login_result';

export interface LoginOutcome {
  source: string;
  register: boolean;
  bonus: number;
  merged: number;
}

/** Login error codes (seed §8): -99 default, -1 cancel, -2 authorization failed, -11 online user cancelled. */
export const LoginErrorCode = { Default: -99, Cancel: -1, AuthorizationFailed: -2, NotSupported: -3, OnlineUserCancel: -11, UserOnline: 607 } as const;

/**
 * Where to go after login (seed §2): a value starting with / as it is, a full URL reduced to its path and
 * query, anything else home. Protocol-relative values (//host) would leave the site and go home too.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value) return '/';
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '/';
    return `${url.pathname}${url.search}` || '/';
  } catch {
    return '/';
  }
}
