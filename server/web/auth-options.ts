import type { NextAuthOptions, User } from 'next-auth';
import { decode as decodeJwt, encode as encodeJwt } from 'next-auth/jwt';
import AppleProvider from 'next-auth/providers/apple';
import CredentialsProvider from 'next-auth/providers/credentials';
import FacebookProvider from 'next-auth/providers/facebook';
import GoogleProvider from 'next-auth/providers/google';
import { cookies, headers } from 'next/headers';
import { CHECKED_LOGIN_COOKIE, DEVICE_COOKIE, DEVICE_SECRET_COOKIE, LOGIN_RESULT_COOKIE, type LoginOutcome } from '@/lib/contracts/login';
import { SESSION_COOKIE, SESSION_COOKIE_MAX_AGE_SECONDS } from '@/lib/contracts/session';
import type { UserInfo } from '@/lib/contracts/user';
import type { Env } from '@/server/env';
import { CLIENT_ADDRESS_HEADER } from '@/server/http/client-address';
import { authSecret } from './auth-secret';
import { callBackend } from './backend-call';

interface LoginData {
  token: string;
  register: boolean;
  bonus: number;
  merged: number;
  userInfo: UserInfo;
  deviceId?: string;
  deviceSecret?: string;
}

type BackendUser = User & { backendToken?: string };

/** The pages the login flow comes back to; the overlay's page reads online= and error= (seed §4, §8). */
export const LOGIN_PAGE = '/pclogin';
/** The visitor sign-in (next-auth's routes) is the only place the device secret cookie is sent to. */
const DEVICE_SECRET_PATH = '/api/auth';
const CALLBACK_COOKIE = 'koko_auth_callback';

async function backendLogin(body: Record<string, unknown>, secureCookies: boolean) {
  const jar = await cookies();
  const clientAddress = (await headers()).get(CLIENT_ADDRESS_HEADER) ?? undefined;
  const checked = jar.get(CHECKED_LOGIN_COOKIE)?.value === '1';
  const visitor = body.source === 'visitor';
  const result = await callBackend<LoginData>('/user/login', {
    body: { deviceId: jar.get(DEVICE_COOKIE)?.value, ...(visitor ? { deviceSecret: jar.get(DEVICE_SECRET_COOKIE)?.value } : {}), checkedLogin: checked, ...body },
    // A visitor's session rides along, so what they made is merged into the account (and a device from
    // before device secrets is given its secret).
    token: jar.get(SESSION_COOKIE)?.value,
    clientAddress,
  });
  if (checked) jar.delete(CHECKED_LOGIN_COOKIE);
  if (result.code === 0 && result.data) {
    const outcome: LoginOutcome = { source: String(body.source), register: result.data.register, bonus: result.data.bonus, merged: result.data.merged };
    jar.set(LOGIN_RESULT_COOKIE, JSON.stringify(outcome), { path: '/', maxAge: 120, sameSite: 'lax' });
    const { deviceId, deviceSecret } = result.data;
    const year = { maxAge: SESSION_COOKIE_MAX_AGE_SECONDS, sameSite: 'lax' as const, secure: secureCookies };
    // The device id may be a new one (the one sent could not be opened): the page reads it from its cookie.
    if (deviceId) jar.set(DEVICE_COOKIE, deviceId, { ...year, path: '/' });
    // The secret only ever goes back to this sign-in route; scripts never see it.
    if (deviceSecret) jar.set(DEVICE_SECRET_COOKIE, deviceSecret, { ...year, path: DEVICE_SECRET_PATH, httpOnly: true });
  }
  return result;
}

/**
 * next-auth for the web (DESIGN §6): Google, Facebook and Apple when configured, plus a credentials
 * provider for visitors, local accounts (email + password) and tokens a native wrapper hands over. The session cookie holds the
 * backend token itself: HttpOnly, SameSite=Lax, Secure outside localhost, 365 days; the BFF turns it into
 * x-auth. A visitor's device secret lives in its own HttpOnly cookie, sent only to these sign-in routes. OAuth state and PKCE cookies stay next-auth's own encrypted tokens.
 */
