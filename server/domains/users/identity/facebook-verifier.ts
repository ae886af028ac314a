import { loginFailed, providerUnreachable, PROVIDER_TIMEOUT_MS, type IdentityVerifier } from './identity';

interface DebugToken {
  data?: { app_id?: string; is_valid?: boolean; user_id?: string; expires_at?: number };
}

interface Profile {
  id?: string;
  name?: string;
  email?: string;
  picture?: { data?: { url?: string } };
}

/**
 * Verifies a Facebook user access token with the Graph API's debug_token call (signed by our app
 * token): it must be valid, issued to our app, and not expired. The profile comes from /me.
 */
export function createFacebookVerifier(options: { appId: string; appSecret: string; graphUrl: string }): IdentityVerifier {
  async function get<T>(path: string, params: Record<string, string>): Promise<T> {
    const url = new URL(`${options.graphUrl}${path}`);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
    } catch {
      throw providerUnreachable();
    }
    if (response.status >= 500) throw providerUnreachable();
    return (await response.json().catch(() => ({}))) as T;
  }

  return {
    async verify(token) {
      const debug = await get<DebugToken>('/debug_token', { input_token: token, access_token: `${options.appId}|${options.appSecret}` });
      const data = debug.data;
      if (!data?.is_valid || !data.user_id) throw loginFailed('the sign-in token could not be verified');
      if (data.app_id !== options.appId) throw loginFailed('the sign-in token was issued to another app');
      if (data.expires_at && data.expires_at > 0 && data.expires_at * 1000 < Date.now()) throw loginFailed('the sign-in has expired, please try again');
      const profile = await get<Profile>('/me', { fields: 'id,name,email,picture.type(large)', access_token: token }).catch(() => ({}) as Profile);
      const picture = profile.picture?.data?.url;
      return {
        subject: data.user_id,
        // Facebook returns only confirmed emails.
        email: profile.email?.toLowerCase(),
        emailVerified: Boolean(profile.email),
        name: profile.name,
        avatar: picture?.startsWith('https://') ? picture : undefined,
      };
    },
  };
}
