import sharp from 'sharp';
import { API_BASE, type Envelope } from '@/lib/contracts/envelope';
import { EMPTY_PROMPT_MESSAGE, type AvatarImagePreview, type AvatarTextPreview } from '@/lib/contracts/avatar-generation';
import { characterLookSchema } from '@/lib/look/look-model';
import { call } from '@/server/test/api-client';
import { visitorCaller, type Caller } from '@/server/test/catalogue-fixtures';
import { DATABASE_KINDS } from '@/server/test/test-database';
import { createTestRuntime, type TestRuntime } from '@/server/test/test-runtime';

describe.each(DATABASE_KINDS)('avatar design API [%s]', (kind) => {
  let rt: TestRuntime;
  let caller: Caller;

  const imagePreview = async (bytes: Uint8Array | undefined, token: string | undefined, fields: Record<string, string> = {}) => {
    const form = new FormData();
    if (bytes) form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'me.png');
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const response = await rt.backend.fetch(new Request(`http://localhost${API_BASE}/app/avatar/imagePreview`, { method: 'POST', body: form, headers: token ? { 'x-auth': token } : {} }));
    return { status: response.status, body: (await response.json()) as Envelope<AvatarImagePreview> };
  };

  beforeAll(async () => {
    rt = await createTestRuntime(kind, { seed: false });
    caller = await visitorCaller(rt);
  });
  afterAll(() => rt.close());

  it('previews a prompt: the look, the words understood, the seed and a small portrait; the same seed gives the same answer', async () => {
    const first = await call<AvatarTextPreview>(rt.backend, 'POST', '/app/avatar/textPreview', { token: caller.token, body: { prompt: 'an old dwarf blacksmith with a red beard', seed: 12 } });
    expect(first.status).toBe(200);
    const { look, understood, seed, image } = first.body.data;
    expect(characterLookSchema.parse(look)).toMatchObject({ body: { age: 'old', height: 'short' }, species: { kind: 'dwarf' } });
    expect(understood).toContainEqual({ text: 'red', trait: 'facialHairColor', value: '#c8323c' });
    expect(seed).toBe(12);
    const picture = await sharp(Buffer.from(image.replace(/^data:image\/webp;base64,/, ''), 'base64')).metadata();
    expect(picture).toMatchObject({ format: 'webp', width: 360, height: 480 });
    const again = await call<AvatarTextPreview>(rt.backend, 'POST', '/app/avatar/textPreview', { token: caller.token, body: { prompt: 'an old dwarf blacksmith with a red beard', seed: 12 } });
    expect(again.body.data).toEqual(first.body.data);
  });

  it('refuses an empty or overlong prompt with the seed’s message, and a caller without a session', async () => {
    const empty = await call(rt.backend, 'POST', '/app/avatar/textPreview', { token: caller.token, body: { prompt: '  ' } });
    expect(empty.body).toMatchObject({ code: 400, message: expect.stringContaining(EMPTY_PROMPT_MESSAGE) });
    const long = await call(rt.backend, 'POST', '/app/avatar/textPreview', { token: caller.token, body: { prompt: 'a'.repeat(501) } });
    expect(long.body.message).toMatch(/^prompt:/);
    expect((await call(rt.backend, 'POST', '/app/avatar/textPreview', { body: { prompt: 'an elf' } })).status).toBe(401);
  });

  it('previews a picture by its colours, and refuses what is not a picture', async () => {
    const png = await sharp({ create: { width: 120, height: 160, channels: 3, background: '#2e8b57' } }).png().toBuffer();
    const ok = await imagePreview(png, caller.token, { prompt: 'a girl with red hair', seed: '5' });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ seed: 5, look: { hairColor: '#c8323c', body: { presentation: 'feminine' } }, colours: { outfit: '#2e8b57' } });
    expect((await imagePreview(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), caller.token)).body).toMatchObject({ code: 415, message: expect.stringMatching(/^file: .*PNG, JPEG or WebP/) });
    expect((await imagePreview(undefined, caller.token)).body).toMatchObject({ code: 400, message: 'file: Select image file first, please' });
    expect((await imagePreview(png, undefined)).status).toBe(401);
  });

  it('offers ready prompts in the reader’s language', async () => {
    const { body } = await call<{ list: { id: string; prompt: string }[] }>(rt.backend, 'POST', '/app/avatar/inspiration', { headers: { 'accept-language': 'ja-JP' } });
    expect(body.data.list.length).toBeGreaterThanOrEqual(24);
    expect(body.data.list.find((i) => i.id === 'shy-elf')!.prompt).toMatch(/エルフ/);
  });
});