export function createAuthOptions(env: Env, secureCookies: boolean): NextAuthOptions {
  const { google, apple, facebook } = env.login;
  const cookie = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: secureCookies };
  // Apple answers with a cross-site form POST, which carries only SameSite=None cookies (Secure only).
  const flow = secureCookies ? { ...cookie, sameSite: 'none' as const } : cookie;
  const providers: NextAuthOptions['providers'] = [
    CredentialsProvider({
      id: 'koko',
      name: 'KOKO',
      credentials: { source: { type: 'text' }, token: { type: 'text' }, deviceId: { type: 'text' }, email: { type: 'email' }, password: { type: 'password' } },
      async authorize(credentials) {
        const source = credentials?.source ?? 'visitor';
        // Local accounts sign in here too (source password): the same session bridge as every other sign-in.
        const password = source === 'password' ? { email: credentials?.email ?? '', password: credentials?.password ?? '', systemType: 'pc' } : {};
        const result = await backendLogin(
          { source, token: credentials?.token || undefined, ...(credentials?.deviceId ? { deviceId: credentials.deviceId } : {}), ...password },
          secureCookies,
        );
        // The page reads the code; a refused password sign-in also says whether the account is disabled or unverified.
        if (result.code !== 0 || !result.data) throw new Error(result.code === 403 ? `403:${/verify/i.test(result.message) ? 'unverified' : 'disabled'}` : String(result.code));
        return { id: String(result.data.userInfo.userId), name: result.data.userInfo.name, backendToken: result.data.token } as BackendUser;
      },
    }),
  ];
  if (google) {
    providers.push(GoogleProvider({ clientId: google.clientId, clientSecret: google.clientSecret ?? '', wellKnown: `${google.issuer}/.well-known/openid-configuration` }));
  }
  if (facebook?.appSecret) providers.push(FacebookProvider({ clientId: facebook.appId, clientSecret: facebook.appSecret }));
  if (apple) {
    providers.push(AppleProvider({ clientId: apple.clientId, clientSecret: apple.clientSecret ?? '', wellKnown: `${apple.issuer}/.well-known/openid-configuration` }));
  }

  return {
    secret: authSecret(env.authSecret, env.dataDir),
    providers,
    session: { strategy: 'jwt', maxAge: SESSION_COOKIE_MAX_AGE_SECONDS },
    pages: { signIn: LOGIN_PAGE, error: LOGIN_PAGE },
    cookies: {
      sessionToken: { name: SESSION_COOKIE, options: { ...cookie, maxAge: SESSION_COOKIE_MAX_AGE_SECONDS } },
      callbackUrl: { name: CALLBACK_COOKIE, options: { ...flow, httpOnly: false } },
      csrfToken: { name: 'koko_auth_csrf', options: cookie },
      pkceCodeVerifier: { name: 'koko_auth_pkce', options: { ...flow, maxAge: 900 } },
      state: { name: 'koko_auth_state', options: { ...flow, maxAge: 900 } },
      nonce: { name: 'koko_auth_nonce', options: flow },
    },
    jwt: {
      // The session cookie is the backend token; everything else next-auth signs stays a JWE.
      async encode(params) {
        const backendToken = (params.token as { backendToken?: unknown } | undefined)?.backendToken;
        return typeof backendToken === 'string' ? backendToken : encodeJwt(params);
      },
      async decode(params) {
        if (params.token && !params.token.includes('.')) return { backendToken: params.token };
        return decodeJwt(params);
      },
    },
    callbacks: {
      async signIn({ user, account }) {
        if (!account || account.type === 'credentials') return true;
        const credential = account.provider === 'facebook' ? account.access_token : account.id_token;
        const result = await backendLogin({ source: account.provider, token: credential, systemType: 'pc' }, secureCookies);
        if (result.code === 0 && result.data) {
          (user as BackendUser).backendToken = result.data.token;
          return true;
        }
        const back = encodeURIComponent((await cookies()).get(CALLBACK_COOKIE)?.value ?? '/');
        if (result.code === 607) return `${LOGIN_PAGE}?online=${encodeURIComponent(account.provider)}&redirectUrl=${back}`;
        return `${LOGIN_PAGE}?error=${encodeURIComponent(String(result.code))}&redirectUrl=${back}`;
      },
      async jwt({ token, user }) {
        const backendToken = (user as BackendUser | undefined)?.backendToken;
        return backendToken ? { backendToken } : token;
      },
      async session({ session }) {
        return session;
      },
    },
  };
}
