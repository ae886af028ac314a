import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { OpenAiSkyboxRenderer } from './openai-skybox-renderer';
import { panoramaFiles } from './panorama-files';
import type { SkyboxRequest } from './skybox-renderer';

/** A local `/images/generations` (and a picture host) whose answers each test scripts. */
interface StandIn {
  url: string;
  requests: { path: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[];
  stop(): Promise<void>;
}

async function startStandIn(answer: (req: http.IncomingMessage, res: http.ServerResponse, base: string) => void): Promise<StandIn> {
  const requests: StandIn['requests'] = [];
  let base = '';
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', headers: req.headers, body: raw ? JSON.parse(raw) : {} });
      answer(req, res, base);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${base}/v1`,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A landscape picture whose left and right edges clash: red on the left turning to blue on the right. */
const clashing = () => {
  const width = 600;
  const height = 400;
  const rgb = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      rgb[(y * width + x) * 3] = Math.round(255 * (1 - x / (width - 1)));
      rgb[(y * width + x) * 3 + 1] = Math.round(120 * (y / height));
      rgb[(y * width + x) * 3 + 2] = Math.round((255 * x) / (width - 1));
    }
  }
  return sharp(rgb, { raw: { width, height, channels: 3 } }).png().toBuffer();
};

const request = (signal = new AbortController().signal): SkyboxRequest => ({
  prompt: 'a beach at sunset',
  scene: { timeOfDay: 'sunset', weather: 'clear', setting: 'beach' },
  seed: 1,
  signal,
  progress: () => {},
});

let standIn: StandIn | undefined;
afterEach(async () => {
  await standIn?.stop();
  standIn = undefined;
});

describe('OpenAiSkyboxRenderer', () => {
  it('posts the prompt to /images/generations and takes a b64_json answer', async () => {
    const png = await clashing();
    standIn = await startStandIn((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: [{ b64_json: png.toString('base64') }] })));
    const renderer = new OpenAiSkyboxRenderer({ baseUrl: standIn.url, apiKey: 'sk-test', model: 'dall-e-3', size: '1792x1024' });
    const picture = await renderer.render(request());
    expect(picture).toEqual({ encoded: png });
    const [sent] = standIn.requests;
    expect(sent!.path).toBe('/v1/images/generations');
    expect(sent!.headers.authorization).toBe('Bearer sk-test');
    expect(sent!.body).toMatchObject({ model: 'dall-e-3', n: 1, size: '1792x1024', prompt: expect.stringContaining('a beach at sunset') });
    expect(sent!.body.prompt).toContain('equirectangular');
    expect(renderer.name).toBe('openai:dall-e-3');
  });

  it('fetches the picture when the answer is a url, and the files made from it wrap and are 2:1', async () => {
    const png = await clashing();
    standIn = await startStandIn((req, res, base) => {
      if (req.url === '/files/sky.png') res.writeHead(200, { 'content-type': 'image/png' }).end(png);
      else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: [{ url: `${base}/files/sky.png` }] }));
    });
    const picture = await new OpenAiSkyboxRenderer({ baseUrl: standIn.url, model: 'm', size: '1024x512' }).render(request());
    const files = await panoramaFiles(picture, { width: 512, height: 256 });
    const { data, info } = await sharp(files.panorama).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([512, 256]);
    const px = (x: number, y: number) => [0, 1, 2].map((c) => data[(y * info.width + x) * info.channels + c]!);
    const gap = (a: number[], b: number[]) => a.reduce((s, v, i) => s + Math.abs(v - b[i]!), 0);
    // Red met blue at the wrap before; now the edge columns agree, and the top row is one colour.
    expect(gap(px(2, 128), px(509, 128))).toBeLessThan(40);
    expect(gap(px(0, 128), px(511, 128))).toBeLessThan(30);
    expect(gap(px(0, 0), px(300, 0))).toBeLessThan(20);
    expect(gap(px(128, 128), px(384, 128))).toBeGreaterThan(200);
    expect(standIn.requests.map((r) => r.path)).toEqual(['/v1/images/generations', '/files/sky.png']);
  });

  it('says what went wrong: an error status, an answer without a picture, a timeout, a cancel', async () => {
    standIn = await startStandIn((req, res) => {
      if (req.headers.authorization === 'Bearer bad') res.writeHead(401).end('{"error":{"message":"no key"}}');
      else if (req.headers.authorization === 'Bearer slow') setTimeout(() => res.writeHead(200).end('{}'), 1000);
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[{}]}');
    });
    const renderer = (apiKey: string) => new OpenAiSkyboxRenderer({ baseUrl: standIn!.url, apiKey, model: 'm', size: '1024x512', timeoutMs: 200 });
    await expect(renderer('bad').render(request())).rejects.toMatchObject({ failure: 'http', message: expect.stringContaining('401') });
    await expect(renderer('empty').render(request())).rejects.toMatchObject({ failure: 'bad-response' });
    await expect(renderer('slow').render(request())).rejects.toMatchObject({ failure: 'timeout' });
    const controller = new AbortController();
    controller.abort();
    await expect(renderer('empty').render(request(controller.signal))).rejects.toMatchObject({ failure: 'aborted' });
  });
});
