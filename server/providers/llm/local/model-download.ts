import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ModelPullSettings } from '@/server/env';
import { checkModelName, ModelFileError } from './model-files';

export interface PullProgress {
  /** Bytes on disk so far (a resumed download starts above 0). */
  received: number;
  total: number;
}

/** Tries after a cut connection before the pull gives up (each resumes where the last stopped). */
const ATTEMPTS = 5;

/** The file name a pull saves to: the URL's last path segment. */
export function pulledName(url: string): string {
  return checkModelName(decodeURIComponent(new URL(url).pathname.split('/').pop() ?? ''));
}

/**
 * Downloads a model into the models folder: into `<name>.part` first, resumed with an HTTP range after a cut (in
 * this run or an earlier one), then checked against the expected size and sha256. Only a file that matches both is
 * renamed to `<name>`; one that does not is deleted, with an error that says why.
 */
export async function pullModel(modelsDir: string, settings: ModelPullSettings, onProgress: (progress: PullProgress) => void, signal?: AbortSignal): Promise<string> {
  const name = pulledName(settings.url);
  await mkdir(modelsDir, { recursive: true });
  const part = path.join(modelsDir, `${name}.part`);
  for (let attempt = 1; ; attempt++) {
    const have = await stat(part).then((s) => s.size, () => 0);
    if (have > settings.size) {
      await rm(part, { force: true });
      throw new ModelFileError(`the download is larger than the expected ${settings.size} bytes: it was deleted (check KOKO_MODEL_PULL_SIZE)`);
    }
    if (have === settings.size) break;
    try {
      await fetchInto(settings.url, part, have, settings.size, onProgress, signal);
    } catch (error) {
      if (error instanceof ModelFileError || signal?.aborted || attempt >= ATTEMPTS) throw error;
    }
  }
  const sha256 = await fileSha256(part);
  if (sha256 !== settings.sha256) {
    await rm(part, { force: true });
    throw new ModelFileError(`the download's sha256 is ${sha256}, not the expected ${settings.sha256}: it was deleted (check KOKO_MODEL_PULL_URL and KOKO_MODEL_PULL_SHA256)`);
  }
  const file = path.join(modelsDir, name);
  await rename(part, file);
  return file;
}

/** One request: appends the bytes from `from` on to the part file. A cut connection rejects with the part kept. */
function fetchInto(url: string, part: string, from: number, total: number, onProgress: (progress: PullProgress) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const client = url.startsWith('https:') ? https : http;
    const request = client.get(url, { headers: from > 0 ? { range: `bytes=${from}-` } : {}, signal }, (response) => {
      const status = response.statusCode ?? 0;
      if (status === 301 || status === 302 || status === 303 || status === 307 || status === 308) {
        response.resume();
        const location = response.headers.location;
        if (!location) return reject(new ModelFileError(`${url} answered ${status} without a location`));
        return fetchInto(new URL(location, url).href, part, from, total, onProgress, signal).then(resolve, reject);
      }
      if (status !== 200 && status !== 206) {
        response.resume();
        return reject(new ModelFileError(`${url} answered HTTP ${status}${status === 404 ? ': there is no file there (check KOKO_MODEL_PULL_URL)' : ''}`));
      }
      // A server that ignores the range sends the whole file again: start the part over.
      let received = status === 206 ? from : 0;
      const length = Number(response.headers['content-length'] ?? NaN);
      if (Number.isFinite(length) && received + length !== total) {
        response.resume();
        return reject(new ModelFileError(`${url} serves ${received + length} bytes, not the expected ${total} (check KOKO_MODEL_PULL_SIZE)`));
      }
      response.on('data', (chunk: Buffer) => {
        received += chunk.length;
        onProgress({ received, total });
      });
      pipeline(response, createWriteStream(part, { flags: status === 206 ? 'a' : 'w' })).then(() => {
        // A response that ended early is a cut too: the next attempt resumes from what arrived.
        if (received < total) reject(new Error(`the connection closed after ${received} of ${total} bytes`));
        else resolve();
      }, reject);
    });
    request.on('error', reject);
  });
}

async function fileSha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}
