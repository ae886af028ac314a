import path from 'node:path';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('gives the embedded defaults when nothing is configured', () => {
    const env = parseEnv({});
    expect(env.port).toBe(3000);
    expect(env.dataDir).toBe(path.resolve('./data'));
    expect(env.databaseUrl).toBeUndefined();
    expect(env.redisUrl).toBeUndefined();
    expect(env.backendUrl).toBeUndefined();
    expect(env.shutdownGraceMs).toBe(10_000);
  });

  it('reads the shutdown grace', () => {
    expect(parseEnv({ KOKO_SHUTDOWN_GRACE_MS: '2500' }).shutdownGraceMs).toBe(2500);
    expect(parseEnv({ KOKO_SHUTDOWN_GRACE_MS: '0' }).shutdownGraceMs).toBe(0);
  });

  it('reads every setting', () => {
    const env = parseEnv({
      PORT: '8080',
      KOKO_DATA_DIR: '/tmp/koko',
      DATABASE_URL: 'postgres://u@h:5432/db',
      REDIS_URL: 'redis://127.0.0.1:6379',
      KOKO_BACKEND_URL: 'https://api.example.test/',
      KOKO_PUBLIC_URL: 'https://app.example.test',
    });
    expect(env).toMatchObject({
      port: 8080,
      dataDir: '/tmp/koko',
      databaseUrl: 'postgres://u@h:5432/db',
      redisUrl: 'redis://127.0.0.1:6379',
      backendUrl: 'https://api.example.test',
      publicUrl: 'https://app.example.test',
    });
  });

  it('reads the app links and the versions under store review', () => {
    const env = parseEnv({ KOKO_APP_STORE_URL: 'https://apps.example.test/koko', KOKO_COMMUNITY_URL: 'https://community.example.test', KOKO_REVIEW_APP_VERSIONS: ' 1.6.0, 1.6.1 ' });
    expect(env.appLinks).toEqual({ appStore: 'https://apps.example.test/koko', googlePlay: undefined, apk: undefined, community: 'https://community.example.test' });
    expect(env.reviewAppVersions).toEqual(['1.6.0', '1.6.1']);
    expect(parseEnv({}).reviewAppVersions).toEqual([]);
  });

  it("reads each user's budget of calls that reach a model, 30 a minute in bursts of 10 by default", () => {
    expect(parseEnv({}).modelCallLimit).toEqual({ perMinute: 30, burst: 10 });
    expect(parseEnv({ KOKO_MODEL_CALLS_PER_MINUTE: '6', KOKO_MODEL_CALL_BURST: '2' }).modelCallLimit).toEqual({ perMinute: 6, burst: 2 });
  });

  it("takes the passkeys' relying party from its settings, else from the public origin, else from each page", () => {
    expect(parseEnv({}).webauthn).toEqual({ rpId: undefined, origins: undefined, rpName: 'KOKO' });
    expect(parseEnv({ KOKO_PUBLIC_URL: 'https://koko.example.test/app/' }).webauthn).toEqual({ rpId: 'koko.example.test', origins: ['https://koko.example.test'], rpName: 'KOKO' });
    expect(parseEnv({ KOKO_WEBAUTHN_RP_ID: 'Example.test', KOKO_WEBAUTHN_ORIGINS: 'https://koko.example.test, https://m.example.test:8443/', KOKO_WEBAUTHN_RP_NAME: 'My KOKO' }).webauthn).toEqual({
      rpId: 'example.test',
      origins: ['https://koko.example.test', 'https://m.example.test:8443'],
      rpName: 'My KOKO',
    });
    expect(parseEnv({ KOKO_WEBAUTHN_RP_ID: 'localhost' }).webauthn).toMatchObject({ rpId: 'localhost', origins: undefined });
  });

  it('treats an empty value as absent', () => {
    expect(parseEnv({ DATABASE_URL: '', REDIS_URL: '  ' }).databaseUrl).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc', /PORT must be a whole number from 1 to 65535 \(got "abc"\)/],
    ['PORT', '70000', /PORT must be a whole number/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL must be a URL starting with postgres:\/\/ or postgresql:\/\//],
    ['REDIS_URL', 'not a url', /REDIS_URL must be a URL starting with redis:\/\//],
    ['KOKO_BACKEND_URL', 'ftp://x', /KOKO_BACKEND_URL must be a URL/],
    ['KOKO_APK_URL', 'javascript:alert(1)', /KOKO_APK_URL must be a URL starting with https:\/\/ or http:\/\//],
    ['KOKO_SHUTDOWN_GRACE_MS', '-1', /KOKO_SHUTDOWN_GRACE_MS must not be negative/],
    ['KOKO_SHUTDOWN_GRACE_MS', 'soon', /KOKO_SHUTDOWN_GRACE_MS must be a whole number of milliseconds/],
    ['KOKO_MODEL_CALLS_PER_MINUTE', '0', /KOKO_MODEL_CALLS_PER_MINUTE must be a whole number of requests a minute from 1 to 100000 \(got "0"\)/],
    ['KOKO_MODEL_CALL_BURST', '2.5', /KOKO_MODEL_CALL_BURST must be a whole number of requests from 1 to 100000/],
    ['KOKO_REVIEW_APP_VERSIONS', '1.6.0,latest', /KOKO_REVIEW_APP_VERSIONS must be app versions separated by commas/],
    ['KOKO_WEBAUTHN_RP_ID', 'https://koko.example.test', /KOKO_WEBAUTHN_RP_ID must be a host name without scheme or port/],
    ['KOKO_WEBAUTHN_ORIGINS', 'koko.example.test', /KOKO_WEBAUTHN_ORIGINS must be origins separated by commas/],
  ])('names %s when its value %p is wrong', (variable, value, message) => {
    let error: unknown;
    try {
      parseEnv({ [variable]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as EnvError).variable).toBe(variable);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  });
});

describe('passkey origins outside the RP ID', () => {
  it('stop the start, naming the setting they came from', () => {
    expect(() => parseEnv({ KOKO_WEBAUTHN_RP_ID: 'example.test', KOKO_WEBAUTHN_ORIGINS: 'https://example.test.evil.test' })).toThrow(/KOKO_WEBAUTHN_ORIGINS must be on the passkeys' RP ID example.test/);
    expect(() => parseEnv({ KOKO_WEBAUTHN_RP_ID: 'example.test', KOKO_PUBLIC_URL: 'https://other.test' })).toThrow(/KOKO_PUBLIC_URL must be on/);
  });
});

describe('media store and upload settings', () => {
  it('keeps media on local disk with the default caps when nothing is set', () => {
    const env = parseEnv({});
    expect(env.media).toEqual({ s3: undefined, publicUrl: undefined });
    expect(env.uploads).toEqual({ secret: undefined, maxBytes: { model: 64 * 1024 * 1024, image: 20 * 1024 * 1024, audio: 30 * 1024 * 1024 }, maxImagePixels: 40_000_000, maxAudioSeconds: 600 });
  });

  it('reads an S3 bucket, a public media URL and the caps', () => {
    const env = parseEnv({
      KOKO_S3_BUCKET: 'koko-media',
      KOKO_S3_ENDPOINT: 'http://minio:9000/',
      KOKO_S3_ACCESS_KEY_ID: 'id',
      KOKO_S3_SECRET_ACCESS_KEY: 'secret',
      KOKO_S3_FORCE_PATH_STYLE: 'true',
      KOKO_MEDIA_PUBLIC_URL: 'https://cdn.example.test/media/',
      KOKO_UPLOAD_IMAGE_MAX_MB: '5',
      KOKO_UPLOAD_SECRET: 'x'.repeat(32),
    });
    expect(env.media).toEqual({
      s3: { bucket: 'koko-media', endpoint: 'http://minio:9000', region: 'us-east-1', accessKeyId: 'id', secretAccessKey: 'secret', forcePathStyle: true },
      publicUrl: 'https://cdn.example.test/media',
    });
    expect(env.uploads.maxBytes.image).toBe(5 * 1024 * 1024);
    expect(env.uploads.secret).toBe('x'.repeat(32));
  });

  it.each([
    [{ KOKO_S3_BUCKET: 'Bad_Bucket' }, 'KOKO_S3_BUCKET', /must be a bucket name/],
    [{ KOKO_S3_ENDPOINT: 'http://minio:9000' }, 'KOKO_S3_ENDPOINT', /needs KOKO_S3_BUCKET too/],
    [{ KOKO_S3_BUCKET: 'koko', KOKO_S3_ACCESS_KEY_ID: 'id' }, 'KOKO_S3_SECRET_ACCESS_KEY', /must be set together/],
    [{ KOKO_S3_BUCKET: 'koko', KOKO_S3_FORCE_PATH_STYLE: 'yes' }, 'KOKO_S3_FORCE_PATH_STYLE', /must be true or false/],
    [{ KOKO_MEDIA_PUBLIC_URL: 'cdn.example.test' }, 'KOKO_MEDIA_PUBLIC_URL', /must be a URL/],
    [{ KOKO_UPLOAD_SECRET: 'short' }, 'KOKO_UPLOAD_SECRET', /at least 32 characters/],
    [{ KOKO_UPLOAD_MODEL_MAX_MB: '0' }, 'KOKO_UPLOAD_MODEL_MAX_MB', /from 1 to 2048/],
    [{ KOKO_UPLOAD_IMAGE_MAX_PIXELS: '10' }, 'KOKO_UPLOAD_IMAGE_MAX_PIXELS', /at least 1000000/],
  ])('refuses %p, naming %s', (input, variable, message) => {
    expect(() => parseEnv(input)).toThrow(EnvError);
    try {
      parseEnv(input);
    } catch (error) {
      expect((error as EnvError).variable).toBe(variable);
      expect((error as Error).message).toMatch(message);
    }
  });
});
