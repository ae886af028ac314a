import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { loginFailed, providerUnreachable, PROVIDER_TIMEOUT_MS, type Identity, type IdentityVerifier } from './identity';

/** Google's tokens name their issuer with or without the scheme. */
const ISSUER_ALIASES: Record<string, string[]> = {
  'https://accounts.google.com': ['https://accounts.google.com', 'accounts.google.com'],
};

/**
 * Verifies an OpenID Connect ID token (Google, Apple): signature against the issuer's JWKS (found
 * through its discovery document), issuer, audience = our client id, expiry.
 */
export function createOidcVerifier(options: { issuer: string; clientId: string }): IdentityVerifier {
  let keys: Promise<ReturnType<typeof createRemoteJWKSet>> | undefined;

  async function discover() {
    const response = await fetch(`${options.issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`discovery answered ${response.status}`);
    const config = (await response.json()) as { jwks_uri?: unknown };
    if (typeof config.jwks_uri !== 'string') throw new Error('discovery has no jwks_uri');
    return createRemoteJWKSet(new URL(config.jwks_uri), { timeoutDuration: PROVIDER_TIMEOUT_MS });
  }

  return {
    async verify(token) {
      let jwks;
      try {
        jwks = await (keys ??= discover());
      } catch {
        keys = undefined;
        throw providerUnreachable();
      }
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, jwks, {
          issuer: ISSUER_ALIASES[options.issuer] ?? options.issuer,
          audience: options.clientId,
          algorithms: ['RS256', 'ES256'],
        }));
      } catch (error) {
        if (error instanceof errors.JWKSTimeout) throw providerUnreachable();
        if (error instanceof errors.JWTExpired) throw loginFailed('the sign-in has expired, please try again');
        throw loginFailed('the sign-in token could not be verified');
      }
      if (!payload.sub) throw loginFailed('the sign-in token names nobody');
      return toIdentity(payload);
    },
  };
}

function toIdentity(payload: JWTPayload): Identity {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const verified = payload.email_verified;
  return {
    subject: payload.sub!,
    email: text(payload.email)?.toLowerCase(),
    emailVerified: verified === true || verified === 'true',
    name: text(payload.name),
    avatar: text(payload.picture)?.startsWith('https://') ? text(payload.picture) : undefined,
  };
}
