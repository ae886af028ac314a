import sharp from 'sharp';
import type { SkyboxTextPreview } from '@/lib/contracts/skybox';
import { call } from '@/server/test/api-client';
import { signedIn, type Caller } from '@/server/test/catalogue-fixtures';
import { DATABASE_KINDS } from '@/server/test/test-database';
import { createTestRuntime, type TestRuntime } from '@/server/test/test-runtime';

describe.each(DATABASE_KINDS)('skybox API [%s]', (kind) => {
  let rt: TestRuntime;
  let caller: Caller;

  beforeAll(async () => {
    rt = await createTestRuntime(kind, { seed: false });
    caller = await signedIn(rt);
  });
  afterAll(() => rt.close());

  const preview = (body: unknown) => call<SkyboxTextPreview>(rt.backend, 'POST', '/app/skybox/textPreview', { token: caller.token, body });

  it('says what the words were understood as, with the palette and a small 2:1 picture', async () => {
    const { status, body } = await preview({ prompt: 'rainy city street at night' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ timeOfDay: 'night', weather: 'rain', setting: 'street', palette: { ambient: expect.stringMatching(/^#[0-9a-f]{6}$/) } });
    const picture = Buffer.from(body.data.preview.replace(/^data:image\/webp;base64,/, ''), 'base64');
    const meta = await sharp(picture).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(meta.height! * 2);
    const again = await preview({ prompt: 'rainy city street at night' });
    expect(again.body.data.preview).toBe(body.data.preview);
  });

  it('refuses an empty prompt, an unknown setting and a caller without a session', async () => {
    const empty = await preview({ prompt: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Please enter prompt to generate.');
    const unknown = await preview({ prompt: 'x', setting: 'moon' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('setting');
    expect((await call(rt.backend, 'POST', '/app/skybox/textPreview', { body: { prompt: 'beach' } })).status).toBe(401);
  });

  it('queues a space from a generate body that also names it and sets its seed (the common fields are read apart)', async () => {
    const { status, body } = await call<{ task: { state: number }; asset: { kind: string; name: string } }>(rt.backend, 'POST', '/app/skybox/generate', {
      token: caller.token,
      body: { prompt: 'quiet beach at sunset', name: 'My beach', seed: 7 },
    });
    expect(status).toBe(200);
    expect(body.data.asset).toMatchObject({ kind: 'skybox', name: 'My beach' });
    const strict = await call(rt.backend, 'POST', '/app/skybox/generate', { token: caller.token, body: { prompt: 'beach', colour: 'blue' } });
    expect(strict.status).toBe(400);
  });
});
