import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { REQUIRED_VRM_BONES, validateVrm } from '@/lib/avatar/vrm/validate';
import { buildGlb } from '@/lib/test/glb-files';
import { AVATAR_ASSETS_TYPE_VERSION, EMPTY_PROMPT_MESSAGE } from '@/lib/contracts/avatar-generation';
import { parsePropertyResource } from '@/lib/contracts/property';
import { resourceAvatarLook } from '@/lib/create/preview-source';
import { avatarLookFrom } from '@/lib/avatar/look';
import { characterLookSchema } from '@/lib/look/look-model';
import { parseEnv } from '@/server/env';
import { ProceduralAvatarModel } from '@/server/providers/avatar/avatar-model';
import { HttpVrmAvatarModel } from '@/server/providers/avatar/http-vrm-avatar-model';
import { lookFromPrompt } from '@/server/providers/avatar/prompt-look';
import { avatarGenerator } from './avatar-generator';
import type { GeneratorContext } from './generator';
import { generatorFactories } from './generators';

const VRM = new Uint8Array(
  buildGlb({
    asset: { version: '2.0' },
    nodes: REQUIRED_VRM_BONES.map((name) => ({ name })),
    extensionsUsed: ['VRMC_vrm'],
    extensions: { VRMC_vrm: { specVersion: '1.0', humanoid: { humanBones: Object.fromEntries(REQUIRED_VRM_BONES.map((name, node) => [name, { node }])) }, meta: { name: 'Made', authors: ['KOKO'] } } },
  }),
);

function context(seed = 7, signal = new AbortController().signal): GeneratorContext & { steps: [number, number | undefined][] } {
  const steps: [number, number | undefined][] = [];
  return { seed, signal, steps, progress: (percent, step) => steps.push([percent, step]) };
}

/** Statistics of a WebP: its size and how much its pixels vary (a blank or flat picture has none). */
async function pictureOf(bytes: Uint8Array) {
  const image = sharp(bytes);
  const { width, height, format } = await image.metadata();
  const { channels } = await image.stats();
  return { width, height, format, spread: Math.min(...channels.slice(0, 3).map((c) => c.stdev)) };
}

describe('avatar generator (embedded)', () => {
  const generator = avatarGenerator(new ProceduralAvatarModel());

  it('makes one look and paints the cover from it: resource, cover file and progress', async () => {
    const ctx = context();
    const request = generator.input.parse({ prompt: 'an old dwarf blacksmith with a red beard' });
    const result = await generator.run(request, ctx);
    const look = characterLookSchema.parse(result.resource.look);
    expect(look).toEqual(lookFromPrompt('an old dwarf blacksmith with a red beard', '7').look);
    expect(result.resource).toMatchObject({ avatar_model: 'procedural', assetsTypeVersion: AVATAR_ASSETS_TYPE_VERSION, prompt: 'an old dwarf blacksmith with a red beard' });
    expect(result.fileFields).toEqual({ 'cover.webp': 'cardUrl' });
    expect(result.files.map((f) => [f.name, f.contentType])).toEqual([['cover.webp', 'image/webp']]);
    const cover = await pictureOf(result.files[0]!.bytes);
    expect(cover).toMatchObject({ width: 720, height: 960, format: 'webp' });
    expect(cover.spread).toBeGreaterThan(20);
    expect(ctx.steps).toEqual([
      [10, 11],
      [60, 12],
      [100, 13],
    ]);
  });

  it("stores what the page's 3D preview needs to draw the prompt's character, not a stranger", async () => {
    const result = await generator.run(generator.input.parse({ prompt: 'A bearded old wizard in a blue robe' }), context(11));
    // The page reads the asset back from its JSON string, as getList/get return it.
    const resource = parsePropertyResource(JSON.stringify(result.resource));
    const shown = resourceAvatarLook(resource, 'avatar-99');
    expect(shown).toEqual(avatarLookFrom(result.resource.look, '11'));
    expect(shown).toMatchObject({ facialHair: { kind: expect.stringMatching(/beard/) }, traits: { age: 'old' }, outfit: { style: 'robe' }, accessory: { kind: 'wizard-hat' } });
  });

  it('gives the same bytes for the same prompt and seed, and another character for another seed', async () => {
    const request = generator.input.parse({ prompt: 'a girl with a ponytail' });
    const [a, b, c] = await Promise.all([generator.run(request, context(1)), generator.run(request, context(1)), generator.run(request, context(2))]);
    expect(Buffer.from(a.files[0]!.bytes).equals(Buffer.from(b.files[0]!.bytes))).toBe(true);
    expect(a.resource.look).not.toEqual(c.resource.look);
  });

  it('draws a look the person accepted from a preview as it is', async () => {
    const look = lookFromPrompt('a tall elf in a green cloak', 3).look;
    const result = await generator.run(generator.input.parse({ look }), context(9));
    expect(result.resource.look).toEqual(look);
    expect(result.resource).not.toHaveProperty('prompt');
  });

  it('refuses a request without a prompt or a look, and a prompt that is too long', () => {
    expect(generator.input.safeParse({}).error?.issues[0]).toMatchObject({ path: ['prompt'], message: EMPTY_PROMPT_MESSAGE });
    expect(generator.input.safeParse({ prompt: '   ' }).success).toBe(false);
    expect(generator.input.safeParse({ prompt: 'x'.repeat(501) }).success).toBe(false);
    expect(generator.input.safeParse({ look: { hairColor: 'red' } }).success).toBe(false);
  });

  it('stops when the task is cancelled', async () => {
    const cancel = new AbortController();
    cancel.abort(new Error('cancelled'));
    await expect(generator.run(generator.input.parse({ prompt: 'a cat girl' }), context(1, cancel.signal))).rejects.toMatchObject({ failure: 'aborted' });
  });

  it('is the avatar entry of the generator table: embedded by default, remote when KOKO_AVATAR_BASE_URL is set', () => {
    expect(generatorFactories.avatar!(parseEnv({})).kind).toBe('avatar');
    expect(generatorFactories.avatar!(parseEnv({ KOKO_AVATAR_BASE_URL: 'http://127.0.0.1:9/avatar' })).cpuHeavy).toBe(true);
    expect(() => parseEnv({ KOKO_AVATAR_BASE_URL: 'ftp://x' })).toThrow(/KOKO_AVATAR_BASE_URL/);
  });
});

