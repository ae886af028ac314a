import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pullModel, type PullProgress } from './model-download';
import { listModels, removeModel, chooseModel } from './model-files';

const file = randomBytes(300_000);
const sha256 = createHash('sha256').update(file).digest('hex');

interface Served {
  url: string;
  /** The Range headers asked for, in order. */
  ranges: (string | undefined)[];
  close(): Promise<void>;
}

/** Serves `file` at /model.gguf with ranges; `cutAt` ends the first response's connection after that many bytes. */
async function serve(options: { cutAt?: number; status?: number } = {}): Promise<Served> {
  const ranges: (string | undefined)[] = [];
  let cut = options.cutAt;
  const server = http.createServer((request, response) => {
    ranges.push(request.headers.range);
    if (options.status) return response.writeHead(options.status).end();
    const from = Number(/^bytes=(\d+)-$/.exec(request.headers.range ?? '')?.[1] ?? 0);
    const body = file.subarray(from);
    response.writeHead(from > 0 ? 206 : 200, { 'content-length': body.length, ...(from > 0 ? { 'content-range': `bytes ${from}-${file.length - 1}/${file.length}` } : {}) });
    if (cut !== undefined) {
      response.write(body.subarray(0, cut), () => response.destroy());
      cut = undefined;
      return;
    }
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/model.gguf`,
    ranges,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let dir: string;
let served: Served | undefined;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'koko-pull-'));
});
afterEach(async () => {
  await served?.close();
  served = undefined;
  await rm(dir, { recursive: true, force: true });
});

describe('pullModel', () => {
  it('downloads the whole file, reporting progress, and keeps it under its name', async () => {
    served = await serve();
    const progress: PullProgress[] = [];
    const saved = await pullModel(dir, { url: served.url, sha256, size: file.length }, (p) => progress.push(p));
    expect(saved).toBe(path.join(dir, 'model.gguf'));
    expect((await readFile(saved)).equals(file)).toBe(true);
    expect(progress.at(-1)).toEqual({ received: file.length, total: file.length });
    expect(await readdir(dir)).toEqual(['model.gguf']);
  });

  it('resumes with a range after the server cuts the connection', async () => {
    served = await serve({ cutAt: 100_000 });
    const saved = await pullModel(dir, { url: served.url, sha256, size: file.length }, () => undefined);
    expect((await readFile(saved)).equals(file)).toBe(true);
    expect(served.ranges[0]).toBeUndefined();
    expect(served.ranges[1]).toMatch(/^bytes=\d+-$/);
    expect(Number(/\d+/.exec(served.ranges[1]!)![0])).toBeGreaterThan(0);
  });

  it('refuses and deletes a file whose checksum is not the expected one', async () => {
    served = await serve();
    await expect(pullModel(dir, { url: served.url, sha256: '0'.repeat(64), size: file.length }, () => undefined)).rejects.toThrow(/sha256 is [0-9a-f]{64}, not the expected 0{64}: it was deleted/);
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses a file of another size than the expected one', async () => {
    served = await serve();
    await expect(pullModel(dir, { url: served.url, sha256, size: file.length + 1 }, () => undefined)).rejects.toThrow(/serves 300000 bytes, not the expected 300001/);
    expect(await readdir(dir)).not.toContain('model.gguf');
  });

  it('says clearly when there is no file at the URL', async () => {
    served = await serve({ status: 404 });
    await expect(pullModel(dir, { url: served.url, sha256, size: file.length }, () => undefined)).rejects.toThrow(/answered HTTP 404: there is no file there/);
    expect(await readdir(dir)).not.toContain('model.gguf');
  });
});

describe('the models folder', () => {
  it('lists the models, chooses one, and forgets the choice when it is removed', async () => {
    served = await serve();
    await pullModel(dir, { url: served.url, sha256, size: file.length }, () => undefined);
    await served.close();
    served = await serve();
    await pullModel(dir, { url: served.url.replace('model.gguf', 'other.gguf'), sha256, size: file.length }, () => undefined);
    expect(await listModels(dir)).toEqual([
      { name: 'model.gguf', bytes: file.length, inUse: true },
      { name: 'other.gguf', bytes: file.length, inUse: false },
    ]);
    await chooseModel(dir, 'other.gguf');
    expect((await listModels(dir)).map((m) => m.inUse)).toEqual([false, true]);
    await removeModel(dir, 'other.gguf');
    expect(await listModels(dir)).toEqual([{ name: 'model.gguf', bytes: file.length, inUse: true }]);
    await expect(chooseModel(dir, '../secret.gguf')).rejects.toThrow(/not a model file name/);
    await expect(removeModel(dir, 'gone.gguf')).rejects.toThrow(/there is no model "gone.gguf"/);
  });
});
