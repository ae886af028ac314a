import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from '@/server/env';
import { createAuthOptions } from './auth-options';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koko-auth-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** next-auth merges a provider's options over its defaults when it starts; the id we give wins. */
const ids = (providers: { id: string; options?: unknown }[]) => providers.map((p) => (p.options as { id?: string } | undefined)?.id ?? p.id);

const env = (extra: Record<string, string> = {}) => parseEnv({ KOKO_DATA_DIR: dataDir, ...extra });

describe('web sign-in options', () => {
  it('keeps the backend token itself as the session cookie: HttpOnly, SameSite=Lax, 365 days', async () => {
    const options = createAuthOptions(env(), false);
    expect(options.cookies?.sessionToken).toEqual({ name: 'koko_session', options: { httpOnly: true, sameSite: 'lax', path: '/', secure: false, maxAge: 365 * 24 * 3600 } });
    const cookie = await options.jwt!.encode!({ token: { backendToken: 'raw-backend-token' }, secret: options.secret!, maxAge: 60 });
    expect(cookie).toBe('raw-backend-token');
    expect(await options.jwt!.decode!({ token: cookie, secret: options.secret! })).toEqual({ backendToken: 'raw-backend-token' });
  });

  it('marks cookies Secure outside localhost, and lets the OAuth flow cookies cross sites there', () => {
    const options = createAuthOptions(env(), true);
    expect(options.cookies?.sessionToken?.options).toMatchObject({ secure: true, sameSite: 'lax' });
    expect(options.cookies?.pkceCodeVerifier?.options).toMatchObject({ secure: true, sameSite: 'none' });
  });

  it('still encrypts what next-auth keeps for itself (OAuth state), and refuses a forged one', async () => {
    const options = createAuthOptions(env(), false);
    const sealed = await options.jwt!.encode!({ token: { value: 'state-123' }, secret: options.secret!, maxAge: 60 });
    expect(sealed.split('.')).toHaveLength(5);
    expect(await options.jwt!.decode!({ token: sealed, secret: options.secret! })).toMatchObject({ value: 'state-123' });
    await expect(options.jwt!.decode!({ token: sealed, secret: 'another-secret' })).rejects.toThrow();
  });

  it('offers a provider only when it is configured, and keeps one generated secret', () => {
    const bare = createAuthOptions(env(), false);
    expect(ids(bare.providers)).toEqual(['koko']);
    const full = createAuthOptions(env({ KOKO_GOOGLE_CLIENT_ID: 'g', KOKO_FACEBOOK_APP_ID: 'f', KOKO_FACEBOOK_APP_SECRET: 's', KOKO_APPLE_CLIENT_ID: 'a' }), false);
    expect(ids(full.providers)).toEqual(['koko', 'google', 'facebook', 'apple']);
    expect(full.secret).toBe(bare.secret);
    expect(fs.readFileSync(path.join(dataDir, 'auth-secret'), 'utf8')).toBe(bare.secret);
    expect(createAuthOptions(env({ KOKO_AUTH_SECRET: 'configured' }), false).secret).toBe('configured');
  });
});