/** A local avatar service whose answer each test scripts. */
async function standIn(answer: (req: http.IncomingMessage, body: string, res: http.ServerResponse) => void) {
  const requests: { headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      requests.push({ headers: req.headers, body: JSON.parse(raw || '{}') });
      answer(req, raw, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/avatar`,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('avatar generator (remote VRM service)', () => {
  let stop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await stop?.();
    stop = undefined;
  });

  async function remote(answer: Parameters<typeof standIn>[0], timeoutMs = 3000) {
    const service = await standIn(answer);
    stop = service.stop;
    return { service, generator: avatarGenerator(new HttpVrmAvatarModel({ url: service.url, apiKey: 'key-1', timeoutMs })) };
  }

  it('posts the prompt, keeps the VRM it answers as the model, and paints the cover from the prompt look', async () => {
    const { service, generator } = await remote((_req, _body, res) => res.writeHead(200, { 'content-type': 'model/gltf-binary' }).end(Buffer.from(VRM)));
    const result = await generator.run(generator.input.parse({ prompt: 'a knight in golden armour' }), context(5));
    expect(service.requests[0]!.headers.authorization).toBe('Bearer key-1');
    expect(service.requests[0]!.body).toMatchObject({ prompt: 'a knight in golden armour', seed: 5, look: result.resource.look });
    expect(result.resource).toMatchObject({ avatar_model: 'vrm' });
    expect(result.fileFields).toEqual({ 'cover.webp': 'cardUrl', 'avatar.vrm': 'modelUrl' });
    const vrm = result.files.find((f) => f.name === 'avatar.vrm')!;
    expect(validateVrm(vrm.bytes)).toMatchObject({ ok: true, title: 'Made' });
  });

  it('refuses an answer that is not a VRM, an error status, and an endpoint that does not answer in time', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f00' } }).png().toBuffer();
    let generator = (await remote((_req, _body, res) => res.writeHead(200).end(png))).generator;
    await expect(generator.run(generator.input.parse({ prompt: 'a robot' }), context())).rejects.toMatchObject({ failure: 'bad-response' });
    await stop!();
    generator = (await remote((_req, _body, res) => res.writeHead(503).end('busy'))).generator;
    await expect(generator.run(generator.input.parse({ prompt: 'a robot' }), context())).rejects.toMatchObject({ failure: 'http', status: 503, message: expect.stringContaining('busy') });
    await stop!();
    generator = (await remote(() => {}, 200)).generator;
    await expect(generator.run(generator.input.parse({ prompt: 'a robot' }), context())).rejects.toMatchObject({ failure: 'timeout' });
  });

  it('refuses an answer larger than the VRM limit without reading it all', async () => {
    const { generator } = await remote((_req, _body, res) => res.writeHead(200, { 'content-length': String(64 * 1024 * 1024) }).end());
    await expect(generator.run(generator.input.parse({ prompt: 'a robot' }), context())).rejects.toMatchObject({ failure: 'bad-response', message: expect.stringContaining('limit') });
  });
});
