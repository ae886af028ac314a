import { VRM_MAX_BYTES, validateVrm } from '@/lib/avatar/vrm/validate';
import { AvatarModelError, type AvatarModel, type AvatarRequest, type MadeAvatar } from './avatar-model';

export interface VrmEndpoint {
  /** The URL a prompt is POSTed to. */
  url: string;
  apiKey?: string;
  timeoutMs: number;
}

/**
 * A remote avatar service: `POST {url}` with `{ prompt, seed, look }` as JSON, answered with the bytes of a
 * VRM file (`model/gltf-binary` or `application/octet-stream`). The answer is read up to the VRM size
 * limit and checked like an upload (lib/avatar/vrm/validate.ts) before anything keeps it.
 */
export class HttpVrmAvatarModel implements AvatarModel {
  readonly name = 'vrm' as const;

  constructor(private readonly endpoint: VrmEndpoint) {}

  async make({ prompt, seed, look, signal }: AvatarRequest): Promise<MadeAvatar> {
    if (signal.aborted) throw new AvatarModelError('aborted', 'the avatar was cancelled');
    const timeout = AbortSignal.timeout(this.endpoint.timeoutMs);
    let bytes: Uint8Array;
    try {
      const response = await fetch(this.endpoint.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'model/gltf-binary, application/octet-stream', ...(this.endpoint.apiKey ? { authorization: `Bearer ${this.endpoint.apiKey}` } : {}) },
        body: JSON.stringify({ prompt, seed, look }),
        signal: AbortSignal.any([signal, timeout]),
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 200);
        throw new AvatarModelError('http', `the avatar service answered ${response.status}: ${detail}`, response.status);
      }
      bytes = await readCapped(response, VRM_MAX_BYTES);
    } catch (error) {
      if (signal.aborted) throw new AvatarModelError('aborted', 'the avatar was cancelled');
      if (timeout.aborted) throw new AvatarModelError('timeout', 'the avatar service did not answer in time');
      if (error instanceof AvatarModelError) throw error;
      throw new AvatarModelError('http', `could not reach the avatar service: ${causeOf(error)}`);
    }
    const check = validateVrm(bytes);
    if (!check.ok) throw new AvatarModelError('bad-response', `the avatar service answered with something that is not a usable VRM (${check.message})`);
    return { kind: 'vrm', bytes };
  }
}

/** The body, refused as soon as it passes `limit` bytes, so a runaway answer never fills memory. */
async function readCapped(response: Response, limit: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > limit) throw new AvatarModelError('bad-response', `the avatar service answered ${declared} bytes; the limit is ${limit}`);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body?.getReader();
  for (let part = await reader?.read(); part && !part.done; part = await reader!.read()) {
    total += part.value.byteLength;
    if (total > limit) {
      await reader!.cancel();
      throw new AvatarModelError('bad-response', `the avatar service answered more than ${limit} bytes`);
    }
    chunks.push(part.value);
  }
  return Buffer.concat(chunks, total);
}

const causeOf = (error: unknown) => (error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error));
