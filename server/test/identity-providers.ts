import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPair, SignJWT } from 'jose';

export const GOOGLE_CLIENT_ID = 'koko-google-test';
export const APPLE_CLIENT_ID = 'koko-apple-test';
export const FACEBOOK_APP_ID = 'koko-facebook-test';
const FACEBOOK_APP_SECRET = 'facebook-secret-test';

export interface IdClaims {
  sub: string;
  email?: string;
  name?: string;
  aud?: string;
  /** Seconds until expiry; negative for an expired token. */
  expiresIn?: number;
}

export interface FacebookUser {
  id: string;
  name?: string;
  email?: string;
  appId?: string;
  valid?: boolean;
  expiresAt?: number;
}

/**
 * Local stand-ins for the sign-in providers: two OpenID providers (Google, Apple) that publish discovery
 * documents and JWKS and sign real ID tokens, and a Graph API stand-in answering debug_token and /me.
 */
export async function startIdentityProviders() {
  const { OAuth2Server } = await import('oauth2-mock-server');
  const start = async () => {
    const server = new OAuth2Server();
    await server.issuer.keys.generate('RS256');
    await server.start(0, '127.0.0.1');
    return server;
  };
  const [google, apple] = await Promise.all([start(), start()]);

  const facebookTokens = new Map<string, FacebookUser>();
  const graph = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/debug_token') {
      if (url.searchParams.get('access_token') !== `${FACEBOOK_APP_ID}|${FACEBOOK_APP_SECRET}`) return reply(400, { error: { message: 'Invalid OAuth access token.' } });
      const user = facebookTokens.get(url.searchParams.get('input_token') ?? '');
      if (!user) return reply(200, { data: { is_valid: false } });
      return reply(200, { data: { app_id: user.appId ?? FACEBOOK_APP_ID, is_valid: user.valid ?? true, user_id: user.id, expires_at: user.expiresAt ?? Math.floor(Date.now() / 1000) + 3600 } });
    }
    if (url.pathname === '/me') {
      const user = facebookTokens.get(url.searchParams.get('access_token') ?? '');
      if (!user) return reply(400, { error: { message: 'Invalid OAuth access token.' } });
      return reply(200, { id: user.id, name: user.name, email: user.email });
    }
    reply(404, { error: { message: 'Unknown path' } });
  });
  await new Promise<void>((resolve) => graph.listen(0, '127.0.0.1', resolve));
  const graphUrl = `http://127.0.0.1:${(graph.address() as AddressInfo).port}`;

  const sign = (server: typeof google, clientId: string) => (claims: IdClaims) =>
    server.issuer.buildToken({
      expiresIn: claims.expiresIn ?? 3600,
      scopesOrTransform: (_header, payload) => {
        Object.assign(payload, { sub: claims.sub, aud: claims.aud ?? clientId, email: claims.email, email_verified: Boolean(claims.email), name: claims.name });
        if ((claims.expiresIn ?? 3600) < 0) Object.assign(payload, { iat: Math.floor(Date.now() / 1000) + 2 * (claims.expiresIn ?? 0) });
      },
    });

  let counter = 0;
  return {
    env: {
      KOKO_GOOGLE_CLIENT_ID: GOOGLE_CLIENT_ID,
      KOKO_GOOGLE_CLIENT_SECRET: 'google-secret-test',
      KOKO_GOOGLE_ISSUER: google.issuer.url!,
      KOKO_APPLE_CLIENT_ID: APPLE_CLIENT_ID,
      KOKO_APPLE_ISSUER: apple.issuer.url!,
      KOKO_FACEBOOK_APP_ID: FACEBOOK_APP_ID,
      KOKO_FACEBOOK_APP_SECRET: FACEBOOK_APP_SECRET,
      KOKO_FACEBOOK_GRAPH_URL: graphUrl,
    },
    googleToken: sign(google, GOOGLE_CLIENT_ID),
    appleToken: sign(apple, APPLE_CLIENT_ID),
    /** A token signed by a key the issuer never published, with every claim otherwise right. */
    async forgedGoogleToken(claims: IdClaims) {
      const { privateKey } = await generateKeyPair('RS256');
      return new SignJWT({ email: claims.email })
        .setProtectedHeader({ alg: 'RS256', kid: 'forged' })
        .setIssuer(google.issuer.url!)
        .setAudience(GOOGLE_CLIENT_ID)
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey);
    },
    facebookToken(user: FacebookUser): string {
      const token = `fb-token-${++counter}-${user.id}`;
      facebookTokens.set(token, user);
      return token;
    },
    async stop() {
      await Promise.all([google.stop(), apple.stop(), new Promise((resolve) => graph.close(resolve))]);
    },
  };
}

export type IdentityProviders = Awaited<ReturnType<typeof startIdentityProviders>>;
